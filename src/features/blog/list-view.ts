import { BLOG_PAGE_SIZE } from '@/lib/cms/derive';
import { ALL_CATEGORIES } from './categories';
import type { CategoryTotal } from './views';

/** What the blog list shows: one category (or 'all') and one page of it. */
export type ListView = { category: string; page: number };

export function totalPagesOf(totals: readonly CategoryTotal[], category: string): number {
  const total = totals.find((entry) => entry.category === category)?.total ?? 0;
  return Math.ceil(total / BLOG_PAGE_SIZE);
}

/**
 * The view a `?category=&page=` query asks for, made safe: an unknown category falls back to 'all', and the
 * page is clamped to the pages that category has (so an old or edited link never ends on a missing file).
 */
export function viewFromQuery(query: Record<string, string | string[] | undefined>, totals: readonly CategoryTotal[]): ListView {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const requested = first(query.category);
  const category = totals.some((entry) => entry.category === requested) ? requested! : ALL_CATEGORIES;
  const page = Number.parseInt(first(query.page) ?? '', 10);
  const last = Math.max(1, totalPagesOf(totals, category));
  return { category, page: Number.isFinite(page) ? Math.min(Math.max(page, 1), last) : 1 };
}

/** The query that describes a view; the default view ('all', page 1) has none, so the URL stays clean. */
export function queryOfView(view: ListView): Record<string, string> {
  return {
    ...(view.category !== ALL_CATEGORIES ? { category: view.category } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}
