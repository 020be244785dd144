import { BANNER_ID, BANNER_OPEN_ATTRIBUTE } from './banner-attributes';

/** Room kept between a focused element and the banner or the sticky header: the page's scroll padding's 8 px. */
const GAP_PX = 8;

/**
 * The cookie banner's part of the first-paint script (src/features/layout/first-paint-script.ts): while the banner
 * shows, a control the keyboard focuses ends between the sticky header and the banner. The page's scroll padding
 * (globals.css) covers most of them, but Chromium's sequential focus navigation scrolls only an element it finds out
 * of view, and a tall text box partly in view counts as in view: at 375 px the complaint's description or the
 * contact message stayed 20 to 56 px under the banner (Tab) or 19 to 61 px under the header (Shift+Tab). So, in the
 * frame after the browser's own scroll, an element that fits between them scrolls until it is wholly clear; a taller
 * one until its top is just under the header, its first lines in view. Only for the keyboard: a text box matches
 * `:focus-visible` when clicked too, so a focus that follows a press of the pointer is left where the visitor put it
 * (scrolling between the press and the release would move the page under the finger). Not in the banner's inline
 * script: it would cost every page's first round trip its bytes. See
 * docs/decisions/0056-focus-clear-of-the-banner-by-script.md.
 */
export const BANNER_FOCUS_SCRIPT = `(function () {
  var pointer = false;
  document.addEventListener('pointerdown', function () { pointer = true; }, true);
  document.addEventListener('keydown', function () { pointer = false; }, true);
  document.addEventListener('focusin', function (event) {
    var target = event.target;
    if (pointer || !document.documentElement.hasAttribute('${BANNER_OPEN_ATTRIBUTE}') || !(target instanceof Element)) return;
    requestAnimationFrame(function () {
      var banner = document.getElementById('${BANNER_ID}');
      var header = document.querySelector('header');
      if (!banner || document.activeElement !== target || banner.contains(target) || (header && header.contains(target))) return;
      var top = (header ? header.getBoundingClientRect().bottom : 0) + ${GAP_PX};
      var bottom = banner.getBoundingClientRect().top - ${GAP_PX};
      var box = target.getBoundingClientRect();
      if (box.top >= top && box.bottom <= bottom) return;
      var by = box.height <= bottom - top && box.bottom > bottom ? box.bottom - bottom : box.top - top;
      if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
    });
  });
})();
`;
