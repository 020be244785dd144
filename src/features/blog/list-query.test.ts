import { describe, expect, it } from 'vitest';
import { addressNamesView, queryOfView, viewFromQuery } from './list-query';

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
