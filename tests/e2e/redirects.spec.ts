import { loadSeedPosts } from '../../src/dev-cms/seed/load-seed';
import { UNPREFIXED_PAGES } from '../../src/lib/routes';
import { expect, test, translation } from './fixtures';

test.describe('language detection at /', () => {
  test.describe('with a Brazilian browser', () => {
    test.use({ locale: 'pt-BR' });
    test('goes to the Portuguese home', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/pt$/);
    });
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to the Spanish home', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/es$/);
    });
    test('follows a remembered Italian choice over the browser', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18next', value: 'it', url: baseURL! }]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/it$/);
    });
  });
});

test.describe('unprefixed paths', () => {
  test.use({ locale: 'en-GB' });
  // One test for all: a test of its own per path cost more in setting up than in visiting.
  test('each goes to the same page in the detected language', async ({ page, context }) => {
    for (const path of UNPREFIXED_PAGES.map((page) => `/${page}`)) {
      await test.step(`${path} goes to the same page in the detected language`, async () => {
        // A first visit each time: the language the path before it remembered is forgotten.
        await context.clearCookies({ name: 'i18next' });
        await page.goto(path);
        await expect(page, path).toHaveURL(new RegExp(`/en${path}$`));
      });
    }
  });

  test('keeps query and hash', async ({ page }) => {
    await page.goto('/contact?ref=mail#offices');
    await expect(page).toHaveURL(/\/en\/contact\?ref=mail#offices$/);
  });

  test('/blog keeps the query it was given, and an old category query shows the whole list', async ({ page }) => {
    // The list's categories are pages of their own since decision 0035; an old `?category=` link lands on the list.
    await page.goto('/blog?category=financial_education');
    await expect(page).toHaveURL(/\/en\/blog\?category=financial_education$/);
    const tabs = page.getByRole('navigation', { name: translation('en', 'blog', 'tabs.label') });
    await expect(tabs.getByRole('link', { name: translation('en', 'blog', 'tabs.all'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'blog', 'intro.title'));
  });

  test('remembers the language a visitor chose', async ({ page, context }) => {
    await page.goto('/pt/insurance');
    await page.goto('/careers');
    await expect(page).toHaveURL(/\/pt\/careers$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('pt');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('pt');
  });

  test('remembering it leaves the built <html lang> alone (setting lang, even unchanged, restyles the whole page)', async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { langChanges: changes });
      // On the document: <html> does not exist yet when this runs; the parser's own attributes are not mutations.
      new MutationObserver((records) => changes.push(...records.map((record) => `${record.target.nodeName} lang`))).observe(document, {
        subtree: true,
        attributeFilter: ['lang'],
      });
    });
    await page.goto('/pt/insurance');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    expect(await page.evaluate(() => (window as unknown as { langChanges: string[] }).langChanges)).toEqual([]);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('pt');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the root refreshes to the Spanish home and lists every language as a link', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    const html = await (await request.get('/')).text();
    for (const [name, href] of [
      ['Continuar en español', '/es'],
      ['Continue in English', '/en'],
      ['Continuar em português', '/pt'],
      ['Continua in italiano', '/it'],
    ]) {
      expect(html).toContain(`href="${href}" hrefLang="${href.slice(1)}" lang="${href.slice(1)}">${name}</a>`);
    }
  });
});

test.describe('legacy paths', () => {
  const cases = [
    ['/es/about', '/es/about-us'],
    ['/pt/about', '/pt/about-us'],
    ['/en/services', '/en'],
    ['/it/insights', '/it'],
  ] as const;
  test('each answers 301 to its new address', async ({ request, page }) => {
    for (const [from, to] of cases) {
      await test.step(`${from} answers 301 to ${to}`, async () => {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(301);
        expect(response.headers().location, from).toBe(to);
        await page.goto(from);
        await expect(page, from).toHaveURL(new RegExp(`${to}$`));
      });
    }
  });

  test('the exported redirect page itself refreshes to the target, for hosts without redirect rules', async ({ page }) => {
    await page.goto('/es/about.html');
    await expect(page).toHaveURL(/\/es\/about-us$/);
  });
});

test.describe('a renamed post', () => {
  // The sample CMS renamed one post per language: its old slug is in `previousSlugs` (docs/cms-contract.md).
  const renamed = loadSeedPosts().flatMap((post) => post.previousSlugs.map((old) => ({ post, old })));

  test('the seed renamed a post in every language, and each old address moved permanently to its post', async ({ page, request }) => {
    expect([...new Set(renamed.map(({ post }) => post.lang))].sort()).toEqual(['en', 'es', 'it', 'pt']);
    for (const { post, old } of renamed) {
      await test.step(`${post.lang}: the old address /${post.lang}/blog/${old} moved permanently to the post`, async () => {
        const from = `/${post.lang}/blog/${old}`;
        const answer = await request.get(from, { maxRedirects: 0 });
        expect([301, 308], from).toContain(answer.status());
        expect(new URL(answer.headers().location, 'http://host').pathname, from).toBe(`/${post.lang}/blog/${post.slug}`);
        await page.goto(from);
        await expect(page, from).toHaveURL(new RegExp(`/${post.lang}/blog/${post.slug}$`));
        await expect(page.getByRole('heading', { level: 1 }), from).toHaveText(post.title);
      });
    }
  });
});
