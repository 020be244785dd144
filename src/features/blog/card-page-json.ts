// A page of cards as the build-time JSON file a category screen fetches for 'show more': shape, path, fetch.
import type { CardPost } from './post-card-model';

/**
 * Where the files live below out/ (and so below the site's origin). The browser reads them instead of the CMS
 * (docs/decisions/0002-browser-never-calls-the-cms.md); one small file per page keeps its size the same however
 * many posts the blog grows to.
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

/** Page `page` (pages of CATEGORY_PAGE_SIZE) of a category screen. */
export function categoryPagePath(lang: string, category: string, page: number): string {
  return `/${BLOG_DATA_DIR}/${lang}/category/${encodeURIComponent(category)}/${page}.json`;
}

function isBlogDataPage(value: unknown): value is BlogDataPage {
  const page = value as BlogDataPage | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    Number.isInteger(page.page) &&
    Number.isInteger(page.totalPages) &&
    Number.isInteger(page.totalItems) &&
    Array.isArray(page.items)
  );
}

/** Fetches one page file; rejects on a network error, a non-2xx status or a body that is not a page. */
export async function fetchBlogPage(path: string, signal?: AbortSignal): Promise<BlogDataPage> {
  const response = await fetch(path, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isBlogDataPage(data)) throw new Error(`${path} is not a page of blog posts`);
  return data;
}
