import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadSeedPosts } from '../../src/dev-cms/seed/load-seed';
import { designFileOf } from '../../src/dev-cms/uploads';
import type { BlogDataPage } from '../../src/features/blog/card-page-json';
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
    // The featured post is not repeated as the first recent one.
    const featuredTitle = await page.getByRole('region').filter({ has: page.getByText(t('featured.label'), { exact: true }) }).getByRole('heading').innerText();
    expect(first.items.map((post) => post.title)).not.toContain(featuredTitle);
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

  test('each page is a history entry: Back and Forward move between pages', async ({ page }) => {
    const [first, second, third] = [1, 2, 3].map((n) => listPage('en', 'all', n));
    await page.goto('/en/blog');
    await page.getByRole('button', { name: t('pagination.next') }).click();
    await expect(cardTitles(page)).toHaveText(second.items.map((post) => post.title));
    await page.getByRole('button', { name: t('pagination.page', { page: 3 }) }).click();
    await expect(cardTitles(page)).toHaveText(third.items.map((post) => post.title));
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/);
    await expect(cardTitles(page)).toHaveText(second.items.map((post) => post.title));
    await expect(page.getByText(results(second))).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(cardTitles(page)).toHaveText(first.items.map((post) => post.title));
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(second.items.map((post) => post.title));
  });

  test("a page change moves focus to the list's heading, also on the last page", async ({ page }) => {
    const last = listPage('en', 'all', 1).totalPages;
    await page.goto('/en/blog');
    const heading = page.getByRole('heading', { level: 2, name: t('recent.title') });
    await page.getByRole('button', { name: t('pagination.next') }).focus();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await page.getByRole('button', { name: t('pagination.page', { page: last }) }).click();
    await expect(page.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // The next Tab continues into the list, not from the top of the document.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t('tabs.previous') })).toBeFocused();
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

  test('switching language keeps the category and page where the other language has them', async ({ page }) => {
    const category = 'financial_education';
    const n = Math.min(listPage('en', category, 1).totalPages, listPage('es', category, 1).totalPages);
    expect(n).toBeGreaterThan(1);
    await page.goto(`/en/blog?category=${category}&page=${n}`);
    await expect(cardTitles(page)).toHaveText(listPage('en', category, n).items.map((post) => post.title));
    await page.getByRole('button', { name: /English/ }).first().click();
    await page.getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/es/blog\\?category=${category}&page=${n}$`));
    await expect(page.getByRole('tab', { name: translation('es', 'blog', `categories.${category}.label`) })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(page)).toHaveText(listPage('es', category, n).items.map((post) => post.title));
  });

  test('a page the language does not have is rewritten to the view shown', async ({ page }) => {
    const last = listPage('pt', 'all', 1).totalPages;
    await page.goto(`/pt/blog?category=no_such_category&page=2`);
    await expect(page).toHaveURL(/\/pt\/blog$/);
    await page.goto(`/pt/blog?page=${last + 5}`);
    await expect(page).toHaveURL(new RegExp(`/pt/blog\\?page=${last}$`));
    await expect(cardTitles(page)).toHaveText(listPage('pt', 'all', last).items.map((post) => post.title));
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

  test('the body and the recommendations are in the page once, in its HTML, and stay after hydration', async ({ page }) => {
    await page.goto(`/en/blog/${post.slug}`);
    const body = page.getByRole('main').locator('article').first();
    // From the body's end: the meta description (in the page data) quotes its first 150 characters.
    const sentence = (await body.locator('p').last().innerText()).trim().slice(-50);
    expect(sentence.length).toBeGreaterThan(20);
    const recommended = page.getByRole('region', { name: t('post.recommended') }).getByRole('article').getByRole('heading');
    const firstRecommended = await recommended.first().innerText();
    // Only static parts render them, so the page data the script reads does not carry them again (decision 0026).
    const pageProps = JSON.parse((await page.locator('#__NEXT_DATA__').textContent())!).props.pageProps;
    expect(pageProps).not.toHaveProperty('buildOnly');
    expect(pageProps).not.toHaveProperty('recommendations');
    expect(pageProps.post.title).toBe(post.title);
    expect(pageProps.post).not.toHaveProperty('html');
    expect(JSON.stringify(pageProps)).not.toContain(sentence);
    expect(JSON.stringify(pageProps)).not.toContain(firstRecommended);
    await expect(body).toContainText(sentence);
    await expect(recommended.first()).toHaveText(firstRecommended);
  });

  test("the language selector offers the post's translation, else that language's blog", async ({ page }) => {
    await page.goto(`/en/blog/${post.slug}`);
    await expect(page.getByRole('link', { name: 'English', includeHidden: true }).first()).toHaveAttribute('href', `/en/blog/${post.slug}`);
    for (const [name, lang] of [['Español', 'es'], ['Português', 'pt'], ['Italiano', 'it']] as const) {
      await expect(page.getByRole('link', { name, includeHidden: true }).first()).toHaveAttribute('href', `/${lang}/blog`);
    }
    await page.getByRole('button', { name: /English/ }).first().click();
    await page.getByRole('link', { name: 'Italiano' }).first().click();
    await expect(page).toHaveURL(/\/it\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'blog', 'intro.title'));
  });

  test("copy link puts the address on the clipboard and says 'copied' for 4 seconds", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto(`/en/blog/${post.slug}`);
    // Paused, the page's clock moves only by runFor below: real time spent by the checks in between does not count.
    await page.clock.pauseAt(Date.now() + 1000);
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'search', 'notFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  });
});

test.describe('images', () => {
  // In the seed a post's thumbnail and main image are the same kind of upload: a JPEG one has a JPEG banner.
  const photoPost = listPage('en', 'all', 1).items.find((post) => post.thumbnail?.src.endsWith('.jpg'))!;
  const mediaRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/cms/')) urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };

  test('a post banner is served as AVIF (WebP next) at the width of its slot, preloaded and fetched first', async ({ page }) => {
    const requested = mediaRequests(page);
    await page.goto(`/en/blog/${photoPost.slug}`);
    const banner = page.getByRole('main').locator('picture').first();
    const avif = banner.locator('source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', /^\/media\/cms\/\w+-400\.avif 400w, .+-800\.avif 800w, .+-1200\.avif 1200w, .+-1600\.avif 1600w$/);
    await expect(banner.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-400\.webp 400w, .+-1600\.webp 1600w$/);
    const img = banner.locator('img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveJSProperty('complete', true);
    // The slot is 1136 px wide in this 1280 px window at 1x: Chromium takes the 1200 px AVIF, and only that.
    const current = await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
    expect(current).toMatch(/-1200\.avif$/);
    expect(requested.filter((url) => url.includes(current.split('-')[0]))).toEqual([current]);
    expect((await page.request.get(current)).headers()['content-type']).toBe('image/avif');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset'))!);
    await expect(preload).toHaveAttribute('imagesizes', (await avif.getAttribute('sizes'))!);
  });

  test('an image in a post body is a lazy <picture> with AVIF and WebP for the text column', async ({ page }) => {
    // A raster upload: an SVG one (the sample post of every node has one) is served as it is, without <picture>.
    const withImage = loadSeedPosts().find((post) => post.lang === 'en' && /src="asset:[^"]+\.(?:jpg|png)"/.test(post.content.html))!;
    const alt = /<img src="asset:[^"]+" alt="([^"]+)"/.exec(withImage.content.html)![1];
    await page.goto(`/en/blog/${withImage.slug}`);
    const picture = page.getByRole('main').locator('article').first().locator('picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-400\.avif 400w, .+-1200\.avif 1200w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-400\.webp 400w, .+-1200\.webp 1200w/);
    const img = picture.getByRole('img', { name: alt });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/-800\.avif$/);
  });

  test('an image embedded in rich text (a Hygraph embed) becomes a loaded <picture>, in every language', async ({ page }) => {
    // Embedded images only: the sample post of every node also embeds an audio file.
    const imageOf = (post: ReturnType<typeof loadSeedPosts>[number]) => post.content.references.find((ref) => designFileOf(ref.handle));
    const embedding = loadSeedPosts().filter((post) => imageOf(post));
    expect(new Set(embedding.map((post) => post.lang))).toEqual(new Set(LANGS));
    for (const post of embedding) {
      await page.goto(`/${post.lang}/blog/${post.slug}`);
      const img = page.getByRole('main').locator('article').first().locator('picture').getByRole('img', { name: imageOf(post)!.alt });
      await expect(img.locator('xpath=..').locator('source[type="image/avif"]')).toHaveCount(1);
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('side box thumbnails sit at the start of their card, whatever kind of upload they come from', async ({ page }) => {
    await page.goto(`/en/blog/${photoPost.slug}`);
    const cards = page.getByRole('region', { name: t('post.recommended') }).getByRole('article');
    const offsets = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const start = article.getBoundingClientRect().left + parseFloat(getComputedStyle(article).paddingLeft);
        return Math.round(article.querySelector('img')!.getBoundingClientRect().left - start);
      }),
    );
    expect(offsets.length).toBeGreaterThan(1);
    expect(offsets).toEqual(offsets.map(() => 0));
  });

  test('the featured post picture is preloaded; the cards below it load lazily', async ({ page }) => {
    await page.goto('/en/blog');
    const featured = page.getByRole('region').filter({ has: page.getByText(t('featured.label'), { exact: true }) }).locator('img');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
    await expect(featured).toHaveAttribute('fetchpriority', 'high');
    const cards = panel(page).getByRole('article').locator('img');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toHaveAttribute('loading', 'lazy');
  });

  test('the home page blog teaser fetches its thumbnails only when the visitor scrolls to them', async ({ page }) => {
    const requested = mediaRequests(page);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const teaser = page.getByRole('region', { name: translation('en', 'home', 'blog.title') });
    await teaser.scrollIntoViewIfNeeded();
    const thumbnails = teaser.locator('img');
    await expect(thumbnails.first()).toHaveJSProperty('complete', true);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => /\.(avif|svg)$/.test(url))).toBe(true);
  });
});
