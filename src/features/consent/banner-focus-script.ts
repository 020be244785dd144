import { BANNER_ID, BANNER_OPEN_ATTRIBUTE } from './banner-attributes';

/** Room kept between a focused element and the banner or the sticky header: the page's scroll padding's 8 px. */
const GAP_PX = 8;

/**
 * The cookie banner's part of the first-paint script (src/features/layout/first-paint-script.ts): while the banner
 * shows, a control the keyboard focuses ends clear of it. The page's scroll padding (globals.css) covers most of
 * them, but Chromium's sequential focus navigation scrolls only an element it finds out of view, and a tall text box
 * partly above the banner counts as in view: at 375 px the complaint's description or the contact message stayed 20
 * to 56 px under it. So, in the frame after the browser's own scroll, an element that fits between the header and
 * the banner scrolls up until its foot is clear; a taller one until its first lines are (its top under the header).
 * Only for the keyboard's focus (`:focus-visible`): a click is on what the visitor sees, and scrolling between the
 * press and the release would move the page under the pointer. Not in the banner's inline script: it would cost every
 * page's first round trip its bytes. See docs/decisions/0056-focus-clear-of-the-banner-by-script.md.
 */
export const BANNER_FOCUS_SCRIPT = `(function () {
  document.addEventListener('focusin', function (event) {
    var target = event.target;
    if (!document.documentElement.hasAttribute('${BANNER_OPEN_ATTRIBUTE}') || !(target instanceof Element)) return;
    requestAnimationFrame(function () {
      var banner = document.getElementById('${BANNER_ID}');
      var header = document.querySelector('header');
      if (!banner || document.activeElement !== target || !target.matches(':focus-visible') || banner.contains(target) || (header && header.contains(target))) return;
      var top = (header ? header.getBoundingClientRect().bottom : 0) + ${GAP_PX};
      var bottom = banner.getBoundingClientRect().top - ${GAP_PX};
      var box = target.getBoundingClientRect();
      if (box.bottom <= bottom) return;
      var by = box.height <= bottom - top ? box.bottom - bottom : box.top - top;
      if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
    });
  });
})();
`;
