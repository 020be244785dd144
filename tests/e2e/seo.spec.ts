import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, LANGS, test } from './fixtures';
import { TEST_SITE_URL } from './site-origin';

const outDir = path.resolve(__dirname, '../../out');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));
const indexable = walk(outDir)
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ file: path.relative(outDir, file), html: readFileSync(file, 'utf8') }))
  .filter(({ html }) => !html.includes('<meta name="robots" content="noindex'));
/** An absolute URL on the public SITE_URL the site was built for. */
const onSite = new RegExp(`^${TEST_SITE_URL.replace(/\./g, '\\.')}/`);

test('every indexable page has one canonical, a complete hreflang set and valid JSON-LD', () => {
  expect(indexable.length).toBeGreaterThan(50);
  for (const { file, html } of indexable) {
    expect(html.match(/<link rel="canonical"/g), file).toHaveLength(1);
    // Canonical and alternates are absolute on the public SITE_URL the site was built for.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], file).toMatch(onSite);
    for (const [, href] of html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)) expect(href, file).toMatch(onSite);
    const hreflangs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1]);
    expect(hreflangs, file).toContain('x-default');
    // Blog posts and the later pages of the blog list and of its categories exist in their own language only; every
    // other page in all four.
    expect(hreflangs.length, file).toBe(/\/blog\/((?!category\/)[^/]+|(category\/[^/]+\/)?page\/\d+)\.html$/.test(`/${file}`) ? 2 : 5);
    for (const match of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      const data = JSON.parse(match[1]);
      expect(data['@context'], file).toBe('https://schema.org');
    }
    expect(html, file).toContain('<meta property="og:image"');
  }
});

test('every page carries the site icon inside itself, the same picture as /favicon.svg', async ({ request }) => {
  const icon = (await (await request.get('/favicon.svg')).text()).trim();
  expect(icon).toMatch(/^<svg /);
  for (const { file, html } of indexable) {
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(html)?.[1];
    expect(href, file).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length)), file).toBe(icon);
  }
});

test('sitemap.xml, robots.txt and the RSS feeds parse as XML and list the site', async ({ page, request }) => {
  await page.goto('/es');
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return doc.querySelector('parsererror') ? null : doc.documentElement.nodeName;
    }, xml);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(await parse(sitemap)).toBe('urlset');
  expect(sitemap.match(/<url>/g)).toHaveLength(indexable.length);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);

  for (const lang of LANGS) {
    const rss = await (await request.get(`/${lang}/rss.xml`)).text();
    expect(await parse(rss)).toBe('rss');
    expect(rss.match(/<item>/g)?.length).toBeGreaterThan(5);
    expect(rss).toContain(`<link>${TEST_SITE_URL}/${lang}/blog/`);
  }
});

test('redirect pages are not indexed', async ({ request }) => {
  for (const url of ['/', '/contact', '/es/about.html']) {
    expect(await (await request.get(url, { maxRedirects: 0 })).text()).toContain('noindex');
  }
});
