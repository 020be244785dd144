import path from 'node:path';
import { templatePages } from '../../src/bench/template-pages';
import { expect, test } from './fixtures';

/**
 * Each page loads a build manifest cut to its own route (docs/decisions/0058-a-build-manifest-per-route.md). On
 * hydrating an exported page with a dynamic segment Next updates its query, which waits for the manifest's route
 * list; without it Next would reload the page a few seconds later. Here every template, and the search page with
 * a query, gets its router ready in place: the document loaded once, the query read.
 */

const outDir = path.resolve(__dirname, '../../out');
const PAGES = [...Object.values(templatePages(outDir, 'es')), '/es/search?q=hipoteca'];

type NextWindow = { next?: { router?: { isReady: boolean; query: Record<string, string> } } };

for (const url of PAGES) {
  test(`${url} has its router ready without reloading`, async ({ page }) => {
    // Loads of a document: Next's query update replaces the history entry in place (no load), a reload loads again.
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(url);
    await page.waitForFunction(() => (window as NextWindow).next?.router?.isReady === true);
    const query = await page.evaluate(() => (window as NextWindow).next!.router!.query);
    expect(query.locale).toBe('es');
    if (url.includes('?q=')) expect(query.q).toBe('hipoteca');
    expect(loads).toBe(1);
  });
}
