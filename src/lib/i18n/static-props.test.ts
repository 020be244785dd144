import { describe, expect, it } from 'vitest';
import { translationProps } from './static-props';

describe('translationProps', () => {
  it.each(['en', 'pt', 'it', 'es'] as const)('gives a page in %s its own texts and no other language', async (lang) => {
    const { _nextI18Next } = await translationProps(lang, ['forms']);
    expect(Object.keys(_nextI18Next?.initialI18nStore ?? {})).toEqual([lang]);
    expect(Object.keys(_nextI18Next?.initialI18nStore[lang] ?? {}).sort()).toEqual(['common', 'forms']);
    expect(_nextI18Next?.initialI18nStore[lang].forms).toHaveProperty('newsletter.submit');
  });
});
