import { BANNER_HEIGHT_PROPERTY, BANNER_ID, BANNER_OPEN_ATTRIBUTE, CHOICE_ATTRIBUTE } from './banner-attributes';
import { CONSENT_COOKIE, CONSENT_COOKIE_ATTRIBUTES, STORED_CONSENT } from './consent-cookie';

/**
 * The cookie banner's inline script, in every page's `<head>` (`_document`), allowed by the CSP by the hash of this
 * exact text (src/server/host-rules.ts), as the after-load loader is. The banner is in the built HTML, hidden by its
 * CSS; the page's scripts arrive seconds after the first paint on a slow phone (docs/decisions/0024-scripts-after-load.md),
 * so this script, run before the body is parsed, decides and handles what the visitor sees of it until then:
 * - with no decision stored it marks `<html>` so the banner shows at the first paint, with one it shows nothing;
 * - a click on a choice writes the same cookie `writeConsent` writes, hides the banner and moves the focus out of it
 *   without scrolling; a click the React banner has taken (`preventDefault`, once hydrated) is left to it, so a choice
 *   is made once;
 * - it keeps the banner's height in a CSS property (0px while hidden), which pads the page's foot and the scroll
 *   padding that keeps focused elements clear of it (globals.css), from the first paint to the page's end, reopened or not.
 * The same text on every page: pages without a banner (the language redirects) just have nothing to observe.
 * See docs/decisions/0033-cookie-banner-in-the-built-page.md.
 */
export const BANNER_SCRIPT = `(function () {
  var root = document.documentElement;
  if (!/${STORED_CONSENT.source}/.test(document.cookie)) root.setAttribute('${BANNER_OPEN_ATTRIBUTE}', '');
  document.addEventListener('click', function (event) {
    var choice = event.target instanceof Element && event.target.closest('[${CHOICE_ATTRIBUTE}]');
    if (!choice || event.defaultPrevented) return;
    document.cookie = '${CONSENT_COOKIE}=' + choice.getAttribute('${CHOICE_ATTRIBUTE}') + '${CONSENT_COOKIE_ATTRIBUTES}';
    root.removeAttribute('${BANNER_OPEN_ATTRIBUTE}');
    document.getElementById('main').focus({ preventScroll: true });
  });
  document.addEventListener('DOMContentLoaded', function () {
    var banner = document.getElementById('${BANNER_ID}');
    if (banner) new ResizeObserver(function () {
      root.style.setProperty('${BANNER_HEIGHT_PROPERTY}', banner.offsetHeight + 'px');
    }).observe(banner);
  });
})();
`;
