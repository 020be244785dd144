import type { ContentStage } from './stage';
import type { CmsLanguage } from './types';

/** Page size of bulk reads: the content API's maximum for `first`. */
export const CMS_PAGE_SIZE = 100;

/** es -> Es: the suffix of the per-language model names (postsEs, CategoryEs). */
export function modelSuffix(lang: CmsLanguage): string {
  return lang.charAt(0).toUpperCase() + lang.slice(1);
}

/**
 * One page of full posts. Ordered by id, not date: skip/first paging over publishDate, which has ties and no
 * tie-breaker, could repeat or miss posts at page borders. The date order is made locally. The stage is always
 * named, never left to the token's default: PUBLISHED for the site, DRAFT only for the preview site.
 */
export function postsPageQuery(lang: CmsLanguage, stage: ContentStage = 'PUBLISHED'): string {
  const L = modelSuffix(lang);
  return `query BlogPosts${L}($first: Int!, $skip: Int!) {
  posts: posts${L}(first: $first, skip: $skip, orderBy: id_ASC, stage: ${stage}) {
    id
    title
    slug
    previousSlugs
    publishDate
    author
    featured
    categories
    content {
      text
      html
      references { ... on Asset { id url fileName mimeType alt } }
    }
    thumbnailImage { url fileName }
    mainImage { url fileName }
  }
}`;
}
