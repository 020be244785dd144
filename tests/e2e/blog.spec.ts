import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { BlogDataPage } from '../../src/features/blog/blog-data';
import { expect, HTML_LANG, LANGS, test, translation } from './fixtures';

// Expected posts and counts come from the build's own JSON (out/blog-data), never from numbers written here.
const out = path.resolve(__dirname, '../../out');
function built(file: string): BlogDataPage {
  return JSON.parse(readFileSync(path.join(out, file), 'utf8')) as BlogDataPage;
}
const listPage = (lang: string, category: string, n: number) => built(`blog-data/${lang}/list/${category}/${n}.json`);
const categoryPage = (lang: string, category: string, n: number) => built(`blog-data/${lang}/category/${category}/${n}.json`);
const t = (key: string, values: Record<string, string | number> = {}) =>
  translation('en', 'blog', key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));

const results = (page: BlogDataPage) => t('pagination.results', { from: page.from, to: page.to, total: page.totalItems });
const panel = (page: Page) => page.getByRole('tabpanel');
const cardTitles = (page: Page) => panel(page).getByRole('article').getByRole('heading');

test.describe('blog list', () => {
  test('shows the featured post, six cards and the results counter', async ({ page }) => {
    const first = listPage('en', 'all', 1);
    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'blog', 'intro.title'));
    await expect(page.getByText(t('featured.label'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('recent.title') })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(first.items.map((post) => post.title));
    await expect(page.getByText(results(first))).toBeVisible();
    expect(results(first)).toBe(`1-6 of ${first.totalItems} results`);
    // Each card: categories, author, short date and a read-more link to the post.
    const card = panel(page).getByRole('article').first();
    await expect(card.getByRole('link', { name: new RegExp(`^${t('card.readMore')}`) })).toHaveAttribute('href', `/en/blog/${first.items[0].slug}`);
    await expect(card.locator('time')).toHaveAttribute('datetime', first.items[0].date);
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('pages forward and back; previous is disabled on the first page and next on the last', async ({ page }) => {
    const first = listPage('en', 'all', 1);
    const second = listPage('en', 'all', 2);
    const last = listPage('en', 'all', first.totalPages);
    await page.goto('/en/blog');
    const previous = page.getByRole('button', { name: t('pagination.previous') });
    const next = page.getByRole('button', { name: t('pagination.next') });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(cardTitles(page)).toHaveText(second.items.map((post) => post.title));
    await expect(page.getByText(results(second))).toBeVisible();
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/);
    await expect(previous).toBeEnabled();
    await page.getByRole('button', { name: t('pagination.page', { page: first.totalPages }) }).click();
    await expect(cardTitles(page)).toHaveText(last.items.map((post) => post.title));
    await expect(next).toBeDisabled();
    await expect(page.getByRole('button', { name: t('pagination.page', { page: first.totalPages }) })).toHaveAttribute('aria-current', 'page');
    await previous.click();
    await expect(page.getByText(results(listPage('en', 'all', first.totalPages - 1)))).toBeVisible();
  });

  test('a category tab shows page 1 of that category', async ({ page }) => {
    await page.goto('/en/blog');
    await page.getByRole('button', { name: t('pagination.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    const nortia = listPage('en', 'nortia', 1);
    await page.getByRole('tab', { name: t('categories.nortia.label') }).click();
    await expect(page.getByRole('tab', { name: t('categories.nortia.label') })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(page)).toHaveText(nortia.items.map((post) => post.title));
    await expect(page.getByText(results(nortia))).toBeVisible();
    await expect(page).toHaveURL(/\/en\/blog\?category=nortia$/);
  });

  test('the category arrows wrap around and the tabs follow the arrow keys', async ({ page }) => {
    await page.goto('/en/blog');
    const tabs = page.getByRole('tab');
    const lastTab = tabs.last();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: t('tabs.previous') }).click();
    await expect(lastTab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: t('tabs.next') }).click();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(lastTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a shared URL with category and page opens that view', async ({ page }) => {
    const second = listPage('en', 'financial_education', 2);
    await page.goto('/en/blog?category=financial_education&page=2');
    await expect(page.getByRole('tab', { name: t('categories.financial_education.label') })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(page)).toHaveText(second.items.map((post) => post.title));
    await expect(page.getByText(results(second))).toBeVisible();
  });

  test('a failed page load shows the error, and retrying loads it', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route('**/blog-data/**', (route) => route.abort());
    await page.goto('/en/blog');
    await page.getByRole('button', { name: t('pagination.next') }).click();
    const error = page.getByRole('alert').filter({ hasText: t('status.error') });
    await expect(error).toBeVisible();
    await page.unroute('**/blog-data/**');
    await page.getByRole('button', { name: t('status.retry') }).click();
    await expect(cardTitles(page)).toHaveText(listPage('en', 'all', 2).items.map((post) => post.title));
    await expect(error).toHaveCount(0);
  });

  test('every language shows its own posts', async ({ page }) => {
    for (const lang of LANGS) {
      const first = listPage(lang, 'all', 1);
      await page.goto(`/${lang}/blog`);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(cardTitles(page)).toHaveText(first.items.map((post) => post.title));
      await expect(page.getByText(translation(lang, 'blog', 'recent.title'))).toBeVisible();
    }
  });
});

