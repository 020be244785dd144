import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';

type ConsoleWatch = { errors: string[]; allowed: RegExp[] };

type Fixtures = {
  /** The visitor's cookie decision when the test starts; 'rejected' keeps the banner out of the way. */
  consent: 'undecided' | 'accepted' | 'rejected';
  /** Declares console errors a test expects (e.g. the 404 status of a not-found page). */
  allowConsoleErrors: (pattern: RegExp) => void;
  consoleWatch: ConsoleWatch;
};

/** Every test fails on console errors and uncaught page errors it did not declare. */
export const test = base.extend<Fixtures>({
  consent: ['rejected', { option: true }],
  consoleWatch: [
    async ({ page, context, consent, baseURL }, use) => {
      if (consent !== 'undecided') {
        await context.addCookies([{ name: 'cookie_consent', value: String(consent === 'accepted'), url: baseURL! }]);
      }
      const watch: ConsoleWatch = { errors: [], allowed: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') watch.errors.push(message.text());
      });
      page.on('pageerror', (error) => watch.errors.push(`pageerror: ${error.message}`));
      await use(watch);
      expect(watch.errors.filter((error) => !watch.allowed.some((pattern) => pattern.test(error)))).toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ consoleWatch }, use) => {
    await use((pattern) => consoleWatch.allowed.push(pattern));
  },
});

export { expect };

const localesDir = path.resolve(__dirname, '../../public/locales');

/** A translated string, read from the same files the site is built from. */
export function translation(lang: string, ns: string, key: string, values: Record<string, string> = {}): string {
  const data = JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
  if (typeof value !== 'string') throw new Error(`No translation ${lang}/${ns}:${key}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

// The site's languages and their <html lang> tags, from the one place the code declares them.
export { LANGUAGES as LANGS, LANG_TAGS as HTML_LANG } from '../../src/lib/i18n/languages';
