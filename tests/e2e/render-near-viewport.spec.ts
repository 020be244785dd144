import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, framesRendered, test, translation } from './fixtures';

/**
 * The inner pages' static sections and a post's side column render only near the viewport
 * (`content-visibility: auto`, docs/decisions/0060-every-template-renders-near-the-viewport.md). Until then
 * each takes an estimated height a little under its real one, so a block rendering as the visitor comes near only
 * pushes what follows further down, out of sight; and the section right above an in-page link's target renders as
 * usual, so a jump lands where the target's scroll margin puts it.
 */

const common = (lang: string, key: string) => translation(lang, 'common', key);

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;

/** The section starts just below the sticky header, at its scroll margin, with its heading in view. */
async function expectLandedOn(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await expect(section.getByRole('heading').first()).toBeInViewport();
  await framesRendered(page, 2);
  const margin = await section.evaluate((node) => parseFloat(getComputedStyle(node).scrollMarginTop));
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(margin).toBeGreaterThanOrEqual(header.height);
  expect(Math.abs((await section.boundingBox())!.y - margin)).toBeLessThanOrEqual(1);
}

for (const [screen, use] of [['wide screen', { viewport: { width: 1280, height: 800 } }], ['phone', PHONE]] as const) {
  test.describe(`on a ${screen}`, () => {
    test.use(use);

    test("the footer's workshops link lands on its section, from another page and on the page itself", async ({ page }) => {
      const workshops = () => page.getByRole('contentinfo').getByRole('link', { name: common('pt', 'footer.workshops') });
      await page.goto('/pt/about-us');
      await workshops().click();
      await expect(page).toHaveURL(/\/pt\/financial-planning#workshops$/);
      await page.waitForLoadState('load');
      await expectLandedOn(page, 'workshops');

      // Back at the top of the same page, the sections between here and the footer not yet rendered.
      await page.evaluate(() => window.scrollTo(0, 0));
      await framesRendered(page, 2);
      await workshops().click();
      await expectLandedOn(page, 'workshops');
    });
  });
}

/** The language's first post and category by file name, as exported (the a11y test's choice). */
function blogPages(lang: string): string[] {
  const dir = path.resolve(__dirname, '../../out', lang, 'blog');
  const post = readdirSync(dir).find((file) => file.endsWith('.html'))!.replace(/\.html$/, '');
  const category = readdirSync(path.join(dir, 'category'))[0].replace(/\.html$/, '');
  return [`/${lang}/blog`, `/${lang}/blog/page/2`, `/${lang}/blog/${post}`, `/${lang}/blog/category/${category}`];
}

/** Inner pages with long sections, short ones (the last two) and an anchor target (financial planning). */
const INNER_PAGES = ['about-us', 'insurance', 'financial-planning', 'careers', 'whistleblowing', 'accessibility'];

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };

/**
 * Scrolls to the bottom half a screen at a time, two frames a step; returns the layout shift of the main content
 * and the footer since the page started loading (the header's own, as its scripts arrive, is not this test's).
 */
async function shiftWhileScrolling(page: Page): Promise<number> {
  await page.evaluate(() => {
    const seen = { shift: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const inBody = (node: Node | null) => Boolean((node instanceof Element ? node : node?.parentElement)?.closest('main, footer'));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput && entry.sources.some((source) => inBody(source.node))) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (;;) {
    const atBottom = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, innerHeight / 2);
      return window.scrollY === before;
    });
    await framesRendered(page, 2);
    if (atBottom) break;
  }
  await expect(page.getByRole('contentinfo').getByRole('link').last()).toBeInViewport();
  return page.evaluate(() => (window as unknown as { seen: { shift: number } }).seen.shift);
}

for (const [screen, use] of [['wide screen', { viewport: { width: 1280, height: 800 } }], ['phone', PHONE]] as const) {
  test.describe(`scrolling down on a ${screen}`, () => {
    test.use({ ...use, reducedMotion: 'reduce' });

    for (const lang of ['es', 'pt'] as const) {
      test(`${lang}: nothing in view moves as the blocks below render`, async ({ page }) => {
        test.setTimeout(120_000);
        const shifts: Record<string, number> = {};
        for (const pagePath of [...INNER_PAGES.map((page) => `/${lang}/${page}`), ...blogPages(lang)]) {
          await page.goto(pagePath);
          await page.waitForLoadState('load');
          shifts[pagePath] = await shiftWhileScrolling(page);
        }
        expect(shifts).toEqual(Object.fromEntries(Object.keys(shifts).map((key) => [key, 0])));
      });
    }
  });
}
