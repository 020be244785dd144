import type { Page } from '@playwright/test';
import { expect, holdScripts, hydrated, queuedTasksRun, swipeLeft, test, translation } from './fixtures';

/**
 * The home carousels work from the first paint on what HTML and CSS do: scroll-snap tracks a finger swipes. Their
 * buttons need the script, which on a slow phone runs seconds after the paint, and show only once it has run; the
 * script then adopts the slide the visitor swiped to, and the hero does not play by itself after the visitor has
 * acted (docs/decisions/0036-carousel-swipes-before-its-script.md). These tests hold the scripts back to be that
 * phone.
 */

const LANG = 'en';
const home = (key: string, values?: Record<string, string>) => translation(LANG, 'home', key, values);
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

const hero = (page: Page) => page.getByRole('region', { name: home('hero.label') });
const slideHeading = (page: Page, slide: 'advice' | 'commission-free') => hero(page).getByRole('heading', { level: 2, name: home(`hero.slides.${slide}.header`) });
const dot = (page: Page, number: number) => hero(page).getByRole('button', { name: home('carousel.goTo', { number: String(number) }) });

/** Slide 1 or 2 is the one in view, the other scrolled out of the track. */
async function expectSlideInView(page: Page, slide: 1 | 2) {
  const [shown, other] = slide === 1 ? ['advice', 'commission-free'] as const : ['commission-free', 'advice'] as const;
  await expect(slideHeading(page, shown)).toBeInViewport({ ratio: 1 });
  await expect(slideHeading(page, other)).not.toBeInViewport();
}

/**
 * Sums the page's layout shifts that no tap or key caused, from the first frame that shows the whole page (its
 * Cumulative Layout Shift from then on). Not from the very first paint: on a busy machine Chromium paints the
 * document while it is still parsing it, a header half parsed, and what the rest of the header then moves (the
 * language button, the navigation; measured 0.0003-0.0015) is the parser's, not the carousel's. The frame after
 * the one that first lays the parsed page out is where counting starts.
 */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const record = { total: 0, since: Infinity };
    Object.defineProperty(window, '__layoutShift', { value: record });
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => requestAnimationFrame((frame) => (record.since = frame))));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput && entry.startTime >= record.since) record.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
}

/**
 * Opens the home page with its scripts held back, as a slow phone shows it once it has loaded. From the moment the
 * page has asked for them, its timers run on a clock the test drives (`page.clock`): `paused`, no time passes
 * unless the test moves it, so the autoplay cannot turn a slide between two steps of a test on a busy machine.
 */
async function openBeforeScripts(page: Page, { paused = false } = {}): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  const scriptsAsked = page.waitForRequest(/\/_next\/static\/chunks\//);
  await page.goto(`/${LANG}`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await scriptsAsked;
  await page.clock.install();
  // A moment ahead of the page's time (a pause cannot go back), before any script that sets a timer has run.
  if (paused) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return async () => {
    release();
    await hydrated(page);
  };
}

/**
 * Moves the page's clock on by more than the autoplay interval (HERO_AUTOPLAY_MS, 3 s) and stops it there: a turn
 * due meanwhile happens now, React has rendered it (its dots) once the tasks it queued have run, and no later turn
 * can bring the slide back while the test looks.
 */
async function longerThanAutoplay(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 4000);
  await queuedTasksRun(page);
}

/** Slide 1 or 2 is the current one: its dot says so (React renders that at once), and it is in view. */
async function expectSlideCurrent(page: Page, slide: 1 | 2) {
  await expect(dot(page, slide)).toHaveAttribute('aria-current', 'true');
  await expectSlideInView(page, slide);
}

