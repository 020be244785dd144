// Where each page of the blog list and each category tab lives: every one is a pre-rendered file, so a link to it
// works from the first paint (docs/decisions/0035-blog-list-pages-are-links.md).
import type { Lang } from '@/lib/i18n/languages';
import { ALL_CATEGORIES } from './categories';

/** The id of the list's heading: page links land on it, so the reader continues at the top of the new page. */
export const LIST_ANCHOR = 'posts';

/** The path segment of the list's pages after the first: `/{lang}/blog/page/2`. */
export const LIST_PAGE_SEGMENT = 'page';

/** Page n of the blog list; page 1 is the blog's own address. */
export function listPageHref(lang: Lang, n: number): string {
  return n > 1 ? `/${lang}/blog/${LIST_PAGE_SEGMENT}/${n}` : `/${lang}/blog`;
}

/** A page link: the page's address, landing on the list's heading. */
export function listPageLink(lang: Lang, n: number): string {
  return `${listPageHref(lang, n)}#${LIST_ANCHOR}`;
}

/** A category tab's page: the category's own pre-rendered page; 'all' is the blog list. */
export function categoryHref(lang: Lang, category: string): string {
  return category === ALL_CATEGORIES ? `/${lang}/blog` : `/${lang}/blog/category/${encodeURIComponent(category)}`;
}

/** The list pages pre-rendered beside the first: 2..count, as the route's parameter. */
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
