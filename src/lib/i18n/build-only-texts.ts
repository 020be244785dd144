import type { TranslationNamespace } from './resources';

/**
 * The page prop that lists a page's own build-only texts, whole namespaces (`blog`) or `namespace:key`: texts its
 * namespaces hold that the browser never reads there, because only static parts render them (the home page's
 * welcome banner, its blog teaser's cards) or nothing on that page does (the post page's texts on the blog list).
 * The build removes them and the prop itself from the page's data, as it removes BUILD_ONLY_TEXTS (src/page-pipeline/react/build-only.ts) from every page's.
 */
export const BUILD_ONLY_TEXTS_PROP = 'buildOnlyTexts';

/** A namespace, or one key of it, that the browser never reads on a given page. */
export type BuildOnlyText = TranslationNamespace | `${TranslationNamespace}:${string}`;
