import { describe, expect, it } from 'vitest';
import { localHref, stripLanguage, swapLanguage } from './paths';

describe('swapLanguage', () => {
  it('swaps the language segment and keeps the rest of the path', () => {
    expect(swapLanguage('/pt/about-us', 'it')).toBe('/it/about-us');
    expect(swapLanguage('/es/blog/category/sustainability', 'en')).toBe('/en/blog/category/sustainability');
  });
  it('keeps query and hash', () => {
    expect(swapLanguage('/es/contact?x=1#offices', 'pt')).toBe('/pt/contact?x=1#offices');
    expect(swapLanguage('/es#contact', 'en')).toBe('/en#contact');
  });
  it('handles the language root and trailing slashes', () => {
    expect(swapLanguage('/es', 'en')).toBe('/en');
    expect(swapLanguage('/es/', 'it')).toBe('/it');
    expect(swapLanguage('/en/careers/', 'es')).toBe('/es/careers');
  });
  it('adds a language to an unprefixed path', () => {
    expect(swapLanguage('/contact', 'pt')).toBe('/pt/contact');
    expect(swapLanguage('/', 'it')).toBe('/it');
  });
});

describe('stripLanguage', () => {
  it('returns the path without its language segment', () => {
    expect(stripLanguage('/it/mortgages?a=1')).toEqual({ rest: '/mortgages', suffix: '?a=1' });
    expect(stripLanguage('/about-us')).toEqual({ rest: '/about-us', suffix: '' });
  });
});

describe('localHref', () => {
  it('builds language-prefixed links', () => {
    expect(localHref('pt')).toBe('/pt');
    expect(localHref('pt', 'contact', 'offices')).toBe('/pt/contact#offices');
    expect(localHref('es', '/blog')).toBe('/es/blog');
  });
});
