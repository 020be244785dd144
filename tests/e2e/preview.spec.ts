import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadSeedDocuments } from '../../src/dev-cms/seed/load-seed';
import { expect, LANGS, test, translation } from './fixtures';
import { PREVIEW_URL } from './preview-origin';

// The preview site (out-preview/, DRAFT stage) is served on PREVIEW_URL; the site (out/) on the tests' baseURL.
// What the drafts are comes from the seed itself: the documents never published, and the one whose draft retitled it.
const documents = loadSeedDocuments();
const draftOnly = documents.filter((document) => document.published === null).map((document) => document.draft);
const retitled = documents.find(({ published, draft }) => published !== null && published.title !== draft.title)!;
const postPath = (post: { lang: string; slug: string }) => `/${post.lang}/blog/${post.slug}`;

const root = path.resolve(__dirname, '../..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));
/** Every file of a built folder with its text (HTML, JSON, XML: what a draft could leak through). */
const builtText = (folder: string) =>
  walk(path.join(root, folder))
    .filter((file) => /\.(html|json|xml|txt)$/.test(file) && !file.includes(`${path.sep}locales${path.sep}`))
    .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the seed holds what these tests need: draft-only posts in es and en, and a retitled published post', () => {
  expect(draftOnly.map((post) => post.lang)).toEqual(expect.arrayContaining(['es', 'en']));
  expect(retitled).toBeDefined();
});

test.describe('the preview site', () => {
  test('shows each draft-only post with the preview bar and noindex, and lists it first on its blog', async ({ page }) => {
    for (const post of draftOnly) {
      const response = await page.goto(`${PREVIEW_URL}${postPath(post)}`);
      expect(response?.status(), post.slug).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const bar = page.getByRole('complementary', { name: translation(post.lang, 'preview', 'label') });
      await expect(bar).toHaveText(translation(post.lang, 'preview', 'bar'));
      await expect(bar).toBeInViewport();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await page.goto(`${PREVIEW_URL}/${post.lang}/blog`);
      const recent = page.getByRole('region', { name: translation(post.lang, 'blog', 'recent.title') });
      await expect(recent.getByRole('article').first().getByRole('heading')).toHaveText(post.title);
    }
  });

  test("shows the published post's newer draft title", async ({ page }) => {
    await page.goto(`${PREVIEW_URL}${postPath(retitled.draft)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(retitled.draft.title);
    await expect(page).toHaveTitle(new RegExp(`^${retitled.draft.title}`));
  });

  test('marks every page: the bar in its language and noindex, in every HTML file', () => {
    const pages = builtText('out-preview').filter(({ file }) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    for (const { file, text } of pages) {
      expect(text, file).toContain('<meta name="robots" content="noindex, nofollow"/>');
      const lang = /<html lang="(\w\w)/.exec(text)?.[1] as (typeof LANGS)[number];
      expect(text, file).toContain(`<aside class="preview-bar" aria-label="${escapeHtml(translation(lang, 'preview', 'label'))}"><p>${escapeHtml(translation(lang, 'preview', 'bar'))}</p></aside>`);
    }
  });

  test('the bar is translated in all four languages, on pages of every kind', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/404/);
    for (const lang of LANGS) {
      for (const pathname of [`/${lang}`, `/${lang}/contact`, `/${lang}/no-such-page`]) {
        await page.goto(`${PREVIEW_URL}${pathname}`);
        await expect(page.getByRole('complementary', { name: translation(lang, 'preview', 'label') })).toHaveText(translation(lang, 'preview', 'bar'));
      }
    }
  });

  test('lists nothing: no URL in its sitemap, no item in its feeds, every crawler turned away', async ({ request }) => {
    const sitemap = await (await request.get(`${PREVIEW_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('<url>');
    for (const lang of LANGS) expect(await (await request.get(`${PREVIEW_URL}/${lang}/rss.xml`)).text()).not.toContain('<item>');
    expect(await (await request.get(`${PREVIEW_URL}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
  });

  test.describe('on a phone at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

    test('the bar sits above the header, both stay on top while scrolling, the menu opens below them', async ({ page }) => {
      await page.goto(`${PREVIEW_URL}${postPath(draftOnly[0])}`);
      const bar = page.getByRole('complementary', { name: translation(draftOnly[0].lang, 'preview', 'label') });
      const header = page.getByRole('banner');
      const below = async () => ((await bar.boundingBox())!.y + (await bar.boundingBox())!.height) - (await header.boundingBox())!.y;
      expect(Math.abs(await below())).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      expect((await bar.boundingBox())!.y).toBe(0);
      expect(Math.abs(await below())).toBeLessThanOrEqual(1);

      await page.evaluate(() => window.scrollTo(0, 0));
      const lang = draftOnly[0].lang;
      await header.getByRole('button', { name: translation(lang, 'common', 'header.openMenu') }).click();
      const menu = page.getByRole('navigation', { name: translation(lang, 'common', 'header.mobileNavLabel') });
      await expect(menu).toBeVisible();
      const headerBox = (await header.boundingBox())!;
      expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    });
  });
});

test.describe('the site', () => {
  test('has no draft-only post: no page, no list entry, nothing in its sitemap, feeds or blog data', async ({ request }) => {
    for (const post of draftOnly) {
      expect((await request.get(postPath(post))).status(), post.slug).toBe(404);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<url>');
    const feeds = await Promise.all(LANGS.map(async (lang) => (await request.get(`/${lang}/rss.xml`)).text()));
    for (const post of draftOnly) {
      expect(sitemap).not.toContain(post.slug);
      for (const feed of feeds) expect(feed).not.toContain(post.slug);
    }
    for (const { file, text } of builtText('out')) {
      for (const post of draftOnly) {
        expect(text, file).not.toContain(post.slug);
        expect(text, file).not.toContain(escapeHtml(post.title));
      }
    }
  });

  test('keeps the published title of a post whose newer draft is retitled, everywhere', async ({ page }) => {
    await page.goto(postPath(retitled.published!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(retitled.published!.title);
    for (const { file, text } of builtText('out')) expect(text, file).not.toContain(escapeHtml(retitled.draft.title));
  });

  test('carries no trace of the preview: no bar, no preview headers', async ({ page }) => {
    const response = await page.goto('/es');
    expect(response?.headers()['x-robots-tag']).toBeUndefined();
    await expect(page.getByRole('complementary', { name: translation('es', 'preview', 'label') })).toHaveCount(0);
    // The bar's element, not the header's CSS (which reads the bar's height variable, 0 on the site, in every page).
    for (const { file, text } of builtText('out')) expect(text, file).not.toContain('class="preview-bar"');
  });
});
