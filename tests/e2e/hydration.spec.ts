import path from 'node:path';
import { CONTENT_PAGES } from '../../src/lib/routes';
import { templatePages } from '../../src/scripts/template-pages';
import { expect, test } from './fixtures';

const outDir = path.resolve(__dirname, '../../out');

/**
 * The browser's first number, date or list formatter for a language loads that language's data: 17-30 ms on this
 * machine unthrottled, a task of 70-120 ms on Lighthouse's phone, counted as blocking time (issue 14). A page's
 * static parts are formatted where they are built; a page that formats while it hydrates has computed something
 * for a static part in the browser (docs/decisions/0048-static-parts-stay-at-build.md). Formatting in answer to
 * the visitor (distances to an office) happens after this test looks.
 */
const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'ListFormat', 'RelativeTimeFormat'] as const;

/** Pages with an island that formats as it hydrates, by design. */
const FORMATTING_ISLANDS: Partial<Record<(typeof CONTENT_PAGES)[number], string>> = {
  // The calculator shows its amounts formatted and recomputes them as the visitor changes a value; it loads once
  // it nears the viewport (docs/decisions/0014-islands-load-near-the-viewport.md), here at once on a desktop.
  mortgages: 'the mortgage calculator',
};

// Every content page and one post and category, in Spanish and in English (whose figures differ: "+250" vs "250+").
for (const lang of ['es', 'en'] as const) {
  test(`no page of ${lang} builds a number, date or list formatter while it loads and hydrates`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((names) => {
      const made: string[] = [];
      Object.defineProperty(window, '__formattersMade', { value: made });
      for (const name of names) {
        const counted = new Proxy(Intl[name], {
          construct(target, args: unknown[]) {
            made.push(`Intl.${name}(${JSON.stringify(args[0])})`);
            return Reflect.construct(target, args);
          },
        });
        Object.defineProperty(Intl, name, { value: counted });
      }
    }, FORMATTERS);
    const { post, category } = templatePages(outDir, lang);
    const staticPages = CONTENT_PAGES.filter((page) => !FORMATTING_ISLANDS[page]);
    for (const pagePath of [...staticPages.map((page) => (page ? `/${lang}/${page}` : `/${lang}`)), post, category]) {
      await page.goto(pagePath);
      const made = await page.evaluate(() => (window as unknown as { __formattersMade: string[] }).__formattersMade);
      expect.soft(made, pagePath).toEqual([]);
    }
  });
}