test.describe('375 px phone', () => {
  test.use(PHONE);

  test('a finger swipes to slide 2 before the script; no button shows until it works; the script keeps slide 2 and does not play', async ({ page }) => {
    const layoutShift = await recordLayoutShifts(page);
    const runScripts = await openBeforeScripts(page);
    await expectSlideInView(page, 1);
    await expect(hero(page).getByRole('button'), 'no carousel button before the script').toHaveCount(0);

    await swipeLeft(page, slideHeading(page, 'advice'), 250);
    await expectSlideInView(page, 2);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    await runScripts();
    await expect(dot(page, 2)).toBeVisible();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await expectSlideInView(page, 2);
    // Swiped: it does not play by itself, and its button offers to play.
    await expect(hero(page).getByRole('button', { name: home('carousel.play') })).toBeVisible();
    await longerThanAutoplay(page);
    await expectSlideCurrent(page, 2);

    // The dots work.
    await dot(page, 1).tap();
    await expectSlideInView(page, 1);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    expect(await layoutShift(), 'layout shift from the first paint to the controls working').toBe(0);
  });

  test('untouched, it plays once the script runs; a tap on pause stops it, and a dot turns it', async ({ page }) => {
    const runScripts = await openBeforeScripts(page);
    await expect(hero(page).getByRole('button')).toHaveCount(0);
    // Before the script nothing plays.
    await longerThanAutoplay(page);
    await expectSlideInView(page, 1);

    await runScripts();
    const pause = hero(page).getByRole('button', { name: home('carousel.pause') });
    await expect(pause).toBeVisible();
    await pause.tap();
    await expect(hero(page).getByRole('button', { name: home('carousel.play') })).toBeVisible();
    const slide = (await dot(page, 2).getAttribute('aria-current')) === 'true' ? 2 : 1;
    await longerThanAutoplay(page);
    await expectSlideCurrent(page, slide);

    const other = slide === 1 ? 2 : 1;
    await dot(page, other).tap();
    await expectSlideInView(page, other);
    await expect(dot(page, other)).toHaveAttribute('aria-current', 'true');
  });

  test('the press cards swipe before the script, and its carousel starts at the card swiped to', async ({ page }) => {
    const runScripts = await openBeforeScripts(page);
    const press = page.getByRole('region', { name: home('press.title') }).first();
    const card = (id: string) => press.getByText(home(`press.items.${id}.text`));
    await card('faro').scrollIntoViewIfNeeded();
    await expect(card('faro')).toBeInViewport({ ratio: 1 });
    await expect(card('poupanca')).not.toBeInViewport();
    await expect(press.getByRole('button')).toHaveCount(0);
    await swipeLeft(page, card('faro'), 250);
    await expect(card('poupanca')).toBeInViewport({ ratio: 1 });
    await expect(card('faro')).not.toBeInViewport();

    await runScripts();
    const carousel = press.getByRole('region', { name: home('press.title') });
    await expect(carousel.getByRole('button', { name: home('carousel.goTo', { number: '2' }) })).toHaveAttribute('aria-current', 'true');
    await expect(card('poupanca')).toBeInViewport({ ratio: 1 });
    await expect(card('faro')).not.toBeInViewport();
  });

  test('once the script runs, a swipe still turns the slide and stops the autoplay', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/${LANG}`);
    await expect(hero(page).getByRole('button', { name: home('carousel.pause') })).toBeVisible();
    await swipeLeft(page, slideHeading(page, 'advice'), 250);
    await expectSlideInView(page, 2);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(hero(page).getByRole('button', { name: home('carousel.play') })).toBeVisible();
    await longerThanAutoplay(page);
    await expectSlideCurrent(page, 2);
  });
  test('a swipe on the slide autoplay turned to stops the autoplay for good, even where the track cannot move on', async ({ page }) => {
    await page.goto(`/${LANG}`);
    await expect(hero(page).getByRole('button', { name: home('carousel.pause') })).toBeVisible();
    // Autoplay turns to slide 2, the last, after its interval.
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    await expectSlideInView(page, 2);
    await swipeLeft(page, slideHeading(page, 'commission-free'), 250);
    // Stopped: its button offers to play, so no turn (nor wrap back to slide 1) is scheduled.
    await expect(hero(page).getByRole('button', { name: home('carousel.play') })).toBeVisible();
    await expectSlideInView(page, 2);
  });
});

test.describe('1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('arrows and dots are not shown before the script, and work once it runs, moving nothing', async ({ page }) => {
    const layoutShift = await recordLayoutShifts(page);
    const runScripts = await openBeforeScripts(page, { paused: true });
    const boxes = async () => ({
      heading: await slideHeading(page, 'advice').boundingBox(),
      welcome: await page.getByRole('heading', { level: 1 }).boundingBox(),
    });
    const next = hero(page).getByRole('button', { name: home('carousel.next') });
    const previous = hero(page).getByRole('button', { name: home('carousel.previous') });
    await expect(hero(page).getByRole('button')).toHaveCount(0);
    const before = await boxes();

    await runScripts();
    await expect(next).toBeVisible();
    await expect(previous).toBeVisible();
    await expect(dot(page, 1)).toBeVisible();
    expect(await boxes()).toEqual(before);
    expect(await layoutShift(), 'layout shift from the first paint to the controls showing').toBe(0);

    await next.click();
    await expectSlideInView(page, 2);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await previous.click();
    await expectSlideInView(page, 1);
    await dot(page, 2).click();
    await expectSlideInView(page, 2);
    // Used: it stays where the visitor put it.
    await page.mouse.move(0, 0);
    await longerThanAutoplay(page);
    await expectSlideCurrent(page, 2);
  });
});

