import type { TranslationNamespace } from './resources';

/**
 * The page prop that lists a page's own build-only texts, whole namespaces (`blog`) or `namespace:key`: texts its
 * namespaces hold that the browser never reads there, because only static parts render them (the home page's
 * welcome banner, its blog teaser's cards) or nothing on that page does (the post page's texts on the blog list).
 * The build removes them and the prop itself from the page's data, as it removes from every page's the texts of
 * `common` no browser script reads (src/page-pipeline/export/trim-page-data.ts). Here, not in the pipeline's folder,
 * because every page's getStaticProps sets it (static-props.ts) and lib sits below the pipeline.
 */
export const BUILD_ONLY_TEXTS_PROP = 'buildOnlyTexts';

/** A namespace, or one key of it, that the browser never reads on a given page. */
export type BuildOnlyText = TranslationNamespace | `${TranslationNamespace}:${string}`;
