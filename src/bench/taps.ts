import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { CONSENT_COOKIE } from '@/features/consent/consent-cookie';
import type { Lang } from '@/lib/i18n/languages';
import type { Template } from '@/bench/budgets';
import { templatePages } from '@/bench/template-pages';
import { launchCdpPipe, type CdpPipe } from './cdp-pipe';
import { until, withFreshPage, type PageSend } from './page-session';
import { devtoolsToucher, startScreenToucher, type Point, type Toucher, type TouchMode } from './touch';
import { CHROME_FLAGS, chromiumPath } from './lighthouse';
import { markdownTable, MISS } from './table';

/**
 * `--taps`: the visitor of issues 35 and 43, a phone on Lighthouse's mobile throttling applied by CDP (4× CPU,
 * 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; 375×812, touch, DPR 3) who touches the menu button (as touch.ts lands
 * a finger: from a virtual screen, decision 0064) at one moment of the page's life: as soon as it is painted, at the
 * load event, or some time after it, while the page's scripts evaluate and hydrate. One fresh load per moment. Per load: how long from the touch (the event's own timestamp,
 * taken when the finger landed, not when a busy page got round to it) to the first animation frame with the menu's
 * panel showing, and the longest task and animation frame (Long Animation Frames API, with the script that made it)
 * from the first paint to one second after hydration. The throttled loads run over a raw CDP pipe (cdp-pipe.ts) that
 * never enables the Runtime or Debugger domain, as a visitor's browser has no inspector; Playwright, which always
 * enables Runtime, only finds the button's place beforehand, unthrottled.
 */

export const TAP_THROTTLING = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

/** When the menu button is touched: at the first contentful paint, at `load`, or this many ms after `load`. */
export const TAP_MOMENTS = ['paint', 'load', 250, 500, 750, 1000, 1500] as const;
export type TapMoment = (typeof TAP_MOMENTS)[number];

/** The next frame within this of a touch (issue 43), and no task or frame longer than the long-task line. */
export const TAP_GOAL = { frameMs: 100, longTaskMs: 50 } as const;

/** The pages tapped per language: one of each template, the blog list's second page and the search page. */
export type TapPage = { name: string; template: Template; lang: Lang; page: string };

export function tapPages(outDir: string, lang: Lang): TapPage[] {
  const pages = templatePages(outDir, lang);
  return [
    { name: 'home', template: 'home', lang, page: pages.home },
    { name: 'service', template: 'inner', lang, page: `/${lang}/insurance` },
    { name: 'inner', template: 'inner', lang, page: pages.inner },
    { name: 'contact', template: 'contact', lang, page: pages.contact },
    { name: 'blog', template: 'blog', lang, page: pages.blog },
    { name: 'blog page 2', template: 'blog', lang, page: `/${lang}/blog/page/2` },
    { name: 'post', template: 'post', lang, page: pages.post },
    { name: 'category', template: 'category', lang, page: pages.category },
    { name: 'search', template: 'inner', lang, page: `/${lang}/search` },
  ];
}

/** One script of a long animation frame, as the Long Animation Frames API attributes it. */
export type FrameScript = { sourceURL: string; invoker: string; durationMs: number };
export type LongFrame = { startMs: number; durationMs: number; blockingMs: number; scripts: FrameScript[] };
export type LongTask = { startMs: number; durationMs: number };

export type TapRun = {
  moment: TapMoment;
  firstPaintMs: number | null;
  loadMs: number | null;
  hydratedMs: number | null;
  /** The touch's timestamp, since navigation start; null when it never reached the page. */
  tapMs: number | null;
  /** From the touch to the first frame the panel showed in; null when it never showed before hydration + 1 s. */
  panelAfterTapMs: number | null;
  /**
   * Of that, from the touch to its pointerdown in the page: any task the page was running when the touch came, which
   * a finger waits for too; with `--touch devtools` also DevTools' own wait, as `Input.dispatchTouchEvent` sends the
   * touch only after the renderer's next commit, which a finger never waits for (touch.ts, decision 0064).
   */
  dispatchAfterTapMs: number | null;
  scrolledPx: number;
  openAfterHydration: boolean;
  /** The longest of each from the first paint to hydration + 1 s; null when none passed 50 ms. */
  longestTask: LongTask | null;
  longestFrame: LongFrame | null;
};

