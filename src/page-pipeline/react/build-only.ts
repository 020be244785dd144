/**
 * Page data that only the build reads: what the static parts of a page render and nothing in the browser uses (a
 * post's body, its recommended posts). getStaticProps puts it under the page prop `buildOnly`; the page is rendered
 * at build time with it, then the build removes that prop from the page data the browser downloads
 * (src/page-pipeline/export/trim-page-data.ts). See docs/decisions/0026-build-only-page-data.md.
 */
export const BUILD_ONLY_PROP = 'buildOnly';

/**
 * Translation texts that only static parts render, as `namespace:key` (the key possibly nested, `header.search`):
 * the footer's and the header's (both are static on every page), the service names and summaries their menus list,
 * and the legal notices. The header's texts that islands read stay: the skip link's, the breadcrumb's first step,
 * and the search sections' names (`header.menu.services`, `header.menu.knowUs`). The build removes them from every
 * page's data too; an island that reads one finds no text, which the browser's reader reports as a console error
 * (src/page-pipeline/bundle/browser-i18next.ts).
 */
export const BUILD_ONLY_TEXTS = [
  'common:footer',
  'common:services',
  'common:legal',
  ...[
    'workWithUs', 'homeLabel', 'navLabel', 'mobileNavLabel', 'menu.resources', 'menu.contact', 'requestContact', 'openMenu',
    'closeMenu', 'directAccess', 'languageLabel', 'search', 'followUs',
  ].map((key) => `common:header.${key}` as const),
] as const;

/**
 * A build-only value, which exists while the page is rendered at build time. Only what renders inside `<Static>`
 * may read it: in the browser it is gone, and reading it there throws, so a part that starts needing it in the
 * browser fails loudly instead of rendering empty.
 */
export function built<T>(value: T | undefined): T {
  if (value === undefined) {
    throw new Error('Build-only page data read in the browser: only a <Static> part may read it (docs/decisions/0026-build-only-page-data.md)');
  }
  return value;
}
