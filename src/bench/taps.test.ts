import { describe, expect, it } from 'vitest';
import type { CdpPipe, EventListener } from './cdp-pipe';
import { frameSource, longestWithin, scriptName, summarizeTaps, TAP_MOMENTS, tapBrowserFlags, tapRun, tapsByMomentTable, tapsTable, tapsTwinTable, twinWindowAfterLoad, type LongFrame, type TapMoment, type TapRun } from './taps';
import type { PageSend } from './page-session';
import { devtoolsToucher } from './touch';

const run = (overrides: Partial<TapRun>): TapRun => ({
  moment: 'paint',
  firstPaintMs: 500,
  loadMs: 900,
  hydratedMs: 2_000,
  tapMs: 600,
  panelAfterTapMs: 20,
  dispatchAfterTapMs: 5,
  scrolledPx: 0,
  openAfterHydration: true,
  longestTask: null,
  longestFrame: null,
  ...overrides,
});

/** One load per moment, each with the panel's delay given for it (20 ms otherwise). */
const loads = (delays: Partial<Record<string, number | null>> = {}, extra: Partial<TapRun> = {}): TapRun[] =>
  TAP_MOMENTS.map((moment: TapMoment) => run({ moment, panelAfterTapMs: delays[String(moment)] === undefined ? 20 : delays[String(moment)]!, ...extra }));

const frame = (durationMs: number, scripts: LongFrame['scripts'] = []): LongFrame => ({ startMs: 1_000, durationMs, blockingMs: durationMs - 50, scripts });

const cells = (row: string) => row.split('|').slice(1, -1).map((cell) => cell.trim());

describe('tapsTable', () => {
  it('shows each moment\'s touch-to-frame time, the worst, the longest task and frame with its script', () => {
    const runs = loads({ load: 64, 750: 48 });
    runs[3] = { ...runs[3], longestTask: { startMs: 1_200, durationMs: 45 }, longestFrame: frame(48, [{ sourceURL: 'http://127.0.0.1:4220/_next/static/chunks/framework-0a1b2c3d4e5f6071.js', invoker: 'MessagePort.onmessage', durationMs: 40 }]) };
    runs[5] = { ...runs[5], longestTask: { startMs: 1_900, durationMs: 30 } };
    const table = tapsTable([{ name: 'post', template: 'post', lang: 'es', page: '/es/blog/a', runs }]);
    const [header, , row] = table.split('\n');
    expect(cells(header)).toEqual(['Page', 'Lang', 'Path', 'paint', 'load', '+250', '+500', '+750', '+1000', '+1500', 'Worst tap', 'Worst wait to reach the page', 'Longest task', 'Longest frame', 'Frame mostly', 'After']);
    expect(cells(row)).toEqual(['post', 'es', '/es/blog/a', '20', '64', '20', '20', '48', '20', '20', '64', '5', '45', '48', 'framework (MessagePort.onmessage, 40 ms)', 'ok']);
  });

  it('flags a tap past 100 ms or never shown, a task or frame past 50 ms, a scroll and a panel hydration closed', () => {
    const home = loads({ paint: null, 500: 245 });
    home[1] = { ...home[1], scrolledPx: 3_338, openAfterHydration: false, longestTask: { startMs: 1_500, durationMs: 180 }, longestFrame: frame(190) };
    const table = tapsTable([{ name: 'home', template: 'home', lang: 'pt', page: '/pt', runs: home }]);
    const row = cells(table.split('\n')[2]);
    expect(row[3]).toBe('never ✗');
    expect(row[6]).toBe('245 ✗');
    expect(row[10]).toBe('never ✗');
    expect(row[12]).toBe('180 ✗');
    expect(row[13]).toBe('190 ✗');
    expect(row[14]).toBe('style, layout, paint');
    expect(row[15]).toBe('scrolled 3338 px, closed by hydration in 1/7 ✗');
  });

  it('takes the worst of several runs at one moment and leaves a moment not measured blank', () => {
    const table = tapsTable([{ name: 'blog', template: 'blog', lang: 'es', page: '/es/blog', runs: [run({ moment: 'load', panelAfterTapMs: 30, dispatchAfterTapMs: 12 }), run({ moment: 'load', panelAfterTapMs: 90, dispatchAfterTapMs: 4 })] }]);
    const row = cells(table.split('\n')[2]);
    expect(row.slice(3, 11)).toEqual(['–', '90', '–', '–', '–', '–', '–', '90']);
    expect(row[11]).toBe('12');
    expect(row.slice(12, 15)).toEqual(['–', '–', '–']);
  });
});

