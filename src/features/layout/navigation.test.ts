import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { MAIN_NAVIGATION } from './navigation';

const common = (lang: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lang, 'common.json'), 'utf8'));
const lookup = (strings: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings);

describe('MAIN_NAVIGATION', () => {
  it('lists each page once, in the order every menu shows', () => {
    expect(MAIN_NAVIGATION.map((link) => link.page)).toEqual(['about-us', 'blog', 'contact']);
  });

  it('has every label translated in every language', () => {
    for (const lang of LANGUAGES) {
      const strings = common(lang);
      for (const { label, footerLabel } of MAIN_NAVIGATION) {
        for (const key of [label, footerLabel].filter((key) => key !== undefined)) {
          expect(lookup(strings, key), `${lang}: ${key}`).toEqual(expect.any(String));
        }
      }
    }
  });
});
