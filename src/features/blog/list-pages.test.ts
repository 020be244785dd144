import { describe, expect, it } from 'vitest';
import { categoryHref, laterListPages, listPageFromParam, listPageHref, listPageLink } from './list-pages';

describe('blog list addresses', () => {
  it('gives page 1 the blog address and later pages their own', () => {
    expect(listPageHref('en', 1)).toBe('/en/blog');
    expect(listPageHref('es', 2)).toBe('/es/blog/page/2');
    expect(listPageLink('pt', 1)).toBe('/pt/blog#posts');
    expect(listPageLink('it', 12)).toBe('/it/blog/page/12#posts');
  });

  it("sends a category tab to the category's page and 'all' to the list", () => {
    expect(categoryHref('en', 'all')).toBe('/en/blog');
    expect(categoryHref('es', 'financial_education')).toBe('/es/blog/category/financial_education');
  });

  it('pre-renders pages 2 to the last beside the first', () => {
    expect(laterListPages(4)).toEqual(['2', '3', '4']);
    expect(laterListPages(1)).toEqual([]);
    expect(laterListPages(0)).toEqual([]);
  });

  it('reads a page number from the route, and only a plain number from 2 up', () => {
    expect(listPageFromParam('2')).toBe(2);
    expect(listPageFromParam(['31'])).toBe(31);
    for (const param of ['1', '0', '02', '-3', '2.5', 'abc', '', undefined]) expect(listPageFromParam(param), String(param)).toBeNull();
  });
});
