import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LANGUAGES as LANGS } from '../../src/lib/i18n/languages';
import { ICON_SPRITE, PAGE_ICON_SPRITE } from '../../src/features/layout/icon-names';
import { isLoopbackUrl } from '../../src/lib/site/site-url';
import { resolveStaticFile } from '../../src/server/static-site';
import { TEST_SITE_URL } from './site-origin';
import { TEST_BUILD_SECRETS } from './third-party';

/** Static checks of the exported site: they read out/ and need no browser. */
const outDir = path.resolve(__dirname, '../../out');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

const files = walk(outDir);
const htmlFiles = files.filter((file) => file.endsWith('.html'));
const siteOrigin = TEST_SITE_URL;

/** Every site-internal URL a page references: links, scripts, styles, images, social image, alternates. */
function references(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)) urls.add(match[1]);
  // <img>/<source> srcset and the preload's imagesrcset (React writes them srcSet and imageSrcSet).
  for (const match of html.matchAll(/\s(?:image)?srcset="([^"]+)"/gi)) {
    for (const candidate of match[1].split(',')) urls.add(candidate.trim().split(/\s+/)[0]);
  }
  return [...urls]
    .map((url) => url.replace(/&amp;/g, '&'))
    .map((url) => (url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) || '/' : url))
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => url.split('#')[0].split('?')[0])
    .filter((url) => url !== '' && !url.startsWith('/api/'));
}

test('every internal link, script, style, image and PDF in out/ resolves', async () => {
  expect(htmlFiles.length).toBeGreaterThan(50);
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const file of htmlFiles) {
    const page = path.relative(outDir, file);
    for (const url of references(readFileSync(file, 'utf8'))) {
      if (!checked.has(url)) checked.set(url, (await resolveStaticFile(outDir, url))?.status ?? 404);
      if (checked.get(url) !== 200) broken.push(`${page} -> ${url}`);
    }
  }
  expect(checked.size).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});

test('every icon a page draws is a symbol of the sprite it names', () => {
  const sprites = new Map<string, string>();
  const missing: string[] = [];
  let drawn = 0;
  for (const file of htmlFiles) {
    for (const [, sprite, id] of readFileSync(file, 'utf8').matchAll(/<use href="(\/[^"#]+\.svg)#([^"]+)"/g)) {
      if (!sprites.has(sprite)) sprites.set(sprite, readFileSync(path.join(outDir, sprite), 'utf8'));
      drawn += 1;
      if (!sprites.get(sprite)!.includes(`<symbol id="${id}"`)) missing.push(`${path.relative(outDir, file)} -> ${sprite}#${id}`);
    }
  }
  expect(drawn).toBeGreaterThan(1000);
  expect([...sprites.keys()].sort()).toEqual([ICON_SPRITE, PAGE_ICON_SPRITE].sort());
  expect(missing).toEqual([]);
});

test('every page hydrates its header, content and footer as parts of their own (decision 0063)', () => {
  // React's markers of a Suspense boundary (the build puts each back in place) right around each part: without them,
  // a tap on the header before hydration would hydrate the whole page in its task.
  const parts = {
    header: /<!--\$--><header[\s>]/,
    content: /<main\b[^>]*><!--\$-->[\s\S]*<!--\/\$--><\/main>/,
    footer: /<!--\$--><footer[\s>][\s\S]*<\/footer><!--\/\$-->/,
  };
  const pages = htmlFiles.map((file) => [path.relative(outDir, file), readFileSync(file, 'utf8')] as const).filter(([, html]) => html.includes('<header'));
  expect(pages.length).toBeGreaterThan(50);
  const whole = pages.flatMap(([page, html]) => Object.entries(parts).filter(([, marked]) => !marked.test(html)).map(([part]) => `${page}: ${part}`));
  expect(whole).toEqual([]);
});

test('every image file named in the blog data JSON (pages the browser loads later) resolves', async () => {
  const jsonFiles = files.filter((file) => file.includes(`${path.sep}blog-data${path.sep}`) && file.endsWith('.json'));
  expect(jsonFiles.length).toBeGreaterThan(10);
  const urls = new Set<string>();
  for (const file of jsonFiles) {
    // Every src and srcSet value, wherever it sits in the page's cards.
    for (const match of readFileSync(file, 'utf8').matchAll(/"(?:src|srcSet)":"([^"]+)"/g)) {
      for (const candidate of match[1].split(',')) urls.add(candidate.trim().split(/\s+/)[0]);
    }
  }
  expect([...urls].some((url) => url.endsWith('.avif'))).toBe(true);
  const broken: string[] = [];
  for (const url of urls) if ((await resolveStaticFile(outDir, url))?.status !== 200) broken.push(url);
  expect(broken).toEqual([]);
});

test('hreflang alternates only name languages the page exists in', async () => {
  const missing: string[] = [];
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)) {
      const url = match[2].startsWith(siteOrigin) ? match[2].slice(siteOrigin.length) : match[2];
      if ((await resolveStaticFile(outDir, url))?.status !== 200) missing.push(`${path.relative(outDir, file)} -> ${match[1]} ${url}`);
    }
  }
  expect(missing).toEqual([]);
});

test('no secret and no build-machine path appears anywhere in out/', () => {
  const checkout = path.resolve(__dirname, '../..');
  const needles = [...Object.values(TEST_BUILD_SECRETS), checkout, 'Authorization: Bearer', 'api.customer.io', 'track.customer.io'];
  const leaks: string[] = [];
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    for (const needle of needles) if (text.includes(needle)) leaks.push(`${path.relative(outDir, file)} contains ${needle}`);
  }
  expect(leaks).toEqual([]);
});

test('no loopback URL (localhost, 127.x, [::1], 0.0.0.0) appears in any page, feed, text or data file of out/', () => {
  const textFiles = files.filter((file) => /\.(html|xml|txt|json)$/.test(file));
  expect(textFiles.filter((file) => file.endsWith('.xml')).length).toBeGreaterThan(4);
  const found: string[] = [];
  for (const file of textFiles) {
    for (const [url] of readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s"'<>()\\]+/gi)) {
      if (isLoopbackUrl(url)) found.push(`${path.relative(outDir, file)}: ${url}`);
    }
  }
  expect(found).toEqual([]);
});

test('robots.txt and every RSS feed name the public SITE_URL', () => {
  expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  for (const lang of LANGS) {
    const rss = readFileSync(path.join(outDir, lang, 'rss.xml'), 'utf8');
    expect(rss).toContain(`<link>${TEST_SITE_URL}/${lang}/blog</link>`);
  }
});
