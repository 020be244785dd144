// The blog list's category and page in the URL query: read safely, written without defaults, checked against the address.
import { BLOG_PAGE_SIZE } from './page-sizes';
import { ALL_CATEGORIES } from './categories';
import type { CategoryTotal } from './card-pages';

/** What the blog list shows: one category (or 'all') and one page of it. */
export type ListView = { category: string; page: number };

export function totalPagesOf(totals: readonly CategoryTotal[], category: string): number {
  const total = totals.find((entry) => entry.category === category)?.total ?? 0;
  return Math.ceil(total / BLOG_PAGE_SIZE);
}

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The view a `?category=&page=` query asks for, made safe: an unknown category (a link from a language that has
 * it) falls back to page 1 of 'all', and the page is clamped to the pages the category has, so an old or edited
 * link never ends on a missing file.
 */
export function viewFromQuery(query: Query, totals: readonly CategoryTotal[]): ListView {
  const requested = first(query.category) ?? ALL_CATEGORIES;
  if (!totals.some((entry) => entry.category === requested)) return { category: ALL_CATEGORIES, page: 1 };
  const page = Number.parseInt(first(query.page) ?? '', 10);
  const last = Math.max(1, totalPagesOf(totals, requested));
  return { category: requested, page: Number.isFinite(page) ? Math.min(Math.max(page, 1), last) : 1 };
}

/**
 * Whether the address (`router.asPath`) names exactly `view`. When it does not, the page rewrites it: a query this
 * language cannot show (a category it lacks, a page past its end), or one Next's router left out of `asPath` when
 * it hydrated a pre-rendered page, which the language selector would then drop.
 */
export function addressNamesView(asPath: string, view: ListView): boolean {
  const params = new URLSearchParams(/\?([^#]*)/.exec(asPath)?.[1] ?? '');
  const wanted = queryOfView(view);
  return params.get('category') === (wanted.category ?? null) && params.get('page') === (wanted.page ?? null);
}

/** The query that describes a view; the default view ('all', page 1) has none, so the URL stays clean. */
export function queryOfView(view: ListView): Record<string, string> {
  return {
    ...(view.category !== ALL_CATEGORIES ? { category: view.category } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}
