import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import type { CdpPipe } from './cdp-pipe';
import { until, withFreshPage, type PageSend } from './page-session';

export type Point = { x: number; y: number };

/**
 * How the bench's finger lands: the browser it needs, how a new page's window is made ready, and the touch itself.
 * `screen` (the default) is the finger the goal means; `devtools` needs nothing installed but waits (see below).
 */
export type Toucher = {
  name: TouchMode;
  /** Switches the browser is started with, beside the bench's own. */
  browserFlags: readonly string[];
  /** Chromium features turned off beside the bench's own. */
  disabledFeatures: readonly string[];
  /** The browser's environment. */
  browserEnv: NodeJS.ProcessEnv;
  /** After the page's target exists, before its phone emulation is set (which fits the window as it is then). */
  ready: (cdp: CdpPipe, targetId: string, send: PageSend) => Promise<void>;
  /** A touch down and up at `point` (CSS px of the page's viewport), sent at once, whatever the page is doing. */
  touch: (send: PageSend, point: Point) => Promise<void>;
  stop: () => Promise<void>;
};

export const TOUCH_MODES = ['screen', 'devtools'] as const;
export type TouchMode = (typeof TOUCH_MODES)[number];

/**
 * DevTools' `Input.dispatchTouchEvent`. It sends a touch to the renderer only after the renderer's next commit
 * (`InsertVisualStateCallback`, "make sure the compositor is up to date"), which a finger never waits for: hundreds
 * of ms while a document loads (docs/measurements/what-we-learned.md).
 */
export const devtoolsToucher: Toucher = {
  name: 'devtools',
  browserFlags: ['--headless'],
  disabledFeatures: [],
  browserEnv: process.env,
  ready: async () => undefined,
  touch: async (send, point) => {
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  },
  stop: async () => undefined,
};

const run = promisify(execFile);

/** Where each page's window is put on the virtual screen: the same place every time, so one calibration holds. */
const WINDOW_BOUNDS = { left: 0, top: 0, width: 500, height: 1_040 } as const;
const SCREEN_SIZE = '1280x1100x24';

export const MISSING_SCREEN_TOOLS =
  '--touch screen needs Xvfb and xdotool (Debian: apt-get install xvfb xdotool); --touch devtools touches through ' +
  'DevTools instead, whose touches wait for the renderer\'s next commit';

/**
 * A finger's touch as the operating system delivers it: a virtual X screen (Xvfb) holds a headed Chromium, xdotool
 * presses and releases the pointer through the X server, and DevTools' touch emulation
 * (`Emulation.setEmitTouchEventsForMouse`) turns that pointer into a touch in the browser process, which sends it to
 * the renderer at once, as it does a touch screen's. The page sees `pointerType` "touch" and the event's own time.
 * `offset` is where the page's viewport starts on the screen (below the window's tab strip), found by `calibrate`.
 */
