import { expect, test } from './fixtures';

test.beforeEach(({ allowConsoleErrors }) => {
  // The browser reports the document's own 404 status as a console error.
  allowConsoleErrors(/status of 404/);
});

test('an unknown Portuguese path shows the Portuguese 404 with a way home', async ({ page }) => {
  const response = await page.goto('/pt/unknown');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 — Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});

test('each language has its own 404', async ({ page }) => {
  for (const [lang, title] of [
    ['en', '404 — Page not found'],
    ['it', '404 — Pagina non trovata'],
    ['es', '404 — Página no encontrada'],
  ]) {
    const response = await page.goto(`/${lang}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('an unknown path outside any language shows the fallback 404', async ({ page }) => {
  const response = await page.goto('/definitely-not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 — Página no encontrada' })).toBeVisible();
});

test('the language selector on a 404 offers each language home', async ({ page }) => {
  await page.goto('/pt/unknown');
  await page.getByRole('button', { name: /Idioma: Português/ }).click();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
});