describe('tapsByMomentTable', () => {
  it('counts per moment the taps within 100 ms from the touch and from the page\'s pointerdown, on pages and twins', () => {
    // At paint, DevTools held the page's touch 400 ms and the twin's 30 ms; the page then showed the panel in 60 ms.
    const runs = loads({ paint: 460 }).map((load) => (load.moment === 'paint' ? { ...load, dispatchAfterTapMs: 400 } : load));
    const twinRuns = loads({ paint: 90, load: 140 }).map((load) => ({ ...load, dispatchAfterTapMs: 30 }));
    const table = tapsByMomentTable([{ name: 'home', template: 'home', lang: 'es', page: '/es', runs, twinRuns }]);
    const rows = table.split('\n').slice(2).map(cells);
    expect(rows[0]).toEqual(['paint', '0/1', '1/1', '1/1', '1/1']);
    expect(rows[1]).toEqual(['load', '1/1', '0/1', '1/1', '0/1']);
    expect(rows.map((row) => row[0])).toEqual(['paint', 'load', '+250', '+500', '+750', '+1000', '+1500']);
  });
});

describe('tapsTwinTable', () => {
  it('puts each page beside its twin: taps within 100 ms, the worst tap and the longest task of each', () => {
    const page = loads({ paint: 180, load: 120 }, { longestTask: { startMs: 700, durationMs: 140 } });
    const twin = loads({ paint: 170 }, { longestTask: { startMs: 700, durationMs: 130 } });
    const table = tapsTwinTable([{ name: 'home', template: 'home', lang: 'es', page: '/es', runs: page, twinRuns: twin }]);
    expect(cells(table.split('\n')[2])).toEqual(['home', 'es', '5/7', '6/7', '180 ✗', '170 ✗', '140 ✗', '130 ✗']);
  });

  it('leaves out a page measured without its twin', () => {
    const table = tapsTwinTable([{ name: 'home', template: 'home', lang: 'es', page: '/es', runs: loads() }]);
    expect(table.split('\n')).toHaveLength(2);
  });
});

describe('twinWindowAfterLoad', () => {
  it("is the page's time from load to hydration, plus the second after it", () => {
    expect(twinWindowAfterLoad({ loadMs: 900, hydratedMs: 2_100 })).toBe(2_200);
  });

  it('falls back to a fixed window when the page never hydrated', () => {
    expect(twinWindowAfterLoad({ loadMs: 900, hydratedMs: null })).toBe(3_000);
  });
});

describe('summarizeTaps', () => {
  it('keeps the longest task and frame of all loads, not the last', () => {
    const runs = [run({ longestTask: { startMs: 1, durationMs: 120 }, longestFrame: frame(130) }), run({ longestTask: { startMs: 2, durationMs: 60 }, longestFrame: frame(70) })];
    const summary = summarizeTaps(runs);
    expect(summary.longestTask?.durationMs).toBe(120);
    expect(summary.longestFrame?.durationMs).toBe(130);
    expect(summary.worstTap).toBe(20);
  });
});

describe('longestWithin', () => {
  it('only counts what started between the first paint and hydration + 1 s', () => {
    const clock = {
      tasks: [{ startMs: 100, durationMs: 300 }, { startMs: 900, durationMs: 80 }, { startMs: 3_500, durationMs: 200 }],
      frames: [frame(400), { ...frame(90), startMs: 950 }].map((each, index) => ({ ...each, startMs: index ? each.startMs : 50 })),
    };
    const { longestTask, longestFrame } = longestWithin(clock, 500, 3_000);
    expect(longestTask).toEqual({ startMs: 900, durationMs: 80 });
    expect(longestFrame?.durationMs).toBe(90);
  });
});

