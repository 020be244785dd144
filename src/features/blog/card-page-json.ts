// A page of cards (the blog list's, a category's): its shape, and where the build writes it as JSON.
import type { CardPost } from './post-card-model';

/**
 * Where the category pages' JSON files live below out/. No page reads them since the category pages are pages of
 * their own (docs/decisions/0044-barriers-of-the-accessibility-walk.md); the browser tests read them as what each
 * page should show. Removing them is left to the change that gives those tests another source.
 */
export const BLOG_DATA_DIR = 'blog-data';

/** One page of cards with the totals the counter and the pagination need. */
export type BlogDataPage = {
  /** 1-based. */
  page: number;
  totalPages: number;
  totalItems: number;
  /** 1-based positions of the first and last card ('from-to of total'); 0 when empty. */
  from: number;
  to: number;
  items: CardPost[];
};

/** Page `page` (pages of CATEGORY_PAGE_SIZE) of a category. */
export function categoryPagePath(lang: string, category: string, page: number): string {
  return `/${BLOG_DATA_DIR}/${lang}/category/${encodeURIComponent(category)}/${page}.json`;
}
