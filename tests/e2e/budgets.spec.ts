import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CSS_BUDGET, HTML_BUDGET, JS_BUDGET, type Template } from '../../src/scripts/budgets';
import { kib, measurePage } from '../../src/scripts/page-weight';
import { templatePages } from '../../src/scripts/template-pages';
import { LANGS } from './fixtures';

/** Byte budgets of every page template in every language, read from the exported site (no browser needed). */
const outDir = path.resolve(__dirname, '../../out');

for (const lang of LANGS) {
  test(`page templates in ${lang} stay within their byte budgets`, () => {
    const rows: string[] = [];
    for (const [template, page] of Object.entries(templatePages(outDir, lang)) as [Template, string][]) {
      const weight = measurePage(outDir, page);
      rows.push(`${template.padEnd(9)} JS ${kib(weight.jsGzip).padStart(10)}  CSS ${kib(weight.cssGzip).padStart(9)}  HTML ${kib(weight.htmlGzip).padStart(9)}  ${page}`);
      expect(weight.jsGzip, `${page} JavaScript`).toBeLessThanOrEqual(JS_BUDGET[template]);
      expect(weight.cssGzip, `${page} CSS`).toBeLessThanOrEqual(CSS_BUDGET);
      expect(weight.htmlGzip, `${page} HTML`).toBeLessThanOrEqual(HTML_BUDGET);
    }
    console.log(rows.join('\n'));
  });
}