describe('scriptName and frameSource', () => {
  it('names a chunk without its hash and the page for inline or unnamed scripts', () => {
    expect(scriptName('http://127.0.0.1:1/_next/static/chunks/pages/%5Blocale%5D/contact-9f8e7d6c5b4a3921.js')).toBe('pages/%5Blocale%5D/contact');
    expect(scriptName('http://127.0.0.1:1/_next/static/chunks/4821-0123456789abcdef.js')).toBe('4821');
    expect(scriptName('http://127.0.0.1:1/first-paint/0a1b2c3d4e5f.js')).toBe('first-paint/0a1b2c3d4e5f');
    expect(scriptName('http://127.0.0.1:1/es/contact')).toBe('(page)');
    expect(scriptName('')).toBe('(page)');
  });

  it('names the frame\'s longest script, or rendering when scripts took little of it', () => {
    const scripts = [
      { sourceURL: 'http://h/_next/static/chunks/main-aaaaaaaaaaaaaaaa.js', invoker: 'http://h/_next/static/chunks/main-aaaaaaaaaaaaaaaa.js', durationMs: 30 },
      { sourceURL: 'http://h/_next/static/chunks/framework-bbbbbbbbbbbbbbbb.js', invoker: 'MessagePort.onmessage', durationMs: 70 },
    ];
    expect(frameSource(frame(120, scripts))).toBe('framework (MessagePort.onmessage, 70 ms)');
    expect(frameSource(frame(120, [{ ...scripts[0], durationMs: 10 }]))).toBe('style, layout, paint');
    expect(frameSource(frame(120, [scripts[0]]))).toBe('main (evaluate, 30 ms)');
  });
});

/**
 * A browser that answers tapRun's commands and logs them, with the page's clock as `window.tapClock` holds it.
 * Navigating reports a `load` of the page before (another loader) at once and the page's own paint and load a
 * task later, logged as `event: …` among the commands.
 */
function fakeBrowser(clock: object) {
  const log: string[] = [];
  const listeners = new Map<string, Set<EventListener<never>>>();
  const emit = (method: string, params: object, sessionId: string) => {
    log.push(`event: ${method} ${JSON.stringify(params)}`);
    for (const listener of listeners.get(method) ?? []) listener(params as never, sessionId);
  };
  const answers: Record<string, (params: Record<string, unknown>) => unknown> = {
    'Target.createBrowserContext': () => ({ browserContextId: 'C1' }),
    // As headless Chromium started without a window: a new tab needs a window, a new context gets one.
    'Target.createTarget': (params) => {
      if (params.newWindow === false) throw new Error('Target.createTarget: Failed to open new tab - no browser is open');
      return { targetId: 'T1' };
    },
    'Target.attachToTarget': () => ({ sessionId: 'S1' }),
    'Page.navigate': () => {
      emit('Page.lifecycleEvent', { name: 'load', loaderId: 'BLANK' }, 'S1');
      setTimeout(() => ['firstContentfulPaint', 'load'].forEach((name) => emit('Page.lifecycleEvent', { name, loaderId: 'L1' }, 'S1')));
      return { frameId: 'T1', loaderId: 'L1' };
    },
    'Runtime.evaluate': ({ expression }) => ({
      result: { value: expression === 'window.tapClock' ? clock : String(expression).includes('scrollY') ? 0 : true },
    }),
  };
  const cdp: CdpPipe = {
    send: async <R,>(method: string, params: object = {}, sessionId?: string) => {
      log.push(`${sessionId ?? 'browser'} ${method}`);
      return (answers[method]?.(params as Record<string, unknown>) ?? {}) as R;
    },
    on: <P,>(method: string, listener: EventListener<P>) => {
      const set = listeners.get(method) ?? new Set();
      listeners.set(method, set.add(listener as EventListener<never>));
      return () => void set.delete(listener as EventListener<never>);
    },
    close: async () => undefined,
  };
  return { cdp, log };
}

describe('tapBrowserFlags', () => {
  it('turns the toucher\'s features off in the one --disable-features switch Chromium reads', () => {
    const flags = tapBrowserFlags({ ...devtoolsToucher, disabledFeatures: ['PreloadTopChromeWebUI'] });
    expect(flags.filter((flag) => flag.startsWith('--disable-features'))).toEqual(['--disable-features=PaintHolding,PreloadTopChromeWebUI']);
    expect(flags).toContain('--headless');
  });
});

