import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';
import { pagePath } from './pagefind-client';

describe('search excerpts', () => {
  it('splits the excerpt into plain and marked runs', () => {
    expect(excerptParts('the <mark>pension</mark> gap and the <mark>pension</mark>')).toEqual([
      { text: 'the ', marked: false },
      { text: 'pension', marked: true },
      { text: ' gap and the ', marked: false },
      { text: 'pension', marked: true },
    ]);
  });

  it('keeps any other markup as text, with the escaped characters shown as written', () => {
    expect(excerptParts('<img src=x onerror=alert(1)> &lt;b&gt; <mark>R&amp;D</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> <b> ', marked: false },
      { text: 'R&D', marked: true },
    ]);
  });
});

describe('result paths', () => {
  it('drops the .html of exported pages', () => {
    expect(pagePath('/es/blog/seguro-de-hogar.html')).toBe('/es/blog/seguro-de-hogar');
    expect(pagePath('/en/insurance.html')).toBe('/en/insurance');
    expect(pagePath('/en/')).toBe('/en/');
  });
});
