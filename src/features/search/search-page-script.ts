/** The search page's box (SearchPage.tsx). */
export const SEARCH_PAGE_INPUT_ID = 'search-page-input';

/**
 * The search page's part of the first-paint script (first-paint-script.ts), which may run before the page is parsed
 * or after: the query in the address goes into the search page's box, seconds before the page's scripts read it and
 * search on a slow phone. Elsewhere there is no such box and it does nothing. Without JavaScript nothing can: the
 * page is a static file (NoScriptWayOn). See docs/decisions/0044-barriers-of-the-accessibility-walk.md.
 */
export const SEARCH_PAGE_SCRIPT = `(function () {
  function fill() {
    var box = document.getElementById('${SEARCH_PAGE_INPUT_ID}');
    if (box && !box.value) box.value = new URLSearchParams(location.search).get('q') || '';
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fill);
  else fill();
})();
`;
