// Where each page of the blog list, each category tab and each page of a category lives: every one is a pre-rendered
// file, so a link to it works from the first paint (docs/decisions/0035-blog-list-pages-are-links.md,
// 0044-barriers-of-the-accessibility-walk.md).
import type { Lang } from '@/lib/i18n/languages';
import { ALL_CATEGORIES } from './categories';

/** The id of the list's heading: page links land on it, so the reader continues at the top of the new page. */
export const LIST_ANCHOR = 'posts';

/** The path segment of a list's pages after the first: `/{lang}/blog/page/2`, `/{lang}/blog/category/{c}/page/2`. */
export const LIST_PAGE_SEGMENT = 'page';

/** A category tab's page: the category's own pre-rendered page; 'all' is the blog list. */
export function categoryHref(lang: Lang, category: string): string {
  return category === ALL_CATEGORIES ? `/${lang}/blog` : `/${lang}/blog/category/${encodeURIComponent(category)}`;
}

/** Page n of the blog list (or of one category's); page 1 is the list's own address. */
export function listPageHref(lang: Lang, n: number, category = ALL_CATEGORIES): string {
  const first = categoryHref(lang, category);
  return n > 1 ? `${first}/${LIST_PAGE_SEGMENT}/${n}` : first;
}

/** A page link: the page's address, landing on the list's heading. */
export function listPageLink(lang: Lang, n: number, category = ALL_CATEGORIES): string {
  return `${listPageHref(lang, n, category)}#${LIST_ANCHOR}`;
}

/** The pages pre-rendered beside a list's first: 2..count, as the route's parameter. */
export function laterListPages(count: number): string[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, index) => String(index + 2));
}

/** The page number a route parameter names; anything but a plain number from 2 up is not a page of the list. */
export function listPageFromParam(param: string | string[] | undefined): number | null {
  const value = Array.isArray(param) ? param[0] : param;
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const n = Number(value);
  return n >= 2 ? n : null;
}
