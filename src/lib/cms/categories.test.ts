import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { CATEGORY_SLUG_LIST, CATEGORY_SLUGS, categorySlug } from './categories';

const blogStrings = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/blog.json`), 'utf8')) as {
    categories: Record<string, { label?: string; description?: string }>;
  };

describe('category table', () => {
  it("maps Hygraph's capitalised values to today's URL slugs", () => {
    expect(CATEGORY_SLUGS).toEqual({ FinancialEducation: 'financial_education', Nortia: 'nortia', Sustainability: 'sustainability' });
    expect(categorySlug('FinancialEducation')).toBe('financial_education');
    expect(CATEGORY_SLUG_LIST).toEqual(['financial_education', 'nortia', 'sustainability']);
  });

  it('refuses a value it does not map, naming it', () => {
    expect(() => categorySlug('RealEstate')).toThrow(/"RealEstate" is not mapped/);
    expect(() => categorySlug('toString')).toThrow(/not mapped/);
  });

  it.each([...LANGUAGES])('every slug has a label and a description in %s', (lang) => {
    const strings = blogStrings(lang).categories;
    for (const slug of CATEGORY_SLUG_LIST) {
      expect(strings[slug]?.label, `${lang} categories.${slug}.label`).toMatch(/\S/);
      expect(strings[slug]?.description, `${lang} categories.${slug}.description`).toMatch(/\S/);
    }
  });
});
