import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadSeedPosts } from '../../src/dev-cms/seed/load-seed';
import { designFileOf } from '../../src/dev-cms/uploads';
import { cardTitles as listCards, categoryScreenPage as categoryPage, featuredTitle, listExpectation } from './blog-list';
import { expect, HTML_LANG, LANGS, test, translation } from './fixtures';
import { TEST_SITE_URL } from './site-origin';

const t = (key: string, values: Record<string, string | number> = {}) =>
  translation('en', 'blog', key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));

const results = (range: { from: number; to: number; total: number }) => t('pagination.results', range);
const cardTitles = (page: Page) => listCards(page, t('recent.title'));
const pages = (page: Page) => page.getByRole('navigation', { name: t('pagination.label') });
const pageLink = (page: Page, n: number) => pages(page).getByRole('link', { name: t('pagination.page', { page: n }), exact: true });
const tabs = (page: Page) => page.getByRole('navigation', { name: t('tabs.label') });
const en = listExpectation('en');

test.describe('blog list', () => {
  // One visit of the first page for the checks that only read it.
  test('the first page: featured post, cards and counter; category arrows; which pictures load first', async ({ page }) => {
    await page.goto('/en/blog');
    await test.step('shows the featured post, six cards and the results counter', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'blog', 'intro.title'));
      await expect(page.getByText(t('featured.label'), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('recent.title') })).toBeVisible();
      // The featured post is not repeated as the first recent one.
      const featured = await featuredTitle(page, t('featured.label'));
      await expect(cardTitles(page)).toHaveText(en.titles(1, featured));
      expect(en.titles(1, featured)).not.toContain(featured);
      await expect(page.getByText(results(en.range(1)))).toBeVisible();
      expect(results(en.range(1))).toBe(`1-6 of ${en.listed} results`);
      // Each card: categories, author, short date and a read-more link to the post.
      const card = page.getByRole('region', { name: t('recent.title') }).getByRole('article').first();
      await expect(card.getByRole('link', { name: new RegExp(`^${t('card.readMore')}`) })).toHaveAttribute('href', /^\/en\/blog\/[a-z0-9-]+$/);
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
    await test.step('the category arrows link to the previous and next category, wrapping around', async () => {
      const categories = tabs(page).getByRole('listitem').getByRole('link');
      const lastHref = await categories.last().getAttribute('href');
      const firstCategoryHref = await categories.nth(1).getAttribute('href');
      expect(lastHref).toMatch(/^\/en\/blog\/category\//);
      await expect(tabs(page).getByRole('link', { name: t('tabs.previous') })).toHaveAttribute('href', lastHref!);
      await expect(tabs(page).getByRole('link', { name: t('tabs.next') })).toHaveAttribute('href', firstCategoryHref!);
    });
    await test.step('the featured post picture is preloaded; the cards below it load lazily', async () => {
      const featured = page.getByRole('region').filter({ has: page.getByText(t('featured.label'), { exact: true }) }).locator('img');
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      await expect(featured).toHaveAttribute('fetchpriority', 'high');
      const cards = page.getByRole('region', { name: t('recent.title') }).getByRole('article').locator('img');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) await expect(card).toHaveAttribute('loading', 'lazy');
    });
  });

  test('every page is a link to its own page; previous is no link on the first page, next none on the last', async ({ page }) => {
    const last = en.totalPages;
    expect(last).toBeGreaterThan(2);
    await page.goto('/en/blog');
    const featured = await featuredTitle(page, t('featured.label'));
    await expect(pages(page).getByRole('link', { name: t('pagination.previous') })).toHaveCount(0);
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pageLink(page, 2)).toHaveAttribute('href', '/en/blog/page/2#posts');
    await pages(page).getByRole('link', { name: t('pagination.next') }).click();
    await expect(page).toHaveURL(/\/en\/blog\/page\/2#posts$/);
    await expect(cardTitles(page)).toHaveText(en.titles(2, featured));
    await expect(page.getByText(results(en.range(2)))).toBeVisible();
    // Later pages list posts only: the featured one is page 1's.
    await expect(page.getByText(t('featured.label'), { exact: true })).toHaveCount(0);
    await pageLink(page, last).click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/page/${last}#posts$`));
    await expect(cardTitles(page)).toHaveCount(en.range(last).to - en.range(last).from + 1);
    await expect(page.getByText(results(en.range(last)))).toBeVisible();
    await expect(pages(page).getByRole('link', { name: t('pagination.next') })).toHaveCount(0);
    await expect(pageLink(page, last)).toHaveAttribute('aria-current', 'page');
    await pages(page).getByRole('link', { name: t('pagination.previous') }).click();
    await expect(page.getByText(results(en.range(last - 1)))).toBeVisible();
    await pageLink(page, 1).click();
    await expect(page).toHaveURL(/\/en\/blog#posts$/);
    await expect(cardTitles(page)).toHaveText(en.titles(1, featured));
  });

  test('each page is a history entry: Back and Forward move between pages', async ({ page }) => {
    await page.goto('/en/blog');
    const featured = await featuredTitle(page, t('featured.label'));
    await pageLink(page, 2).click();
    await expect(cardTitles(page)).toHaveText(en.titles(2, featured));
    await pageLink(page, 3).click();
    await expect(cardTitles(page)).toHaveText(en.titles(3, featured));
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/blog\/page\/2#posts$/);
    await expect(cardTitles(page)).toHaveText(en.titles(2, featured));
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(cardTitles(page)).toHaveText(en.titles(1, featured));
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(en.titles(2, featured));
  });

  test("a page link lands on the list's heading, clear of the header", async ({ page }) => {
    await page.goto('/en/blog');
    await pageLink(page, 2).click();
    const heading = page.getByRole('heading', { level: 2, name: t('recent.title') });
    await expect(heading).toBeInViewport();
    const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test('a later page: its own title and canonical, in its own language only; category tabs that are links', async ({ page }) => {
    await page.goto('/en/blog/page/2');
    await test.step('a later page has its own title and canonical, and exists in its own language only', async () => {
      await expect(page).toHaveTitle(`${t('meta.title')} — ${t('pagination.page', { page: 2 })} | Nortia`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_SITE_URL}/en/blog/page/2`);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
      await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveCount(0);
      // The list is static: the browser's page data carries none of it (decision 0026).
      const pageProps = JSON.parse((await page.locator('#__NEXT_DATA__').textContent())!).props.pageProps;
      expect(pageProps).toEqual({ lang: 'en', page: 2, alternates: { en: '/en/blog/page/2' }, _nextI18Next: expect.anything() });
      expect(Object.keys(pageProps._nextI18Next.initialI18nStore.en.blog).sort()).toEqual(['meta', 'newsletter']);
    });
    await test.step("the category tabs are links to the categories' pages, 'All' the current one", async () => {
      const links = tabs(page).getByRole('link');
      await expect(tabs(page).getByRole('link', { name: t('tabs.all'), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(tabs(page).getByRole('link', { name: t('tabs.all'), exact: true })).toHaveAttribute('href', '/en/blog');
      await tabs(page).getByRole('link', { name: t('categories.nortia.label'), exact: true }).click();
      await expect(page).toHaveURL(/\/en\/blog\/category\/nortia$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('categories.nortia.label'));
      await page.goBack();
      await expect(links.first()).toBeVisible();
    });
  });

  test('a page the list does not have is the language 404 page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    expect((await page.goto(`/en/blog/page/${en.totalPages + 1}`))?.status()).toBe(404);
    expect((await page.goto('/en/blog/page/1'))?.status()).toBe(404);
  });

  test("switching language from a later page goes to that language's blog", async ({ page }) => {
    await page.goto('/en/blog/page/2');
    await expect(page.getByRole('link', { name: 'Español', includeHidden: true }).first()).toHaveAttribute('href', '/es/blog');
    await page.getByRole('button', { name: /English/ }).first().click();
    await page.getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(/\/es\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('es', 'blog', 'intro.title'));
  });

  test('every language shows its own posts, on every page', async ({ page }) => {
    for (const lang of LANGS) {
      const expected = listExpectation(lang);
      await page.goto(`/${lang}/blog`);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      const featured = await featuredTitle(page, translation(lang, 'blog', 'featured.label'));
      const cards = listCards(page, translation(lang, 'blog', 'recent.title'));
      await expect(cards).toHaveText(expected.titles(1, featured));
      await page.goto(`/${lang}/blog/page/2`);
      await expect(cards).toHaveText(expected.titles(2, featured));
    }
  });
});

test.describe('category screen', () => {
  test('shows 8 posts a page, each page a link to its own page with its title and canonical; no page past the last', async ({ page, allowConsoleErrors }) => {
    const first = categoryPage('en', 'financial_education', 1);
    expect(first.totalPages).toBeGreaterThan(1);
    await page.goto('/en/blog/category/financial_education');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('categories.financial_education.label'));
    await expect(page.getByText(t('categories.financial_education.description'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('category.back') })).toHaveAttribute('href', '/en/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(first.items.map((post) => post.title));
    const title = t('category.metaTitle', { category: t('categories.financial_education.label') });
    const titled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\|.*)?$`);
    await expect(page).toHaveTitle(titled(title));
    for (let n = 2; n <= first.totalPages; n++) {
      const link = page.getByRole('navigation', { name: t('pagination.label') }).getByRole('link', { name: t('pagination.page', { page: String(n) }), exact: true });
      await expect(link).toHaveAttribute('href', `/en/blog/category/financial_education/page/${n}#posts`);
      await link.click();
      await expect(cards.getByRole('heading')).toHaveText(categoryPage('en', 'financial_education', n).items.map((post) => post.title));
      await expect(page).toHaveTitle(titled(`${title} — ${t('pagination.page', { page: String(n) })}`));
      // Like the blog list's later pages: its own canonical, and only its own language.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_SITE_URL}/en/blog/category/financial_education/page/${n}`);
      await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveCount(0);
    }
    allowConsoleErrors(/404/);
    for (const missing of [1, first.totalPages + 1]) {
      expect((await page.goto(`/en/blog/category/financial_education/page/${missing}`))?.status(), `page ${missing}`).toBe(404);
    }
  });
});

test.describe('post screen', () => {
  const post = categoryPage('en', 'financial_education', 1).items[0];

  // One visit: the checks that read the page first, the language selector (which leaves it) last.
  test('a post: its content and metadata, its HTML and page data, its language selector', async ({ page }) => {
    await page.goto(`/en/blog/${post.slug}`);
    await test.step('shows the post with its categories, body, recommendations and metadata', async () => {
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
    await test.step('the body and the recommendations are in the page once, in its HTML, and stay after hydration', async () => {
      const body = page.getByRole('main').locator('article').first();
      // From the body's end: the meta description (in the page data) quotes its first 150 characters.
      const sentence = (await body.locator('p').last().innerText()).trim().slice(-50);
      expect(sentence.length).toBeGreaterThan(20);
      const recommended = page.getByRole('region', { name: t('post.recommended') }).getByRole('article').getByRole('heading');
      // Its text as built: the side column renders only near the viewport (0060), where innerText reads nothing.
      const firstRecommended = (await recommended.first().textContent())!.trim();
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
    await test.step("the language selector offers the post's translation, else that language's blog", async () => {
      await expect(page.getByRole('link', { name: 'English', includeHidden: true }).first()).toHaveAttribute('href', `/en/blog/${post.slug}`);
      for (const [name, lang] of [['Español', 'es'], ['Português', 'pt'], ['Italiano', 'it']] as const) {
        await expect(page.getByRole('link', { name, includeHidden: true }).first()).toHaveAttribute('href', `/${lang}/blog`);
      }
      await page.getByRole('button', { name: /English/ }).first().click();
      await page.getByRole('link', { name: 'Italiano' }).first().click();
      await expect(page).toHaveURL(/\/it\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'blog', 'intro.title'));
    });
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
  const photoPost = readdirSync(path.resolve(__dirname, '../../out/blog-data/en/category'))
    .flatMap((category) => categoryPage('en', category, 1).items)
    .find((post) => post.thumbnail?.src.endsWith('.jpg'))!;
  const mediaRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/cms/')) urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };

  test('a post with photos: its banner and its side box thumbnails', async ({ page }) => {
    const requested = mediaRequests(page);
    await page.goto(`/en/blog/${photoPost.slug}`);
    await test.step('a post banner is served as AVIF (WebP next) at the width of its slot, preloaded and fetched first', async () => {
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
    await test.step('side box thumbnails sit at the start of their card, whatever kind of upload they come from', async () => {
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
