import { expect, holdScripts, hydrated, test, translation } from './fixtures';

/**
 * The skip link lands on the page's content with its heading in sight: `<main>`, its target, scrolls clear of the
 * sticky header (globals.css), on a phone and a desktop, before the page's scripts run and after. The visitor has
 * decided on cookies (the fixtures' default), so no banner shows; focus-clear-of-banner.spec.ts covers it showing.
 */

const LANG = 'es';
const DEVICES = [
  { name: '375x812 phone', options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  { name: '1280x800', options: { viewport: { width: 1280, height: 800 } } },
];

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.options);

    for (const phase of ['before the scripts run', 'once they have run'] as const) {
      test(`/${LANG}/mortgages, ${phase}: Tab and Enter on the skip link leave the heading below the header`, async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(`/${LANG}/mortgages`, { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        if (phase === 'once they have run') {
          release();
          await hydrated(page);
        }
        const skip = page.getByRole('link', { name: translation(LANG, 'common', 'header.skipToContent') });
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();

        const header = (await page.getByRole('banner').boundingBox())!;
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(header.height, 'the sticky header is there').toBeGreaterThan(40);
        expect(heading.y, 'the heading starts at or below the header').toBeGreaterThanOrEqual(header.y + header.height - 0.5);
      });
    }
  });
}
