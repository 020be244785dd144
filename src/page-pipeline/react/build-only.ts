/**
 * Page data that only the build reads: what the static parts of a page render and nothing in the browser uses (a
 * post's body, its recommended posts). getStaticProps puts it under the page prop `buildOnly`; the page is rendered
 * at build time with it, then the build removes that prop from the page data the browser downloads
 * (src/page-pipeline/export/trim-page-data.ts). See docs/decisions/0026-build-only-page-data.md.
 */
export const BUILD_ONLY_PROP = 'buildOnly';

/**
 * A build-only value, which exists while the page is rendered at build time. Only what renders inside `<Static>`
 * may read it: in the browser it is gone, and reading it there throws, so a part that starts needing it in the
 * browser fails loudly instead of rendering empty.
 */
export function requireBuildOnly<T>(value: T | undefined): T {
  if (value === undefined) {
    throw new Error('Build-only page data read in the browser: only a <Static> part may read it (docs/decisions/0026-build-only-page-data.md)');
  }
  return value;
}
