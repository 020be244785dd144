import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, holdScripts, test } from './fixtures';

/**
 * Every page route of the site in three groups of about the same weight, each a test of its own so that the groups
 * run side by side; '' is the language home, and the miss at the end shows the 404 page.
 */
const ROUTE_GROUPS: Record<string, (lang: string) => string[]> = {
  'the home and the service pages': () => ['', 'financial-solutions', 'financial-planning', 'alternative-investments', 'insurance', 'mortgages', 'pension-plans'],
  'the company pages and the duty pages': () => ['about-us', 'careers', 'contact', 'complaints', 'complaints/sent', 'whistleblowing', 'accessibility'],
  'the blog, the newsletter pages and the 404 page': (lang) => ['blog', ...blogRoutes(lang), 'newsletter/confirm', 'newsletter/link-expired', 'no-such-page'],
};
/** One generated page of each blog template per language: a post, a category and the list's page 2, as exported. */
function blogRoutes(lang: string): string[] {
  const dir = path.resolve(__dirname, '../../out', lang, 'blog');
  const post = readdirSync(dir).find((file) => file.endsWith('.html'))!.replace(/\.html$/, '');
  const category = readdirSync(path.join(dir, 'category'))[0].replace(/\.html$/, '');
  return [`blog/${post}`, `blog/category/${category}`, 'blog/page/2'];
}

async function violations(page: Page) {
  return (await axeViolations(page)).map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
}

// axe measures colour contrast on what is painted: elements mid-way through a fade-in (aos) or a carousel
// transition would be judged at partial opacity. With reduced motion every block is shown in its final state.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(({ allowConsoleErrors }) => {
  // The browser reports the 404 page's own status as a console error.
  allowConsoleErrors(/status of 404/);
});

// The templates are the same in every language and the translation test proves no text is missing, so two
// languages (the default and the one with the longest copy) stand for all four and keep the suite's time down.
for (const lang of ['es', 'pt'] as const) {
  for (const [group, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`axe finds no WCAG 2.2 AA violation on ${group} in ${lang}`, async ({ page }) => {
      // Seven pages analysed by axe one after another: slow on a busy machine.
      test.setTimeout(120_000);
      const found: Record<string, unknown> = {};
      for (const route of routes(lang)) {
        await page.goto(`/${lang}/${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const result = await violations(page);
        if (result.length) found[`/${lang}/${route}`] = result;
      }
      expect(found).toEqual({});
    });
  }
}

test.describe('with the cookie banner open', () => {
  test.use({ consent: 'undecided' });

  test('axe finds no violation on the home page and an inner page', async ({ page }) => {
    const found: Record<string, unknown> = {};
    for (const path of ['/es', '/pt/about-us']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Aceptar todas|Aceitar todos|Aceitar/ })).toBeVisible();
      const result = await violations(page);
      if (result.length) found[path] = result;
    }
    expect(found).toEqual({});
  });
});

test('axe finds no violation on the home page before its scripts run (the carousel as a plain scroll track)', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/pt', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  expect(await violations(page)).toEqual([]);
  release();
});
