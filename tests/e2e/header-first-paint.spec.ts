import type { Locator, Page } from '@playwright/test';
import { expect, framesRendered, holdScripts, hydrated, LANGS, test, translation } from './fixtures';

/**
 * The header's controls do from the first paint what they do once the page's scripts run, which on a slow phone is
 * seconds later (docs/decisions/0034-popover-header.md): the menu, the language list and Services are native
 * popovers and the search box a dialog, all in the built page. These tests hold the scripts back to be that phone,
 * then let them run: a tap opens what it opens at once, moves nothing, and is neither lost nor done twice.
 */

const LANG = 'es';
const PATH = '/es/insurance';
const common = (key: string, values?: Record<string, string>) => translation(LANG, 'common', key, values);
const search = (key: string) => translation(LANG, 'search', key);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A phone is tapped, a desktop clicked. */
const DEVICES = [
  { name: '375 px phone', options: PHONE, press: (target: Locator) => target.tap() },
  { name: '1280 px desktop', options: DESKTOP, press: (target: Locator) => target.click() },
];
/** Before the page's scripts have run, and after. */
const PHASES = ['before the scripts run', 'once the scripts have run'] as const;

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: common('header.openMenu') });
const menu = (page: Page) => page.getByRole('navigation', { name: common('header.mobileNavLabel'), exact: true });
const languageButton = (page: Page) => header(page).getByRole('button', { name: common('header.languageLabel', { language: 'Español' }) });
const englishLink = (page: Page) => header(page).getByRole('link', { name: 'English' });
const searchButton = (page: Page) => header(page).getByRole('button', { name: common('header.search'), exact: true });
const searchBox = (page: Page) => page.getByRole('dialog', { name: search('dialog.title') }).getByLabel(search('dialog.label'));
const servicesButton = (page: Page) => page.getByRole('navigation', { name: common('header.navLabel') }).getByRole('button', { name: common('header.menu.services') });
const mortgagesLink = (page: Page) => page.getByRole('navigation', { name: common('header.navLabel') }).getByRole('link', { name: /Hipotecas/ });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Opens the page as a slow phone finds it: painted, scripts held back (released by the returned function), or with
 * its scripts run when `phase` says so.
 */
async function open(page: Page, phase: (typeof PHASES)[number], path = PATH): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const run = async () => {
    release();
    await hydrated(page);
  };
  if (phase === PHASES[1]) await run();
  else await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return run;
}

/**
 * Starts watching for the element named `name` (its `aria-label`, its label's text, or a link's text, as the tests
 * find it by) to show: the returned function gives the number of the frame after the press that came next (its
 * `click`, the moment the browser acts on a tap or a click) that first showed it. Frames, not milliseconds: how long
 * a frame takes is the bench's to measure (`npm run bench -- --taps`), on a machine that does nothing else.
 */
async function watchOpening(page: Page, name: string): Promise<() => Promise<number>> {
  await page.evaluate((name) => {
    const w = window as unknown as { openedIn?: number };
    delete w.openedIn;
    let frames = 0;
    const target = () =>
      [...document.querySelectorAll<HTMLElement>('[aria-label], input, a')].find(
        (element) =>
          element.getAttribute('aria-label') === name ||
          [...((element as HTMLInputElement).labels ?? [])].some((label) => label.textContent === name) ||
          (element.localName === 'a' && element.textContent?.startsWith(name)),
      );
    document.addEventListener(
      'click',
      () => {
        const check = () => {
          frames += 1;
          if (target()?.checkVisibility()) w.openedIn = frames;
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  }, name);
  return async () => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { openedIn?: number }).openedIn)).toBeDefined();
    return page.evaluate(() => (window as unknown as { openedIn: number }).openedIn);
  };
}

/** What a tap makes visible is there in the very next frame: nothing waits for a script. */
const AT_ONCE = 1;

