import { expect, holdScripts, hydrated, test, translation } from './fixtures';
import type { Page } from '@playwright/test';
import { TEST_THIRD_PARTY, watchThirdParty } from './third-party';

/** The chat's and the popup's script elements: inserted by the timer's callback itself, so counted at once. */
const consentedScripts = (page: Page) => page.locator(`script[src="${TEST_THIRD_PARTY.chatUrl}"], script[src="${TEST_THIRD_PARTY.popupUrl}"]`);
const pageNow = (page: Page) => page.evaluate(() => Date.now());

test.describe('cookie consent', () => {
  test.use({ consent: 'undecided' });

  test('accepting hides the banner, stores true for 30 days and loads chat and popup after 3 s', async ({ page, context }) => {
    const requested = await watchThirdParty(page);
    // The page's clock is driven, not waited on: its timers fire when the test moves it (decision 0004's 3 s).
    await page.clock.install();
    await page.goto('/es');
    const banner = page.getByRole('region', { name: 'Tu privacidad, tu decisión' });
    await expect(banner).toBeVisible();
    await test.step('printed, the page leaves the banner out and keeps no room for it', async () => {
      const roomAtTheFoot = () => page.evaluate(() => getComputedStyle(document.documentElement).paddingBottom);
      expect(await roomAtTheFoot()).toBe(`${await banner.evaluate((element: HTMLElement) => element.offsetHeight)}px`);
      await page.emulateMedia({ media: 'print' });
      await expect(banner).toBeHidden();
      expect(await roomAtTheFoot()).toBe('0px');
      await page.emulateMedia({ media: 'screen' });
      await expect(banner).toBeVisible();
    });
    await page.clock.fastForward(3500);
    await expect(consentedScripts(page)).toHaveCount(0);
    expect(requested).toEqual([]);

    // Stopped at the moment of the choice, so the 3 s are counted from it.
    await page.clock.pauseAt((await pageNow(page)) + 1000);
    const acceptedAt = Date.now();
    await banner.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - acceptedAt) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    await page.clock.runFor(2900);
    await expect(consentedScripts(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect.poll(() => requested.length).toBe(2);
    await page.clock.resume();
    await expect(page.locator('script[src="https://chat.nortia.test/widget.js"]')).toHaveAttribute('data-widget-id', TEST_THIRD_PARTY.chatWidgetEs);

    await page.reload();
    await expect(banner).toBeHidden();
  });

  test('rejecting hides the banner for good and never loads third-party scripts', async ({ page, context }) => {
    const requested = await watchThirdParty(page);
    await page.clock.install();
    await page.goto('/pt');
    await page.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(page.getByRole('region', { name: 'A sua privacidade, a sua decisão' })).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('false');
    await page.goto('/pt/contact');
    await expect(page.getByRole('region', { name: 'A sua privacidade, a sua decisão' })).toBeHidden();
    await page.clock.fastForward(3500);
    await expect(consentedScripts(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('the footer reopens the choice', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
  });
});

test.describe('after acceptance', () => {
  test.use({ consent: 'accepted' });

  test('Portuguese pages load the chat only, with the Portuguese widget', async ({ page }) => {
    const requested = await watchThirdParty(page);
    await page.goto('/pt/insurance');
    await expect.poll(() => requested, { timeout: 6000 }).toEqual([TEST_THIRD_PARTY.chatUrl]);
    await expect(page.locator(`script[src="${TEST_THIRD_PARTY.chatUrl}"]`)).toHaveAttribute('data-widget-id', TEST_THIRD_PARTY.chatWidgetPt);
  });

  test('English and Italian pages load neither', async ({ page }) => {
    const requested = await watchThirdParty(page);
    await page.clock.install();
    await page.goto('/en');
    await page.goto('/it/contact');
    await page.clock.fastForward(3500);
    await expect(consentedScripts(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});

test.describe('the footer\'s cookie settings on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('show once the page\'s scripts can answer them, the footer keeping its size, and reopen the choice', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/es', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const footer = page.getByRole('contentinfo');
    const settings = footer.getByRole('button', { name: translation('es', 'common', 'footer.cookieSettings') });
    await expect(footer.getByRole('link').first()).toBeVisible();
    await expect(settings).toBeHidden();
    const before = (await footer.boundingBox())!;

    release();
    await hydrated(page);
    await expect(settings).toBeVisible();
    const after = (await footer.boundingBox())!;
    expect(after.height, 'the footer did not grow or shrink').toBe(before.height);
    await settings.click();
    await expect(page.getByRole('region', { name: translation('es', 'common', 'consent.title') })).toBeVisible();
  });
});
