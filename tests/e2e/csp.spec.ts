import type { Page } from '@playwright/test';
import { expect, LANGS, test, translation } from './fixtures';
import { TEST_THIRD_PARTY } from './third-party';

/**
 * The Content Security Policy the site ships (out/_headers, applied by the project server exactly as by the CDN)
 * must allow everything the site really loads: every page type in every language, with cookies accepted (so the
 * consented chat and popup load) and rejected, and with the forms submitted.
 */
const PATHS = ['', '/about-us', '/financial-solutions', '/financial-planning', '/alternative-investments', '/insurance', '/mortgages', '/pension-plans', '/careers', '/contact', '/blog', '/search'];

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const url of [TEST_THIRD_PARTY.chatUrl, TEST_THIRD_PARTY.popupUrl]) {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.thirdPartyLoaded = (window.thirdPartyLoaded || 0) + 1;' }));
  }
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const consent of ['accepted', 'rejected'] as const) {
  test.describe(`with cookies ${consent}`, () => {
    test.use({ consent });
    // Accepting loads a superset of what rejecting does, so the rejected case needs one language only.
    for (const lang of consent === 'accepted' ? LANGS : LANGS.slice(0, 1)) {
      test(`no CSP violation on any ${lang} page`, async ({ page }) => {
        test.setTimeout(90_000);
        await recordViolations(page);
        for (const path of PATHS) {
          const response = await page.goto(`/${lang}${path}`, { waitUntil: 'load' });
          expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
          await page.mouse.wheel(0, 4000);
          expect(await violations(page), `/${lang}${path}`).toEqual([]);
        }
        // The site search runs Pagefind's WebAssembly in a worker: allowed by 'wasm-unsafe-eval', nothing more.
        await page.getByRole('banner').getByRole('button', { name: translation(lang, 'common', 'header.search') }).click();
        await page.getByRole('dialog').getByRole('combobox').fill('Nortia');
        await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
        expect(await violations(page), 'search').toEqual([]);
      });
    }

    test('the consented scripts run under the policy when accepted, never when rejected', async ({ page }) => {
      await recordViolations(page);
      await page.clock.install();
      await page.goto('/es/insurance');
      await page.clock.fastForward(3500);
      const inserted = page.locator(`script[src="${TEST_THIRD_PARTY.chatUrl}"], script[src="${TEST_THIRD_PARTY.popupUrl}"]`);
      await expect(inserted).toHaveCount(consent === 'accepted' ? 2 : 0);
      const loaded = () => page.evaluate(() => (window as unknown as { thirdPartyLoaded?: number }).thirdPartyLoaded ?? 0);
      await expect.poll(loaded).toBe(consent === 'accepted' ? 2 : 0);
      expect(await violations(page)).toEqual([]);
    });
  });
}