export async function startScreenToucher(): Promise<Toucher & { calibrate: (cdp: CdpPipe, emulatePhone: (send: PageSend) => Promise<void>) => Promise<Point> }> {
  const xvfb = await startVirtualScreen();
  // A Wayland session's WAYLAND_DISPLAY would open the windows there, not on the virtual screen.
  const { WAYLAND_DISPLAY: _wayland, ...inherited } = process.env;
  const env = { ...inherited, DISPLAY: xvfb.display };
  let offset: Point | null = null;
  const press = async (screen: Point) => {
    await run('xdotool', ['mousemove', String(Math.round(screen.x)), String(Math.round(screen.y)), 'click', '1'], { env });
  };
  const ready = async (cdp: CdpPipe, targetId: string, send: PageSend) => {
    const { windowId } = await cdp.send<{ windowId: number }>('Browser.getWindowForTarget', { targetId });
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: WINDOW_BOUNDS });
    await send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  };
  return {
    name: 'screen',
    browserFlags: ['--ozone-platform=x11', `--window-position=${WINDOW_BOUNDS.left},${WINDOW_BOUNDS.top}`, `--window-size=${WINDOW_BOUNDS.width},${WINDOW_BOUNDS.height}`],
    // Each headed window preloads one of the browser's own WebUIs in a renderer of its own (PreloadTopChromeWebUI,
    // on by default): CPU the measured page would share, at every new window.
    disabledFeatures: ['PreloadTopChromeWebUI'],
    browserEnv: env,
    ready,
    touch: async (_send, point) => {
      if (!offset) throw new Error('The screen toucher touches only once calibrated');
      await press({ x: point.x + offset.x, y: point.y + offset.y });
    },
    /**
     * Touches a blank page of a window placed and emulated as every measured one is, at two places on the screen,
     * and reads where the page saw them: the viewport's offset on the screen, checked to be a shift alone.
     */
    calibrate: (cdp, emulatePhone) =>
      withFreshPage(cdp, async ({ targetId, send }) => {
        await ready(cdp, targetId, send);
        await emulatePhone(send);
        const page = '<meta name="viewport" content="width=device-width"><body style="margin:0;height:200vh"><script>window.touches=[];addEventListener("pointerdown",(e)=>touches.push({x:e.clientX,y:e.clientY,type:e.pointerType}),true)</script>';
        await send('Page.navigate', { url: `data:text/html,${encodeURIComponent(page)}` });
        const touches = async () =>
          (await send<{ result: { value?: { x: number; y: number; type: string }[] } }>('Runtime.evaluate', { expression: 'window.touches', returnByValue: true })).result.value;
        if (!(await until(async () => Array.isArray(await touches()), 5_000))) throw new Error('The calibration page never loaded');
        // The compositor learns of the page's pointerdown listener with the first commit after it was added; a touch
        // before that reaches the page as a tap (pointerover, mousedown, click) without a pointerdown.
        await send('Runtime.evaluate', { expression: 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', awaitPromise: true });
        const seen = [];
        for (const mark of CALIBRATION_MARKS) {
          // Should a press still be lost, press again until the page sees one, and take the last it saw.
          const before = (await touches())?.length ?? 0;
          for (let tries = 1; ; tries++) {
            await press(mark);
            if (await until(async () => ((await touches())?.length ?? 0) > before, 1_000)) break;
            if (tries === 5) throw new Error('The calibration page never saw the screen\'s touch');
          }
          seen.push((await touches())!.at(-1)!);
        }
        offset = viewportOffset(CALIBRATION_MARKS, seen);
        return offset;
      }),
    stop: xvfb.stop,
  };
}

/** Where the calibration touches the screen: two places, so that a scale shows as well as a shift. */
const CALIBRATION_MARKS: readonly Point[] = [{ x: 120, y: 300 }, { x: 260, y: 600 }];

/**
 * Where the page's viewport starts on the screen, from where the page saw touches made at `marks`: one shift for
 * all, or an error (a pointer that is not a touch, or a page scaled against the screen, would measure something else).
 */
export function viewportOffset(marks: readonly Point[], seen: readonly { x: number; y: number; type: string }[]): Point {
  const shifts = seen.map((touch, index) => ({ x: marks[index].x - touch.x, y: marks[index].y - touch.y }));
  if (seen.length !== marks.length || seen.some((touch) => touch.type !== 'touch') || shifts.some((shift) => shift.x !== shifts[0].x || shift.y !== shifts[0].y)) {
    throw new Error(`Screen touches did not land as touches shifted alike: ${JSON.stringify(seen)} for ${JSON.stringify(marks)}`);
  }
  return shifts[0];
}

/** Xvfb on a display it picks itself (`-displayfd`), ready once it names it; a clear error when it is not installed. */
async function startVirtualScreen(): Promise<{ display: string; stop: () => Promise<void> }> {
  await run('xdotool', ['--version']).catch(() => {
    throw new Error(MISSING_SCREEN_TOOLS);
  });
  const xvfb: ChildProcess = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', SCREEN_SIZE, '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.once('error', () => reject(new Error(MISSING_SCREEN_TOOLS)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)));
    xvfb.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
  });
  const exited = new Promise<void>((resolve) => xvfb.once('exit', () => resolve()));
  const kill = () => xvfb.kill('SIGTERM');
  process.once('exit', kill);
  return {
    display,
    stop: async () => {
      process.off('exit', kill);
      kill();
      await exited;
    },
  };
}