/** A page's loads, and with `--floor` its twin's (the same HTML without scripts, floor.ts), taken alternately. */
export type TapResult = TapPage & { runs: TapRun[]; twinRuns?: TapRun[] };

/**
 * How long after its `load` a twin is watched when its page never hydrated. A twin has no scripts, so it never
 * hydrates: it is watched as long after its `load` as its page was, up to hydration + 1 s.
 */
const TWIN_WINDOW_FALLBACK_MS = 3_000;

/** The twin's window after `load`: its page's, from `load` to hydration + 1 s. */
export const twinWindowAfterLoad = (pageRun: Pick<TapRun, 'loadMs' | 'hydratedMs'>) =>
  pageRun.loadMs === null || pageRun.hydratedMs === null ? TWIN_WINDOW_FALLBACK_MS : Math.max(0, pageRun.hydratedMs - pageRun.loadMs) + 1_000;

type PageClock = {
  paint: number | null;
  load: number | null;
  hydrated: number | null;
  tap: number | null;
  tapDispatched: number | null;
  /** Where the page saw the touch, in CSS px of its viewport, and as what kind of pointer. */
  tapAt: { x: number; y: number; type: string } | null;
  panelShown: number | null;
  frames: LongFrame[];
  tasks: LongTask[];
};

const commonText = (lang: Lang, key: string): string => {
  const data = JSON.parse(readFileSync(path.resolve('public/locales', lang, 'common.json'), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], data) as unknown as string;
};

/**
 * Written into the page before its own scripts: records paint, load, the touch, hydration, the panel's first visible
 * frame, and every long task and long animation frame. Plain text, not a function: tsx compiles functions with
 * esbuild's `__name` helper, which the page lacks.
 */