test.describe('the phone menu', () => {
  test.use(PHONE);

  for (const phase of PHASES) {
    // One page load for both: the menu is closed again between them.
    test(`${phase}, a tap opens it at once over the page, which does not move, Escape closes it, and Tab stays in it`, async ({ page }) => {
      await open(page, phase);

      await test.step('a tap opens it at once over the page, which does not move; Escape closes it', async () => {
        await page.evaluate(() => window.scrollTo(0, 400));
        const scrolled = await scrollY(page);
        const openedIn = await watchOpening(page, common('header.mobileNavLabel'));
        await menuButton(page).tap();
        expect(await openedIn()).toBe(AT_ONCE);
        await expect(menu(page).getByRole('link', { name: 'Hipotecas' })).toBeVisible();
        await expect(header(page).getByRole('button', { name: common('header.closeMenu') })).toBeVisible();
        expect(await scrollY(page)).toBe(scrolled);
        // The page behind does not scroll while the menu is open.
        await page.mouse.wheel(0, 600);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await scrollY(page)).toBe(scrolled);
        await page.keyboard.press('Escape');
        await expect(menu(page)).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
        expect(await scrollY(page)).toBe(scrolled);
      });

      await test.step('Tab stays in the open menu, through its button and its links, both ways', async () => {
        await menuButton(page).tap();
        await expect(menu(page)).toBeVisible();
        const closeButton = header(page).getByRole('button', { name: common('header.closeMenu') });
        await closeButton.focus();
        // More stops than the panel holds (its navigation, its social links): a cycle comes back to the button.
        const stops = 3 * (await menu(page).getByRole('link').count());
        // Outside the menu is the page it covers: the main content, the footer, or the browser's own controls. One
        // round trip a stop: where the focus is, and whether it is back at the menu's button.
        const where = () => closeButton.evaluate((button) => {
          const focused = document.activeElement;
          return { outside: !focused || focused === document.body || focused.closest('main, footer') !== null, atTheButton: button === focused };
        });
        for (const key of ['Tab', 'Shift+Tab']) {
          let backAtTheButton = false;
          for (let stop = 0; stop < stops; stop++) {
            await page.keyboard.press(key);
            const at = await where();
            expect(at.outside, `${key} ${stop + 1}`).toBe(false);
            backAtTheButton ||= at.atTheButton;
          }
          expect(backAtTheButton, `${key} cycles back to the menu's button`).toBe(true);
        }
        await expect(menu(page)).toBeVisible();
      });
    });
  }

  test('opened before the scripts run, it stays open while they run; the next tap closes it', async ({ page }) => {
    const run = await open(page, PHASES[0]);
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await run();
    await framesRendered(page, 5);
    await expect(menu(page)).toBeVisible();
    await header(page).getByRole('button', { name: common('header.closeMenu') }).tap();
    await expect(menu(page)).toBeHidden();
    expect(await scrollY(page)).toBe(0);
  });

  test('a tap while the scripts arrive opens it once; two taps leave it closed', async ({ page }) => {
    const run = await open(page, PHASES[0]);
    const running = run();
    await menuButton(page).tap();
    await running;
    await expect(menu(page)).toBeVisible();
    await page.reload({ waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const again = (async () => {
      await menuButton(page).tap();
      await header(page).getByRole('button', { name: common('header.closeMenu') }).tap();
    })();
    await hydrated(page);
    await again;
    await expect(menu(page)).toBeHidden();
    expect(await scrollY(page)).toBe(0);
  });

  test('once the scripts run, following one of its links closes it, and so does a window widened past 1024 px', async ({ page }) => {
    await page.goto('/es/contact');
    await menuButton(page).tap();
    await menu(page).getByRole('link', { name: common('header.requestContact') }).tap();
    await expect(page).toHaveURL(/\/es\/contact#contact$/);
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(menu(page)).toBeHidden();
  });
});

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.options);

    for (const phase of PHASES) {
      // One page load for both, the search box's first: the language test ends on another page.
      test(`${phase}, Escape closes the search box, and the language list opens at once under its button`, async ({ page }) => {
        await open(page, phase);

        await test.step('Escape closes the search box and the focus goes back to its button', async () => {
          await device.press(searchButton(page));
          await expect(searchBox(page)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(searchBox(page)).toBeHidden();
          await expect(searchButton(page)).toBeFocused();
          expect(await scrollY(page)).toBe(0);
        });

        await test.step('the language list opens at once under its button and Escape closes it', async () => {
          const openedIn = await watchOpening(page, 'English');
          await device.press(languageButton(page));
          expect(await openedIn()).toBe(AT_ONCE);
          await expect(englishLink(page)).toBeVisible();
          const list = await englishLink(page).boundingBox();
          const button = await languageButton(page).boundingBox();
          expect(list!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
          expect(list!.x + list!.width).toBeLessThanOrEqual(button!.x + button!.width + 1);
          await page.keyboard.press('Escape');
          await expect(englishLink(page)).toBeHidden();
          await expect(languageButton(page)).toBeFocused();
          expect(await scrollY(page)).toBe(0);
          // The built link is this page in English.
          await device.press(languageButton(page));
          await device.press(englishLink(page));
          await expect(page).toHaveURL(/\/en\/insurance$/);
        });
      });

      test(`${phase}, a language link keeps the address's query and hash`, async ({ page }) => {
        await open(page, phase, `${PATH}?ref=mail#main`);
        await device.press(languageButton(page));
        await device.press(englishLink(page));
        await expect(page).toHaveURL(/\/en\/insurance\?ref=mail#main$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });

      test(`${phase}, the search button opens the search box at once, and what is typed is searched`, async ({ page }) => {
        const run = await open(page, phase);
        const openedIn = await watchOpening(page, search('dialog.label'));
        await device.press(searchButton(page));
        expect(await openedIn()).toBe(AT_ONCE);
        await expect(searchBox(page)).toBeFocused();
        await page.keyboard.type('seguro de hogar');
        if (phase === PHASES[1]) await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/es\/search\?q=seguro\+de\+hogar$/);
        await run();
        await expect(page.getByRole('link', { name: /hogar/i }).first()).toBeVisible();
      });
    }

    test('what is typed in the search box before the scripts run is kept and searched once they do', async ({ page }) => {
      const run = await open(page, PHASES[0]);
      await device.press(searchButton(page));
      await page.keyboard.type('seguro de hogar');
      await run();
      await expect(searchBox(page)).toHaveValue('seguro de hogar');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(searchBox(page)).toBeFocused();
    });
  });
}

test.describe('1280 px desktop: Services', () => {
  test.use(DESKTOP);

  for (const phase of PHASES) {
    test(`${phase}, a click opens the list at once under its button and Escape closes it`, async ({ page }) => {
      await open(page, phase);
      // Away from the menu, so no hover opens it first.
      await page.mouse.move(1200, 700);
      const openedIn = await watchOpening(page, 'Hipotecas');
      await servicesButton(page).click();
      expect(await openedIn()).toBe(AT_ONCE);
      await expect(mortgagesLink(page)).toBeVisible();
      const list = await mortgagesLink(page).boundingBox();
      const button = await servicesButton(page).boundingBox();
      expect(list!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      await page.keyboard.press('Escape');
      await expect(mortgagesLink(page)).toBeHidden();
      await expect(servicesButton(page)).toBeFocused();
    });
  }

  test('opened before the scripts run, it stays open under the pointer while they run', async ({ page }) => {
    const run = await open(page, PHASES[0]);
    await servicesButton(page).click();
    await mortgagesLink(page).hover();
    await run();
    await framesRendered(page, 5);
    await expect(mortgagesLink(page)).toBeVisible();
    await mortgagesLink(page).click();
    await expect(page).toHaveURL(/\/es\/mortgages$/);
  });

  test('once the scripts run it opens on hover, a click then keeps it open, and the arrow keys move through it', async ({ page }) => {
    await page.goto(PATH);
    await servicesButton(page).hover();
    await expect(mortgagesLink(page)).toBeVisible();
    await servicesButton(page).click();
    await expect(mortgagesLink(page)).toBeVisible();
    await page.mouse.move(1200, 700);
    await expect(mortgagesLink(page)).toBeHidden();
    await servicesButton(page).focus();
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('navigation', { name: common('header.navLabel') }).getByRole('link', { name: /Seguros/ }).first();
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await expect(first).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(servicesButton(page)).toBeFocused();
  });
});

test.describe('every template in every language, without scripts', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });
  const TEMPLATES = ['', '/insurance', '/blog', '/contact', '/search', '/about-us'];

  for (const lang of LANGS) {
    test(`${lang}: the menu, the language list and the search box open from the built page`, async ({ page }) => {
      for (const template of TEMPLATES) {
        await page.goto(`/${lang}${template}`);
        const t = (key: string, values?: Record<string, string>) => translation(lang, 'common', key, values);
        const bar = page.getByRole('banner');
        await bar.getByRole('button', { name: t('header.openMenu') }).tap();
        await expect(page.getByRole('navigation', { name: t('header.mobileNavLabel'), exact: true })).toBeVisible();
        await bar.getByRole('button', { name: t('header.closeMenu') }).tap();
        await bar.getByRole('button', { name: new RegExp(`^${lang.toUpperCase()}\\b`) }).tap();
        await expect(bar.getByRole('link', { name: 'Italiano' })).toBeVisible();
        await page.keyboard.press('Escape');
        await bar.getByRole('button', { name: t('header.search'), exact: true }).tap();
        const dialog = page.getByRole('dialog', { name: translation(lang, 'search', 'dialog.title') });
        await expect(dialog.getByLabel(translation(lang, 'search', 'dialog.label'))).toBeFocused();
        expect(await scrollY(page), `${lang}${template}`).toBe(0);
      }
    });
  }
});