describe('tapRun', () => {
  const clock = { paint: 500, load: 900, hydrated: 2_000, tap: 950, tapDispatched: 990, panelShown: 1_010, frames: [], tasks: [{ startMs: 1_500, durationMs: 80 }] };

  it('never enables the Runtime or Debugger domain: reads the page by Runtime.evaluate alone, in a browser context disposed after', async () => {
    const { cdp, log } = fakeBrowser(clock);
    const run = await tapRun(cdp, 'http://127.0.0.1:1', 'es', '/es', { x: 340, y: 30 }, 'paint', { toucher: devtoolsToucher });
    expect(log.filter((line) => /Runtime\.enable|Debugger\.enable/.test(line))).toEqual([]);
    expect(log).toContain('S1 Runtime.evaluate');
    expect(log.at(-1)).toBe('browser Target.disposeBrowserContext');
    expect(run).toMatchObject({ moment: 'paint', tapMs: 950, panelAfterTapMs: 60, dispatchAfterTapMs: 40, hydratedMs: 2_000, openAfterHydration: true, longestTask: { durationMs: 80 } });
  });

  it('watches a twin, which never hydrates, until the given time after its load, and counts only what started by then', async () => {
    const twinClock = { ...clock, hydrated: null, tasks: [{ startMs: 1_500, durationMs: 80 }, { startMs: 2_500, durationMs: 300 }] };
    const { cdp, log } = fakeBrowser(twinClock);
    const run = await tapRun(cdp, 'http://127.0.0.1:1', 'es', '/__floor/es', { x: 340, y: 30 }, 'paint', { afterLoadMs: 1_000, toucher: devtoolsToucher });
    expect(log.filter((line) => line === 'S1 Runtime.evaluate').length).toBeGreaterThan(1);
    expect(run).toMatchObject({ hydratedMs: null, longestTask: { startMs: 1_500, durationMs: 80 } });
  });

  it('lands the touch by the toucher given, with the window placed before the phone is emulated; a touch off the button, not a touch or never seen fails the run', async () => {
    const landedOn = (tapAt: object) => ({ ...clock, tapAt });
    const toucher = {
      ...devtoolsToucher,
      name: 'screen' as const,
      ready: async (cdp: CdpPipe) => void (await cdp.send('Browser.setWindowBounds')),
      touch: async (send: PageSend) => void (await send('Fake.touch')),
    };
    const { cdp, log } = fakeBrowser(landedOn({ x: 340.5, y: 31, type: 'touch' }));
    await tapRun(cdp, 'http://127.0.0.1:1', 'es', '/es', { x: 340, y: 30 }, 'load', { toucher });
    expect(log).toContain('S1 Fake.touch');
    expect(log).not.toContain('S1 Input.dispatchTouchEvent');
    expect(log.indexOf('browser Browser.setWindowBounds')).toBeLessThan(log.indexOf('S1 Emulation.setDeviceMetricsOverride'));

    for (const tapAt of [{ x: 200, y: 30, type: 'touch' }, { x: 340, y: 30, type: 'mouse' }]) {
      const off = fakeBrowser(landedOn(tapAt));
      await expect(tapRun(off.cdp, 'http://127.0.0.1:1', 'es', '/es', { x: 340, y: 30 }, 'load', { toucher })).rejects.toThrow(/reached the page as a (touch at \(200, 30\)|mouse at \(340, 30\)); a touch on the menu button was meant/);
    }
    const lost = fakeBrowser({ ...clock, tap: null, tapDispatched: null, panelShown: null, tapAt: null });
    await expect(tapRun(lost.cdp, 'http://127.0.0.1:1', 'es', '/es', { x: 340, y: 30 }, 'load', { toucher })).rejects.toThrow('/es: the page never saw the screen touch');
  });

  it('touches at the navigation\'s own load, not at a load event of the page before it', async () => {
    const { cdp, log } = fakeBrowser(clock);
    await tapRun(cdp, 'http://127.0.0.1:1', 'es', '/es', { x: 340, y: 30 }, 'load', { toucher: devtoolsToucher });
    const ownLoad = log.indexOf('event: Page.lifecycleEvent {"name":"load","loaderId":"L1"}');
    expect(ownLoad).toBeGreaterThan(-1);
    expect(log.indexOf('S1 Input.dispatchTouchEvent')).toBeGreaterThan(ownLoad);
  });
});
