import { LANGUAGE_LIST_ID, MOBILE_MENU_ID } from './header-ids';

/**
 * The header's part of the first-paint script (first-paint-script.ts): what the built header needs of a script
 * from the first paint on, seconds before the page's scripts run on a slow phone, and the same after. It listens on
 * the document, so it may run before the header is parsed or after.
 * - While the phone menu is open, Tab cycles through its button and its panel only (a popover is not modal: the
 *   browser would Tab on out of it into the page it covers).
 * - A language link to this same page in another language carries the address's query and hash over (the built
 *   link has the page's bare address). A link to another page (a post's translation, a list's first page, an error
 *   page's home) does not: they are not its query. The language is remembered by the page it leads to (_app).
 * See docs/decisions/0044-barriers-of-the-accessibility-walk.md, which extends 0034-popover-header.md.
 */
export const HEADER_SCRIPT = `(function () {
  document.addEventListener('keydown', function (event) {
    var menu = document.getElementById('${MOBILE_MENU_ID}');
    if (event.key !== 'Tab' || !menu || !menu.matches(':popover-open')) return;
    var cycle = [document.querySelector('[popovertarget="${MOBILE_MENU_ID}"]')].concat([].slice.call(menu.querySelectorAll('a[href], button')));
    var index = cycle.indexOf(document.activeElement);
    event.preventDefault();
    cycle[event.shiftKey ? (index > 0 ? index : cycle.length) - 1 : (index + 1) % cycle.length].focus();
  });
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element && event.target.closest('#${LANGUAGE_LIST_ID} a');
    if (link && link.pathname.slice(3) === location.pathname.slice(3)) link.href = link.pathname + location.search + location.hash;
  });
})();
`;
