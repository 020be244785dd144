import { describe, expect, it } from 'vitest';
import { translationProps } from './static-props';

describe('translationProps', () => {
  it.each(['en', 'pt', 'it', 'es'] as const)('gives a page in %s its own texts and no other language', async (lang) => {
    const { _nextI18Next } = await translationProps(lang, ['forms']);
    expect(Object.keys(_nextI18Next?.initialI18nStore ?? {})).toEqual([lang]);
    expect(Object.keys(_nextI18Next?.initialI18nStore[lang] ?? {}).sort()).toEqual(['common', 'forms', 'search']);
    expect(_nextI18Next?.initialI18nStore[lang].forms).toHaveProperty('newsletter.submit');
  });

  it('loads the search box texts for the build, build-only unless the page searches', async () => {
    expect((await translationProps('en', ['forms'], ['forms:newsletter'])).buildOnlyTexts).toEqual(['forms:newsletter', 'search']);
    const searching = await translationProps('en', ['search']);
    expect(searching.buildOnlyTexts).toEqual([]);
    expect(Object.keys(searching._nextI18Next?.initialI18nStore.en ?? {}).sort()).toEqual(['common', 'search']);
  });
});
