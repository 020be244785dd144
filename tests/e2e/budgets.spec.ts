import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CSS_BUDGET, HTML_BUDGET, JS_BUDGET, type Template } from '../../src/bench/budgets';
import { kib, measurePage } from '../../src/bench/page-weight';
import { templatePages } from '../../src/bench/template-pages';
import { loadSeedPosts } from '../../src/dev-cms/seed/load-seed';
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

/**
 * What a new connection delivers in its first round trip: TCP's initial window of 10 segments of 1,460 bytes
 * (RFC 6928), the model of Lighthouse's phone simulation. A page whose response is larger waits one round trip
 * more for its end (150 ms in that simulation); the scripts' tags alone are about 0.4 KB of a page, so a page just
 * past the line paints a round trip after its script-free twin (docs/performance.md, "The first round trip").
 */
const FIRST_ROUND_TRIP = 10 * 1460;

/** The home page cannot fit, by design: its sections, carousels and figures are about 19 KB (brotli). */
const isHome = (page: string) => /^\/[a-z]{2}$/.test(page);

/**
 * Nor can the sample post built to hold every rich-text node at once (tests/e2e/rich-post.spec.ts: an 8-column
 * table, headings of every level, a video, players, a callout, a 160-character word...): its size is its content's,
 * not the post template's, which every other post measures here.
 */
const EVERY_NODE_POSTS = new Set(loadSeedPosts().filter((post) => post.content.html.includes('<iframe')).map((post) => `/${post.lang}/blog/${post.slug}`));

/** Every exported page of a language, as site paths (`/es/blog/a-post`), redirects and feeds aside. */
function sitePages(lang: string): string[] {
  return readdirSync(path.join(outDir, lang), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${lang}/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''));
}

for (const lang of LANGS) {
  test(`every page in ${lang} but home arrives in a new connection's first round trip`, async ({ request }) => {
    const rows: string[] = [];
    for (const page of sitePages(lang).filter((candidate) => !isHome(candidate) && !EVERY_NODE_POSTS.has(candidate))) {
      // As the server sends it: brotli, with its headers (HTTP/1.1, as in Lighthouse's runs against it).
      const response = await request.get(page, { headers: { 'Accept-Encoding': 'br' }, maxRedirects: 0 });
      if (response.status() !== 200) continue;
      const headerBytes = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
      const bytes = `HTTP/1.1 200 OK\r\n`.length + headerBytes + 2 + Number(response.headers()['content-length']);
      rows.push(`${String(bytes).padStart(6)}  ${page}`);
      expect(bytes, `${page}: ${bytes} bytes with its headers`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
    expect(rows.length, 'pages measured').toBeGreaterThan(20);
    console.log(rows.sort().slice(-5).join('\n'));
  });
}
