import { describe, expect, it } from 'vitest';
import { languageTarget } from './language-target';

const everywhere = { isErrorPage: false, alternates: null };

describe('languageTarget', () => {
  it('swaps the language of a page that exists in every language, keeping query and hash', () => {
    expect(languageTarget('/es/contact#offices', 'pt', everywhere)).toBe('/pt/contact#offices');
    expect(languageTarget('/en/blog?ref=mail#posts', 'it', everywhere)).toBe('/it/blog?ref=mail#posts');
  });

  it("names the post's translation where the build data has one", () => {
    const alternates = { en: '/en/blog/rebalancing', es: '/es/blog/rebalanceo' };
    expect(languageTarget('/en/blog/rebalancing', 'es', { isErrorPage: false, alternates })).toBe('/es/blog/rebalanceo');
  });

  it("lands on the other language's blog when the post has no translation there", () => {
    const alternates = { en: '/en/blog/rebalancing' };
    expect(languageTarget('/en/blog/rebalancing', 'pt', { isErrorPage: false, alternates })).toBe('/pt/blog');
    expect(languageTarget('/en/blog/rebalancing?ref=mail#top', 'it', { isErrorPage: false, alternates })).toBe('/it/blog');
  });

  it("lands on the other language's blog list from a later page of this one", () => {
    const alternates = { en: '/en/blog/page/3' };
    expect(languageTarget('/en/blog/page/3#posts', 'es', { isErrorPage: false, alternates })).toBe('/es/blog');
    expect(languageTarget('/en/blog/page/3', 'en', { isErrorPage: false, alternates })).toBe('/en/blog/page/3');
  });

  it('offers the home from an error page', () => {
    expect(languageTarget('/es/no-such-page', 'en', { isErrorPage: true, alternates: null })).toBe('/en');
  });
});
