import { loadSeedPosts } from '../../src/dev-cms/seed/load-seed';
import { expect, test, translation } from '../e2e/fixtures';

// Samples of what Cloudflare Pages itself does with out/ (the chromium tier covers every page on the Node server).

test('a page answers in its language with one h1', async ({ page }) => {
  const response = await page.goto('/pt/contact');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test.describe('with a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });
  test('the root goes to the Portuguese home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pt$/);
  });
});

test('an unknown path answers 404 with the nearest language 404 page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/it/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 — Pagina non trovata' })).toBeVisible();
});

test('_redirects: an old address answers 301 to its new one', async ({ request }) => {
  const response = await request.get('/en/about', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location, 'http://x').pathname).toBe('/en/about-us');
});

test("_redirects: a renamed post's old address answers 301 to the post", async ({ page, request }) => {
  const [post] = loadSeedPosts().filter((seed) => seed.previousSlugs.length);
  const response = await request.get(`/${post.lang}/blog/${post.previousSlugs[0]}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location, 'http://x').pathname).toBe(`/${post.lang}/blog/${post.slug}`);
  await page.goto(`/${post.lang}/blog/${post.previousSlugs[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
});

test('_headers: pages carry the security headers and hashed assets are immutable', async ({ page, request }) => {
  const response = await request.get('/es');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');

  const assets: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/_next/static/')) assets.push(r.url());
  });
  await page.goto('/es');
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0]);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the site search runs under the policy Pages serves: results, no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto('/it/blog');
  // Pagefind's client compiles WebAssembly in a worker (docs/decisions/0021-search-index-per-language.md).
  expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await page.getByRole('banner').getByRole('button', { name: translation('it', 'common', 'header.search') }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('accredito');
  await expect(page.getByRole('dialog').getByRole('option').first()).toHaveAttribute('href', '/it/blog/fondo-di-emergenza');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