test.describe('category screen', () => {
  test("shows 8 posts and 'show more' appends the rest, then hides", async ({ page }) => {
    const first = categoryPage('en', 'financial_education', 1);
    expect(first.totalPages).toBeGreaterThan(1);
    await page.goto('/en/blog/category/financial_education');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('categories.financial_education.label'));
    await expect(page.getByText(t('categories.financial_education.description'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('category.back') })).toHaveAttribute('href', '/en/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(8);
    const showMore = page.getByRole('button', { name: t('category.showMore') });
    const expected = [first];
    for (let n = 2; n <= first.totalPages; n++) {
      await showMore.click();
      const next = categoryPage('en', 'financial_education', n);
      expected.push(next);
      await expect(cards).toHaveCount(expected.reduce((sum, p) => sum + p.items.length, 0));
      // Focus moves to the first appended post, so keyboard users continue there.
      await expect(page.getByRole('link', { name: next.items[0].title, exact: true })).toBeFocused();
    }
    await expect(showMore).toHaveCount(0);
    await expect(cards.getByRole('heading')).toHaveText(expected.flatMap((p) => p.items.map((post) => post.title)));
  });
});

test.describe('post screen', () => {
  const post = categoryPage('en', 'financial_education', 1).items[0];

  test('shows the post with its categories, body, recommendations and metadata', async ({ page }) => {
    await page.goto(`/en/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    for (const category of post.categories) {
      await expect(page.getByRole('link', { name: t(`categories.${category}.label`), exact: true })).toHaveAttribute(
        'href',
        `/en/blog/category/${category}`,
      );
    }
    await expect(page.getByRole('main').locator('time').first()).toHaveAttribute('datetime', post.date);
    const body = page.getByRole('main').locator('article').first();
    expect((await body.innerText()).length).toBeGreaterThan(300);
    const recommended = page.getByRole('region', { name: t('post.recommended') }).getByRole('article');
    const count = await recommended.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(recommended.getByRole('link', { name: post.title, exact: true })).toHaveCount(0);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(150);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.title, datePublished: post.date, inLanguage: 'en' });
    // A post exists in one language: no alternates pointing at slugs that do not exist elsewhere.
    await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveCount(0);
  });

  test("copy link puts the address on the clipboard and says 'copied' for 4 seconds", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto(`/en/blog/${post.slug}`);
    await page.getByRole('button', { name: t('post.copyLink') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('post.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.clock.runFor(3500);
    await expect(page.getByText(t('post.copied'))).toBeVisible();
    await page.clock.runFor(600);
    await expect(page.getByText(t('post.copied'))).toHaveCount(0);
  });

  test('an unknown post is the language 404 page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/it/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'common', 'notFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  });
});
