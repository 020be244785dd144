import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '@/features/consent/consent-cookie';
import type { Lang } from '@/lib/i18n/languages';
import type { Template } from '@/bench/budgets';
import { chromiumPath } from './lighthouse';
import { markdownTable, MISS } from './table';

/**
 * `--taps`: the visitor of issue 35, a phone on Lighthouse's mobile throttling applied by CDP (4× CPU, 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up; 375×812, touch, DPR 3) who taps the menu button as soon as it shows, long before
 * the page's scripts have run. Per page: when the first contentful paint came, when `<html data-hydrated>` came, and
 * what the early tap did: how long the menu's panel took to show after it, how far the page scrolled, and whether
 * the panel was still open once the page had hydrated.
 */

export const TAP_THROTTLING = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

export type TapRun = {
  firstPaintMs: number | null;
  hydratedMs: number | null;
  /** Since navigation start. */
  tapMs: number;
  /** From the tap to the first frame the panel showed in; null when it never showed before hydration + 1 s. */
  panelAfterTapMs: number | null;
  scrolledPx: number;
  openAfterHydration: boolean;
};

export type TapResult = { template: Template; lang: Lang; page: string; runs: TapRun[] };

type PageClock = { paint: number | null; hydrated: number | null; tap: number | null; panelShown: number | null };

const commonText = (lang: Lang, key: string): string => {
  const data = JSON.parse(readFileSync(path.resolve('public/locales', lang, 'common.json'), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], data) as unknown as string;
};

/**
 * Written into the page before its own scripts: records paint, the tap, hydration and the panel's first visible
 * frame. Plain text, not a function: tsx compiles functions with esbuild's `__name` helper, which the page lacks.
 */
const recordClock = (panelName: string) => `(() => {
  const clock = { paint: null, hydrated: null, tap: null, panelShown: null };
  window.tapClock = clock;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') clock.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The tap's own time, taken by the page when the finger lands (the CPU is throttled: asking afterwards is late).
  addEventListener('pointerdown', () => { if (clock.tap === null) clock.tap = performance.now(); }, { capture: true });
  const frame = () => {
    if (clock.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) clock.hydrated = performance.now();
    if (clock.panelShown === null) {
      const panel = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === ${JSON.stringify(panelName)});
      if (panel && panel.checkVisibility()) clock.panelShown = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function tapRun(browser: Browser, origin: string, lang: Lang, page: string): Promise<TapRun> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  // A visitor who decided already: the banner is not what is measured here.
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'false', url: origin }]);
  const tab: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: TAP_THROTTLING.latencyMs,
      downloadThroughput: (TAP_THROTTLING.downloadKbps * 1000) / 8,
      uploadThroughput: (TAP_THROTTLING.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_THROTTLING.cpuSlowdown });
    await tab.addInitScript({ content: recordClock(commonText(lang, 'header.mobileNavLabel')) });
    await tab.goto(`${origin}${page}`, { waitUntil: 'commit' });
    const name = commonText(lang, 'header.openMenu');
    const header = tab.locator('header').first();
    const control = header.getByRole('button', { name, exact: true }).or(header.getByRole('link', { name, exact: true }));
    await control.first().tap({ timeout: 20_000 });
    await tab.waitForFunction(() => (window as unknown as { tapClock: PageClock }).tapClock.hydrated !== null, null, { timeout: 30_000 }).catch(() => undefined);
    await tab.waitForTimeout(1_000);
    const clock = await tab.evaluate(() => (window as unknown as { tapClock: PageClock }).tapClock);
    const tapMs = clock.tap ?? Number.NaN;
    const scrolledPx = await tab.evaluate(() => Math.round(window.scrollY));
    const openAfterHydration = await tab.getByRole('navigation', { name: commonText(lang, 'header.mobileNavLabel'), exact: true }).isVisible();
    return {
      firstPaintMs: clock.paint,
      hydratedMs: clock.hydrated,
      tapMs,
      panelAfterTapMs: clock.panelShown === null ? null : Math.max(0, clock.panelShown - tapMs),
      scrolledPx,
      openAfterHydration,
    };
  } finally {
    await context.close();
  }
}

/** Every page asked for, `runs` times each, in a fresh context each time (nothing cached). */
export async function measureTaps(
  origin: string,
  pages: { template: Template; lang: Lang; page: string }[],
  runs: number,
  progress: (line: string) => void,
): Promise<TapResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const results: TapResult[] = [];
    for (const [index, { template, lang, page }] of pages.entries()) {
      const result: TapResult = { template, lang, page, runs: [] };
      for (let n = 1; n <= runs; n++) {
        progress(`${index + 1}/${pages.length} ${template} ${page}: early tap ${n}/${runs}`);
        result.runs.push(await tapRun(browser, origin, lang, page));
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number | null => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const secondsCell = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

/**
 * One row per page: medians of first paint, hydration and the tap's moment; the panel's delay after the tap
 * (worst run, ✗ past 100 ms or never); the largest scroll; in how many runs the panel was still open after hydration.
 */
export function tapsTable(results: readonly TapResult[]): string {
  const rows = results.map(({ template, lang, page, runs }) => {
    const delays = runs.map((run) => run.panelAfterTapMs);
    const worst = delays.includes(null) ? null : Math.max(...(delays as number[]));
    const panel = worst === null ? `never${MISS}` : `${Math.round(worst)} ms${worst > 100 ? MISS : ''}`;
    const scrolled = Math.max(...runs.map((run) => run.scrolledPx));
    const kept = runs.filter((run) => run.openAfterHydration).length;
    return [
      template,
      lang,
      page,
      secondsCell(median(runs.map((run) => run.firstPaintMs ?? Number.NaN))),
      secondsCell(median(runs.map((run) => run.hydratedMs ?? Number.NaN))),
      secondsCell(median(runs.map((run) => run.tapMs))),
      panel,
      `${scrolled} px${scrolled > 0 ? MISS : ''}`,
      `${kept}/${runs.length}${kept < runs.length ? MISS : ''}`,
    ];
  });
  return markdownTable(['Template', 'Lang', 'Page', 'First paint', 'Hydrated', 'Tap at', 'Panel after tap (worst)', 'Scrolled (max)', 'Open after hydration'], rows, [3, 4, 5, 6, 7]);
}
