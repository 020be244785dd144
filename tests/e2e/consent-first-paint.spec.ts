import type { Locator, Page } from '@playwright/test';
import { expect, framesRendered, holdScripts, hydrated, test, translation } from './fixtures';
import { TEST_THIRD_PARTY, watchThirdParty } from './third-party';

/**
 * The cookie banner is part of the built page: shown at the first paint to a visitor who has not decided, never to
 * one who has, and its buttons work before the page's scripts run, which on a slow phone come seconds later
 * (docs/decisions/0033-cookie-banner-in-the-built-page.md). These tests hold the scripts back to be that phone.
 */

const common = (key: string) => translation('es', 'common', key);
const PATH = '/es/insurance';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
/** A phone is tapped, a desktop clicked. */
const DEVICES = [
  { name: '375 px phone', options: PHONE, press: (button: Locator) => button.tap() },
  { name: '1280 px desktop', options: { viewport: { width: 1280, height: 800 } }, press: (button: Locator) => button.click() },
];

/**
 * Records, for every frame the page renders once its first visible part (the header, which follows the banner in the
 * document) exists, whether the banner was showing (found by its visible title). From the first such frame on, so a
 * banner that came late, or flashed, shows in the record.
 */
async function recordBannerFrames(page: Page): Promise<() => Promise<boolean[]>> {
  await page.addInitScript((title) => {
    const frames: boolean[] = [];
    (window as unknown as { bannerFrames: boolean[] }).bannerFrames = frames;
    const record = () => {
      if (document.querySelector('header')) {
        const heading = [...document.querySelectorAll('h2')].find((h2) => h2.textContent === title);
        frames.push(heading?.checkVisibility() ?? false);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  }, common('consent.title'));
  return () => page.evaluate(() => (window as unknown as { bannerFrames: boolean[] }).bannerFrames);
}

/** Lets a few frames render. */
const someFrames = (page: Page) => framesRendered(page, 5);

/** The chat's and the popup's script elements: inserted by the timer's callback itself, so counted at once. */
const consentedScripts = (page: Page) => page.locator(`script[src="${TEST_THIRD_PARTY.chatUrl}"], script[src="${TEST_THIRD_PARTY.popupUrl}"]`);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('a visitor who has not decided', () => {
  test.use({ consent: 'undecided' });

  for (const device of DEVICES) {
    test.describe(device.name, () => {
      test.use(device.options);

      for (const accepted of [false, true]) {
        const choice = common(accepted ? 'consent.accept' : 'consent.reject');
        test(`sees the banner at the first paint, and "${choice}" works before the scripts, moves nothing and holds once they run`, async ({ page, context }) => {
          const requested = await watchThirdParty(page);
          const frames = await recordBannerFrames(page);
          const release = await holdScripts(page);
          await page.goto(PATH, { waitUntil: 'commit' });
          await page.waitForLoadState('load');
          const banner = page.getByRole('region', { name: common('consent.title') });
          await expect(banner).toBeVisible();
          await someFrames(page);
          const before = await frames();
          expect(before.length, 'frames rendered with the page').toBeGreaterThan(0);
          expect(before.every(Boolean), 'the banner showed in every frame from the first').toBe(true);

          // Somewhere down the page, then the choice, with the page's scripts still held back.
          await page.evaluate(() => window.scrollTo(0, 400));
          const scrolled = await scrollY(page);
          expect(scrolled).toBe(400);
          await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
          const button = banner.getByRole('button', { name: choice });
          // From the choice on, the page's timers run on a clock the test can move (decision 0004's 3 s).
          await page.clock.install();
          const chosenAt = Date.now();
          await device.press(button);
          const framesAtChoice = (await frames()).length;

          await expect(banner).toBeHidden();
          await expect(page.getByRole('main')).toBeFocused();
          expect(await scrollY(page)).toBe(scrolled);
          const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
          expect(cookie).toMatchObject({ value: String(accepted), path: '/', sameSite: 'Lax' });
          const days = (cookie!.expires * 1000 - chosenAt) / 86_400_000;
          expect(days).toBeGreaterThan(29.9);
          expect(days).toBeLessThan(30.1);

          // The scripts run: the choice holds, nothing comes back, nothing moves.
          release();
          await hydrated(page);
          await someFrames(page);
          expect((await frames()).slice(framesAtChoice), 'no frame showed the banner again').not.toContain(true);
          await expect(page.getByRole('region', { name: common('consent.title'), includeHidden: true })).toHaveCount(1);
          await expect(banner).toBeHidden();
          expect(await scrollY(page)).toBe(scrolled);

          // The chat and the popup of a Spanish page, 3 s after the acceptance took effect; nothing after a rejection.
          if (accepted) await expect.poll(() => requested.length, { timeout: 8000 }).toBe(2);
          else {
            await page.clock.fastForward(3500);
            await expect(consentedScripts(page)).toHaveCount(0);
            expect(requested).toEqual([]);
          }
        });
      }

      test('after the scripts run, a choice at the top of the page moves nothing either', async ({ page }) => {
        // At the top: the focus sent to <main> once scrolled the page by 168 px there (the title under the header).
        await page.goto(PATH);
        expect(await scrollY(page)).toBe(0);
        const button = page.getByRole('region', { name: common('consent.title') }).getByRole('button', { name: common('consent.accept') });
        await device.press(button);
        await expect(page.getByRole('main')).toBeFocused();
        await someFrames(page);
        expect(await scrollY(page)).toBe(0);
      });
    });
  }
});

for (const consent of ['accepted', 'rejected'] as const) {
  test.describe(`a returning visitor who ${consent}`, () => {
    test.use({ consent, ...PHONE });

    test('never sees the banner, before the scripts run nor after', async ({ page }) => {
      const frames = await recordBannerFrames(page);
      const release = await holdScripts(page);
      await page.goto(PATH, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await someFrames(page);
      release();
      await hydrated(page);
      await someFrames(page);
      const seen = await frames();
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).not.toContain(true);
    });
  });
}