const recordClock = (panelName: string) => `(() => {
  const clock = { paint: null, load: null, hydrated: null, tap: null, tapDispatched: null, tapAt: null, panelShown: null, frames: [], tasks: [] };
  window.tapClock = clock;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') clock.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.tasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.frames.push({
      startMs: entry.startTime, durationMs: entry.duration, blockingMs: entry.blockingDuration,
      scripts: entry.scripts.map((script) => ({ sourceURL: script.sourceURL, invoker: script.invoker, durationMs: script.duration })),
    });
  }).observe({ type: 'long-animation-frame', buffered: true });
  addEventListener('load', () => { clock.load = performance.now(); });
  // The touch's own time: the event's timestamp is when the finger landed, however busy the page was then.
  // When the page got it: what went before is the browser's (with DevTools' touch, its wait for a commit; TapRun).
  addEventListener('pointerdown', (event) => {
    if (clock.tap !== null) return;
    clock.tap = event.timeStamp;
    clock.tapDispatched = performance.now();
    clock.tapAt = { x: event.clientX, y: event.clientY, type: event.pointerType };
  }, { capture: true, passive: true });
  const frame = () => {
    if (clock.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) clock.hydrated = performance.now();
    if (clock.panelShown === null && clock.tap !== null) {
      const panel = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === ${JSON.stringify(panelName)});
      if (panel && panel.checkVisibility()) clock.panelShown = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** The longest of each within [from, to]. */
export function longestWithin(clock: Pick<PageClock, 'frames' | 'tasks'>, from: number, to: number): { longestTask: LongTask | null; longestFrame: LongFrame | null } {
  const inside = <T extends { startMs: number }>(entries: T[]) => entries.filter((entry) => entry.startMs >= from && entry.startMs <= to);
  const longest = <T extends { durationMs: number }>(entries: T[]) => entries.reduce<T | null>((best, entry) => (best && best.durationMs >= entry.durationMs ? best : entry), null);
  return { longestTask: longest(inside(clock.tasks)), longestFrame: longest(inside(clock.frames)) };
}

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;

/** Where the menu button is on a phone's screen: found once per page on an unthrottled load, as layout fixes it. */
async function menuButtonCentre(browser: Browser, origin: string, lang: Lang, page: string): Promise<Point> {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
    const name = commonText(lang, 'header.openMenu');
    const header = tab.locator('header').first();
    const box = await header.getByRole('button', { name, exact: true }).or(header.getByRole('link', { name, exact: true })).first().boundingBox();
    if (!box) throw new Error(`No menu button on ${page}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * The switches Playwright gives its headless Chromium that change what a page does or when it paints (a touch
 * screen's hover and pointer media, no paint holding, no throttling of a window it thinks hidden), so the measured
 * loads match the Playwright-driven ones before; plus staying offline, as Lighthouse's Chromium does.
 */
const TAP_BROWSER_FLAGS = [
  // Headless or headed is the toucher's to say (touch.ts).
  ...CHROME_FLAGS.filter((flag) => flag !== '--disable-gpu' && flag !== '--headless'),
  '--no-startup-window',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--allow-pre-commit-input',
  '--force-color-profile=srgb',
  '--enable-unsafe-swiftshader',
];

/**
 * The switches a toucher's browser starts with: the bench's, the toucher's, and one `--disable-features` for both
 * (Chromium reads only the last of that switch).
 */
export const tapBrowserFlags = (toucher: Toucher) => [
  ...TAP_BROWSER_FLAGS,
  ...toucher.browserFlags,
  `--disable-features=${['PaintHolding', ...toucher.disabledFeatures].join(',')}`,
];

/** Playwright's default font families for headless Chromium on Linux, which the pages' fallbacks resolve to. */
const LINUX_FONT_FAMILIES = { standard: 'Times New Roman', fixed: 'Monospace', serif: 'Times New Roman', sansSerif: 'Arial', cursive: 'Comic Sans MS', fantasy: 'Impact' };

/**
 * An expression's value in the page's main world, read by `Runtime.evaluate` alone. The Runtime domain is never
 * enabled (nor Debugger): with it on, V8 re-parses the scripts it runs to collect source positions for the
 * inspector. Traced on a throttled load of `/es` (4× CPU), V8.CollectSourcePositions took 19–50 ms of the task running
 * main-*.js (React DOM's module) with `Runtime.enable`, 0.1 ms with these evaluate polls alone. A visitor's browser
 * has no inspector.
 */
async function evaluate<T>(cdp: CdpPipe, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>(
    'Runtime.evaluate',
    { expression, returnByValue: true },
    sessionId,
  );
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

/** The main frame's lifecycle (`firstContentfulPaint`, `load`) per navigation, as the browser reports it, without
 * asking the (busy) page; an event that came before the wait for it still counts. */
function lifecycle(cdp: CdpPipe, sessionId: string) {
  const seen = new Set<string>();
  const waiting = new Map<string, () => void>();
  const stop = cdp.on<{ name: string; loaderId: string }>('Page.lifecycleEvent', ({ name, loaderId }, from) => {
    if (from !== sessionId) return;
    const key = `${loaderId} ${name}`;
    seen.add(key);
    waiting.get(key)?.();
  });
  const reached = (loaderId: string, name: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const key = `${loaderId} ${name}`;
      if (seen.has(key)) return resolve();
      const timer = setTimeout(() => reject(new Error(`No ${name} within ${timeoutMs / 1000} s`)), timeoutMs);
      waiting.set(key, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  return { reached, stop };
}

/** The phone of Playwright's { isMobile, hasTouch, deviceScaleFactor: 3 } context, with its default user agent
 * (Playwright sets no mobile one for Chromium unless asked) and the page focused. */
export async function emulatePhone(send: PageSend): Promise<void> {
  await send('Emulation.setDeviceMetricsOverride', {
    width: PHONE.viewport.width,
    height: PHONE.viewport.height,
    screenWidth: PHONE.viewport.width,
    screenHeight: PHONE.viewport.height,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    mobile: PHONE.isMobile,
    screenOrientation: { angle: 0, type: 'portraitPrimary' },
  });
  await send('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch });
  await send('Emulation.setFocusEmulationEnabled', { enabled: true });
}

/** What a run is told beside its page and moment. */
export type TapRunOptions = {
  /** A twin, which never hydrates: watched until this long after its `load`. */
  afterLoadMs?: number;
  /** How the finger lands (touch.ts). */
  toucher: Toucher;
};

/**
 * One throttled load of `page` in a fresh browser context, touched at `moment`, over the raw pipe; watched until 1 s
 * after hydration, or, for a twin, until `afterLoadMs` after its `load`. Throws when the page never saw the touch or
 * saw it elsewhere than on the button or as another pointer (a screen toucher off its calibration).
 */
export async function tapRun(cdp: CdpPipe, origin: string, lang: Lang, page: string, point: Point, moment: TapMoment, { afterLoadMs, toucher }: TapRunOptions): Promise<TapRun> {
  return withFreshPage(cdp, async ({ targetId, sessionId, send }) => {
    await toucher.ready(cdp, targetId, send);
    await emulatePhone(send);
    await send('Page.setFontFamilies', { fontFamilies: LINUX_FONT_FAMILIES });
    await send('Network.enable');
    // A visitor who decided already: the banner is not what is measured here.
    await send('Network.setCookie', { name: CONSENT_COOKIE, value: 'false', url: origin });
    await send('Network.emulateNetworkConditions', {
      offline: false,
      latency: TAP_THROTTLING.latencyMs,
      downloadThroughput: (TAP_THROTTLING.downloadKbps * 1000) / 8,
      uploadThroughput: (TAP_THROTTLING.uploadKbps * 1000) / 8,
    });
    await send('Emulation.setCPUThrottlingRate', { rate: TAP_THROTTLING.cpuSlowdown });
    await send('Page.enable');
    await send('Page.setLifecycleEventsEnabled', { enabled: true });
    const panelName = commonText(lang, 'header.mobileNavLabel');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: recordClock(panelName) });
    const events = lifecycle(cdp, sessionId);
    try {
      const { loaderId, errorText } = await cdp.send<{ loaderId: string; errorText?: string }>('Page.navigate', { url: `${origin}${page}` }, sessionId);
      if (errorText) throw new Error(`${page}: ${errorText}`);
      await events.reached(loaderId, moment === 'paint' ? 'firstContentfulPaint' : 'load');
    } finally {
      events.stop();
    }
    if (typeof moment === 'number') await sleep(moment);
    // A touch at the button's centre: nothing waits for the page to be ready, as a finger does not.
    await toucher.touch(send, point);
    if (afterLoadMs === undefined) {
      await until(() => evaluate<boolean>(cdp, sessionId, 'window.tapClock.hydrated !== null'), 30_000);
      await sleep(1_000);
    } else {
      const watched = `window.tapClock.load !== null && performance.now() >= window.tapClock.load + ${afterLoadMs}`;
      await until(() => evaluate<boolean>(cdp, sessionId, watched), 30_000);
    }
    const clock = await evaluate<PageClock>(cdp, sessionId, 'window.tapClock');
    // A touch the page never saw is the bench's failure, not a slow page: it would count as a miss.
    if (clock.tap === null) throw new Error(`${page}: the page never saw the ${toucher.name} touch`);
    const landed = clock.tapAt;
    if (landed && (landed.type !== 'touch' || Math.abs(landed.x - point.x) > 2 || Math.abs(landed.y - point.y) > 2)) {
      throw new Error(`${page}: the ${toucher.name} touch reached the page as a ${landed.type} at (${landed.x}, ${landed.y}); a touch on the menu button was meant, at (${point.x}, ${point.y})`);
    }
    const scrolledPx = await evaluate<number>(cdp, sessionId, 'Math.round(window.scrollY)');
    // As Playwright's isVisible: a box, and not visibility: hidden.
    const openAfterHydration = await evaluate<boolean>(
      cdp,
      sessionId,
      `[...document.querySelectorAll('nav')].some((nav) => nav.getAttribute('aria-label') === ${JSON.stringify(panelName)} && nav.checkVisibility({ visibilityProperty: true }) && nav.getClientRects().length > 0)`,
    );
    const windowEnd = afterLoadMs === undefined ? (clock.hydrated ?? Number.POSITIVE_INFINITY) + 1_000 : (clock.load ?? Number.POSITIVE_INFINITY) + afterLoadMs;
    return {
      moment,
      firstPaintMs: clock.paint,
      loadMs: clock.load,
      hydratedMs: clock.hydrated,
      tapMs: clock.tap,
      panelAfterTapMs: clock.panelShown === null || clock.tap === null ? null : Math.max(0, clock.panelShown - clock.tap),
      dispatchAfterTapMs: clock.tapDispatched === null || clock.tap === null ? null : Math.max(0, clock.tapDispatched - clock.tap),
      scrolledPx,
      openAfterHydration,
      ...longestWithin(clock, clock.paint ?? 0, windowEnd),
    };
  });
}

/** The menu button's place on each page, found with Playwright (unthrottled, so its Runtime domain costs nothing measured). */
async function menuButtonCentres(origin: string, pages: TapPage[]): Promise<Point[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const points: Point[] = [];
    for (const { lang, page } of pages) points.push(await menuButtonCentre(browser, origin, lang, page));
    return points;
  } finally {
    await browser.close();
  }
}

/**
 * Every page asked for, one fresh load per moment, `runs` times each (nothing cached); with `twinOf`, each load is
 * followed by one of the page's twin at the same moment, so the machine's load falls on both alike. `touch`: how the
 * finger lands (touch.ts).
 */
export async function measureTaps(origin: string, pages: TapPage[], runs: number, progress: (line: string) => void, twinOf?: (page: string) => string, touch: TouchMode = 'screen'): Promise<TapResult[]> {
  progress(`finding the menu button on ${pages.length} page(s)`);
  const points = await menuButtonCentres(origin, pages);
  const screen = touch === 'screen' ? await startScreenToucher() : null;
  const toucher = screen ?? devtoolsToucher;
  try {
    const cdp = await launchCdpPipe(chromiumPath(), tapBrowserFlags(toucher), toucher.browserEnv);
    try {
      if (screen) {
        const offset = await screen.calibrate(cdp, emulatePhone);
        progress(`touching through a virtual X screen: the page's viewport starts at (${offset.x}, ${offset.y}) on it`);
      }
      const results: TapResult[] = [];
      for (const [index, tapPage] of pages.entries()) {
        const result: TapResult = { ...tapPage, runs: [], ...(twinOf ? { twinRuns: [] } : {}) };
        for (let n = 1; n <= runs; n++) {
          for (const moment of TAP_MOMENTS) {
            progress(`${index + 1}/${pages.length} ${tapPage.page}: tap at ${momentLabel(moment)}, run ${n}/${runs}`);
            const run = await tapRun(cdp, origin, tapPage.lang, tapPage.page, points[index], moment, { toucher });
            result.runs.push(run);
            // The twin's layout is the page's (the same HTML and CSS), so its menu button is where the page's is.
            if (twinOf) result.twinRuns?.push(await tapRun(cdp, origin, tapPage.lang, twinOf(tapPage.page), points[index], moment, { afterLoadMs: twinWindowAfterLoad(run), toucher }));
          }
        }
        results.push(result);
      }
      return results;
    } finally {
      await cdp.close();
    }
  } finally {
    await toucher.stop();
  }
}

export const momentLabel = (moment: TapMoment) => (typeof moment === 'number' ? `+${moment}` : moment);

/** `framework-0a1b2c3d4e5f.js` → `framework`; `pages/[locale]/contact-9f8e.js` → `pages/[locale]/contact`; the page itself → `(page)`. */
export function scriptName(sourceURL: string): string {
  if (!sourceURL) return '(page)';
  const pathname = (() => {
    try {
      return new URL(sourceURL).pathname;
    } catch {
      return sourceURL;
    }
  })();
  if (!pathname.endsWith('.js')) return '(page)';
  return pathname
    .replace(/^\/_next\/static\/(chunks\/)?/, '')
    .replace(/^\/first-paint\//, 'first-paint/')
    .replace(/[-.][0-9a-f]{8,}(?=\.js$)/, '')
    .replace(/\.js$/, '');
}

/** The frame's longest script: `name (invoker, ms)`; `(style, layout, paint)` when no script made the frame long. */
export function frameSource(frame: LongFrame): string {
  const script = frame.scripts.reduce<FrameScript | null>((best, each) => (best && best.durationMs >= each.durationMs ? best : each), null);
  if (!script || script.durationMs < frame.durationMs / 4) return 'style, layout, paint';
  // A script's own evaluation names its URL as the invoker.
  const invoker = /^https?:/.test(script.invoker) ? 'evaluate' : script.invoker.slice(0, 40);
  return `${scriptName(script.sourceURL)} (${invoker}, ${Math.round(script.durationMs)} ms)`;
}

const ms = (value: number, limit: number) => `${Math.round(value)}${value > limit ? MISS : ''}`;
const worstOf = (values: (number | null)[]) => (values.includes(null) ? null : Math.max(...(values as number[])));
const tapCell = (value: number | null | undefined) => (value === undefined ? '–' : value === null ? `never${MISS}` : ms(value, TAP_GOAL.frameMs));

/** A page's worst tap, longest task and longest frame over all its runs. */
export function summarizeTaps(runs: readonly TapRun[]) {
  const worstTap = worstOf(runs.map((run) => run.panelAfterTapMs));
  const worstDispatch = worstOf(runs.map((run) => run.dispatchAfterTapMs ?? null));
  const tasks = runs.flatMap((run) => (run.longestTask ? [run.longestTask] : []));
  const frames = runs.flatMap((run) => (run.longestFrame ? [run.longestFrame] : []));
  const longestTask = tasks.reduce<LongTask | null>((best, task) => (best && best.durationMs >= task.durationMs ? best : task), null);
  const longestFrame = frames.reduce<LongFrame | null>((best, frame) => (best && best.durationMs >= frame.durationMs ? best : frame), null);
  const scrolledPx = Math.max(0, ...runs.map((run) => run.scrolledPx));
  const closed = runs.filter((run) => !run.openAfterHydration).length;
  return { worstTap, worstDispatch, longestTask, longestFrame, scrolledPx, closed };
}

/**
 * One row per page: the touch-to-frame time at each moment (worst of the runs, ✗ past 100 ms or never), the worst of
 * them, the longest task and the longest animation frame from the first paint to hydration + 1 s (✗ past 50 ms)
 * with the script that took most of that frame, and anything wrong the tap left behind (a scroll, a panel closed by
 * hydration).
 */
export function tapsTable(results: readonly TapResult[]): string {
  const rows = results.map(({ name, lang, page, runs }) => {
    const atMoment = TAP_MOMENTS.map((moment) => {
      const delays = runs.filter((run) => run.moment === moment).map((run) => run.panelAfterTapMs);
      return tapCell(delays.length ? worstOf(delays) : undefined);
    });
    const { worstTap, worstDispatch, longestTask, longestFrame, scrolledPx, closed } = summarizeTaps(runs);
    const left = [scrolledPx > 0 ? `scrolled ${scrolledPx} px` : '', closed ? `closed by hydration in ${closed}/${runs.length}` : ''].filter(Boolean);
    return [
      name,
      lang,
      page,
      ...atMoment,
      tapCell(worstTap),
      worstDispatch === null ? '–' : String(Math.round(worstDispatch)),
      longestTask ? ms(longestTask.durationMs, TAP_GOAL.longTaskMs) : '–',
      longestFrame ? ms(longestFrame.durationMs, TAP_GOAL.longTaskMs) : '–',
      longestFrame ? frameSource(longestFrame) : '–',
      left.length ? `${left.join(', ')}${MISS}` : 'ok',
    ];
  });
  const momentHeaders = TAP_MOMENTS.map(momentLabel);
  return markdownTable(
    ['Page', 'Lang', 'Path', ...momentHeaders, 'Worst tap', 'Worst wait to reach the page', 'Longest task', 'Longest frame', 'Frame mostly', 'After'],
    rows,
    [...momentHeaders.map((_, index) => index + 3), ...[3, 4, 5, 6].map((offset) => momentHeaders.length + offset)],
  );
}

/** How many of the runs' taps showed their result within the goal's 100 ms. */
export const tapsWithinGoal = (runs: readonly TapRun[]) => runs.filter((run) => run.panelAfterTapMs !== null && run.panelAfterTapMs <= TAP_GOAL.frameMs).length;

/**
 * How many of the runs' taps showed their result within 100 ms of reaching the page: a best case, which leaves out
 * the task the page was running when the touch came (and, with `--touch devtools`, DevTools' hold).
 */
export const tapsWithinGoalInPage = (runs: readonly TapRun[]) =>
  runs.filter((run) => run.panelAfterTapMs !== null && typeof run.dispatchAfterTapMs === 'number' && run.panelAfterTapMs - run.dispatchAfterTapMs <= TAP_GOAL.frameMs).length;

/**
 * With `--floor`, per moment: taps within 100 ms on the pages and on their twins, from the touch's timestamp (the
 * goal's reading) and from its pointerdown in the page, a best case that leaves out the page's own task running
 * then (and, with `--touch devtools`, DevTools' wait for a commit; TapRun).
 */
export function tapsByMomentTable(results: readonly TapResult[]): string {
  const count = (runs: readonly TapRun[], within: (runs: readonly TapRun[]) => number) => `${within(runs)}/${runs.length}`;
  const rows = TAP_MOMENTS.map((moment) => {
    const pages = results.flatMap((result) => result.runs.filter((run) => run.moment === moment));
    const twins = results.flatMap((result) => (result.twinRuns ?? []).filter((run) => run.moment === moment));
    return [momentLabel(moment), count(pages, tapsWithinGoal), count(twins, tapsWithinGoal), count(pages, tapsWithinGoalInPage), count(twins, tapsWithinGoalInPage)];
  });
  return markdownTable(['Moment', 'Pages, from the touch', 'Twins, from the touch', 'Pages, from the pointerdown (best case)', 'Twins, from the pointerdown (best case)'], rows, [1, 2, 3, 4]);
}

/**
 * With `--floor`: each page beside its twin without scripts, loaded alternately at the same moments. What the twin
 * misses, no script caused: the browser's own parsing, style, layout and paint of the document on this machine.
 */
export function tapsTwinTable(results: readonly TapResult[]): string {
  const rows = results
    .filter((result) => result.twinRuns)
    .map(({ name, lang, runs, twinRuns = [] }) => {
      const page = summarizeTaps(runs);
      const twin = summarizeTaps(twinRuns);
      const task = (value: LongTask | null) => (value ? ms(value.durationMs, TAP_GOAL.longTaskMs) : '–');
      return [
        name,
        lang,
        `${tapsWithinGoal(runs)}/${runs.length}`,
        `${tapsWithinGoal(twinRuns)}/${twinRuns.length}`,
        tapCell(page.worstTap),
        tapCell(twin.worstTap),
        task(page.longestTask),
        task(twin.longestTask),
      ];
    });
  return markdownTable(
    ['Page', 'Lang', 'Taps ≤ 100 ms', 'Twin: taps ≤ 100 ms', 'Worst tap', 'Twin: worst tap', 'Longest task', 'Twin: longest task'],
    rows,
    [2, 3, 4, 5, 6, 7],
  );
}
