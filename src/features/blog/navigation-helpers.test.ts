import { describe, expect, it } from 'vitest';
import type { BlogDataPage } from './card-page-json';
import { hasMore } from './CategoryScreen';
import { wrapAround } from './CategoryTabs';
import { pageWindow } from './Pagination';

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
