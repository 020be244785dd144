import { describe, expect, it } from 'vitest';
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
});
