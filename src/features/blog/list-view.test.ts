import { describe, expect, it } from 'vitest';
import { wrapAround } from './CategoryTabs';
import { hasMore } from './CategoryScreen';
import { addressNamesView, queryOfView, viewFromQuery } from './list-view';
import { pageWindow } from './Pagination';
import type { BlogDataPage } from './blog-data';

const totals = [
  { category: 'all', total: 20 },
  { category: 'nortia', total: 4 },
  { category: 'sustainability', total: 0 },
];

describe('list view in the URL', () => {
  it('restores a category and page from the query', () => {
    expect(viewFromQuery({ category: 'all', page: '3' }, totals)).toEqual({ category: 'all', page: 3 });
    expect(viewFromQuery({ category: 'nortia' }, totals)).toEqual({ category: 'nortia', page: 1 });
  });

  it('falls back to page 1 of all for an unknown category and clamps the page to the pages that exist', () => {
    expect(viewFromQuery({ category: 'nope', page: '2' }, totals)).toEqual({ category: 'all', page: 1 });
    expect(viewFromQuery({ page: '99' }, totals)).toEqual({ category: 'all', page: 4 });
    expect(viewFromQuery({ category: 'nortia', page: '2' }, totals)).toEqual({ category: 'nortia', page: 1 });
    expect(viewFromQuery({ category: 'sustainability', page: '-4' }, totals)).toEqual({ category: 'sustainability', page: 1 });
    expect(viewFromQuery({ page: 'abc' }, totals)).toEqual({ category: 'all', page: 1 });
  });

  it('tells an address that names its view exactly from one the page must rewrite', () => {
    expect(addressNamesView('/en/blog?category=nortia&page=2', { category: 'nortia', page: 2 })).toBe(true);
    expect(addressNamesView('/en/blog?ref=mail#top', { category: 'all', page: 1 })).toBe(true);
    expect(addressNamesView('/en/blog?page=99', { category: 'all', page: 4 })).toBe(false);
    expect(addressNamesView('/en/blog?category=nope', { category: 'all', page: 1 })).toBe(false);
    expect(addressNamesView('/en/blog?page=1', { category: 'all', page: 1 })).toBe(false);
    // Next's router hydrates a pre-rendered page with the query in `query` but not in `asPath`.
    expect(addressNamesView('/en/blog', { category: 'nortia', page: 2 })).toBe(false);
  });

  it('writes no query for the default view', () => {
    expect(queryOfView({ category: 'all', page: 1 })).toEqual({});
    expect(queryOfView({ category: 'nortia', page: 2 })).toEqual({ category: 'nortia', page: '2' });
  });
});

describe('navigation helpers', () => {
  it('wraps the category arrows around both ends', () => {
    const tabs = ['all', 'a', 'b'];
    expect(wrapAround(tabs, 'b', 1)).toBe('all');
    expect(wrapAround(tabs, 'all', -1)).toBe('b');
    expect(wrapAround(tabs, 'a', 1)).toBe('b');
  });

  it('shows a window of at most 5 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("hides 'show more' after a short page or the last page", () => {
    const page = (n: number, items: number, totalPages: number) => ({ page: n, totalPages, items: Array(items) }) as BlogDataPage;
    expect(hasMore([page(1, 8, 2)], 8)).toBe(true);
    expect(hasMore([page(1, 8, 2), page(2, 8, 2)], 8)).toBe(false);
    expect(hasMore([page(1, 8, 3), page(2, 5, 3)], 8)).toBe(false);
    expect(hasMore([page(1, 3, 1)], 8)).toBe(false);
  });
});
