import type { Page } from '@playwright/test';
import { expect, framesRendered, holdScripts, hydrated, test, translation } from './fixtures';

const common = (lang: string, key: string) => translation(lang, 'common', key);

/**
 * Whether the focused element can be seen, `frames` frames from now: the topmost element at the middle of its
 * visible box is the element itself (or inside it), so neither the consent banner nor the sticky header lies over
 * it. Runs in the page: the wait and the look are one round trip.
 */
async function inSightAfter(frames: number) {
  for (let frame = 0; frame < frames; frame++) await new Promise(requestAnimationFrame);
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return { ok: true, what: 'body' };
  const box = focused.getBoundingClientRect();
  const what = `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
  // A link may wrap onto two lines: the middle of its first line box is what the eye finds first.
  const line = focused.getClientRects()[0] ?? box;
  const x = Math.min(Math.max(line.left + line.width / 2, 1), window.innerWidth - 1);
  const y = line.top + Math.min(line.height / 2, 10);
  if (y < 0 || y > window.innerHeight) return { ok: false, what: `${what} out of the window at y=${Math.round(y)}` };
  const top = document.elementFromPoint(x, y);
  const ok = top !== null && (focused === top || focused.contains(top));
  return { ok, what: ok ? what : `${what} covered by ${top?.tagName.toLowerCase()}.${top?.className}` };
}

const focusedInSight = (page: Page) => page.evaluate(inSightAfter, 0);

/** Tabs forward up to `limit` times, collecting every stop where the focused element was hidden. */
async function tabThrough(page: Page, limit: number) {
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < limit; stops++) {
    await page.keyboard.press('Tab');
    // Focus scrolls the page; the test lets the browser render where it went (some home sections render only near
    // the viewport, decision 0030): the frame that lays it out, and the one after what that frame's observers did.
    const sight = await page.evaluate(inSightAfter, 2);
    if (sight.what === 'body') break;
    if (!sight.ok) hidden.push(sight.what);
  }
  return { hidden, stops };
}

test.describe('with the cookie banner open', () => {
  test.use({ consent: 'undecided', reducedMotion: 'reduce' });

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const path of ['/es', '/pt/about-us']) {
      test(`Tab never lands on something the banner or the header hides: ${path} at ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.goto(path);
        const lang = path.slice(1, 3);
        await expect(page.getByRole('region', { name: common(lang, 'consent.title') })).toBeVisible();
        const { hidden, stops } = await tabThrough(page, 200);
        expect(stops, 'the whole page was tabbed through').toBeGreaterThan(20);
        expect(hidden).toEqual([]);
      });
    }
  }

  test('the banner comes within the first Tabs, and after a choice focus goes back where it was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/es/about-us');
    const banner = page.getByRole('region', { name: common('es', 'consent.title') });
    await expect(banner).toBeVisible();

    let tabs = 0;
    while (!(await banner.evaluate((element) => element.contains(document.activeElement))) && tabs < 10) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs, 'Tabs to reach the banner').toBeLessThanOrEqual(3);
    const before = await page.evaluate(() => document.activeElement?.outerHTML);

    // Leave the banner backwards to the stop before it, come back in, and choose.
    await page.keyboard.press('Shift+Tab');
    const cameFrom = await page.evaluate(() => document.activeElement?.outerHTML);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(before);
    await banner.getByRole('button', { name: common('es', 'consent.reject') }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const after = await page.evaluate(() => ({ tag: document.activeElement?.tagName, html: document.activeElement?.outerHTML }));
    expect(after.tag).not.toBe('BODY');
    expect(after.html).toBe(cameFrom);
  });

  test('a choice made with the mouse sends the keyboard focus to the main content, not the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/es/contact');
    await page.getByRole('button', { name: common('es', 'consent.accept') }).click();
    await expect(page.getByRole('region', { name: common('es', 'consent.title') })).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('on a phone, with the cookie banner open from the first paint', () => {
  test.use({ consent: 'undecided', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('Tab to the footer\'s last link leaves it above the banner, before the scripts run and after', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/es/about-us', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.getByRole('region', { name: common('es', 'consent.title') })).toBeVisible();
    const links = page.getByRole('contentinfo').getByRole('link');
    const last = links.last();

    await links.nth((await links.count()) - 2).focus();
    await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    expect(await focusedInSight(page)).toMatchObject({ ok: true });

    release();
    await hydrated(page);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    expect(await focusedInSight(page)).toMatchObject({ ok: true });
  });
});

test('the banner reopened from the footer takes the focus and gives it back after the choice', async ({ page }) => {
  await page.goto('/en/careers');
  const settings = page.getByRole('contentinfo').getByRole('button', { name: common('en', 'footer.cookieSettings') });
  await settings.focus();
  await page.keyboard.press('Enter');
  const banner = page.getByRole('region', { name: common('en', 'consent.title') });
  await expect(banner.getByRole('button', { name: common('en', 'consent.reject') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

  test('holds the focus while open; Escape closes it and returns the focus to its button; the page does not move', async ({ page }) => {
    await page.goto('/es/about-us');
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);

    const toggle = page.getByRole('button', { name: common('es', 'header.openMenu') });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: common('es', 'header.mobileNavLabel'), exact: true });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press(stop % 7 === 6 ? 'Shift+Tab' : 'Tab');
      const inside = await page.evaluate(
        () => Boolean(document.activeElement?.closest('#mobile-menu')) || document.activeElement?.getAttribute('popovertarget') === 'mobile-menu',
      );
      expect(inside, `Tab ${stop + 1} stays in the menu`).toBe(true);
    }
    // The page cannot be scrolled behind the menu.
    await page.mouse.wheel(0, 400);
    // A scrollable page has moved by the frames after the wheel (a smooth scroll starts at once).
    await framesRendered(page, 3);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('widening the window with the menu open closes it and lets the page scroll', async ({ page }) => {
    await page.goto('/es/about-us');
    await page.getByRole('button', { name: common('es', 'header.openMenu') }).click();
    await expect(page.getByRole('navigation', { name: common('es', 'header.mobileNavLabel'), exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: common('es', 'header.mobileNavLabel'), exact: true })).toBeHidden();
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
