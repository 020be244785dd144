import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { attachOnFailure, watchRequests } from './requests-in-flight';

type ConsoleWatch = { errors: string[]; allowed: RegExp[] };

type Fixtures = {
  /** The visitor's cookie decision when the test starts; 'rejected' keeps the banner out of the way. */
  consent: 'undecided' | 'accepted' | 'rejected';
  /** Declares console errors a test expects (e.g. the 404 status of a not-found page). */
  allowConsoleErrors: (pattern: RegExp) => void;
  consoleWatch: ConsoleWatch;
};

/**
 * Waits until a page of the site has run its scripts: they load after the page itself
 * (docs/decisions/0024-scripts-after-load.md) and mark `<html data-hydrated>` once all is hydrated. A document
 * without the loader (a feed, a PDF) has nothing to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  if ((await page.locator('script[data-after-load]').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Holds the page's scripts back until the returned function is called: a slow phone on a slow network. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the tasks the page has queued so far have run (a message posted now is delivered after them), e.g.
 * React's render of a state a timer set: for a test that drives the page's clock, where no timer can be waited on.
 */
export const queuedTasksRun = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));

/** Waits until the page has rendered `count` more frames (on the page's clock where a test drives it). */
export const framesRendered = (page: Page, count = 1) =>
  page.evaluate(
    (left) => new Promise<void>((resolve) => {
      const frame = () => (--left > 0 ? requestAnimationFrame(frame) : resolve());
      requestAnimationFrame(frame);
    }),
    count,
  );

/**
 * A finger swiping `distance` px to the left across the middle of `target`, as a phone's touch screen reports it
 * (the context needs `hasTouch`): the browser scrolls what is under the finger, snap points and all.
 */
export async function swipeLeft(page: Page, target: Locator, distance: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const [x, y] = [Math.round(box.x + box.width / 2 + distance / 2), Math.round(box.y + box.height / 2)];
  const cdp = await page.context().newCDPSession(page);
  // The browser's frames, counted in a world of the test's own: it runs with the page's JavaScript off, and its
  // requestAnimationFrame is the browser's even where the test drives the page's clock.
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'finger' });
  const nextFrame = () =>
    cdp.send('Runtime.evaluate', { expression: 'new Promise((resolve) => requestAnimationFrame(() => resolve()))', contextId: executionContextId, awaitPromise: true });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  // Ten moves a frame apart: a finger's pace, slow enough not to fling.
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - (distance * step) / 10, y }] });
    await nextFrame();
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Every test fails on console errors and uncaught page errors it did not declare. With JavaScript on, `page.goto`
 * and `page.reload` return once the page is hydrated, as a visitor finds it a moment after load; a test that means
 * to act before the script runs asks for `waitUntil: 'commit'`. A test that fails reports its requests that never
 * ended, failed or were cancelled.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const requestsReport = watchRequests(page.context());
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await hydrated(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await hydrated(page);
        return response;
      };
    }
    await use(page);
    await attachOnFailure(testInfo, requestsReport);
  },
  consent: ['rejected', { option: true }],
  consoleWatch: [
    async ({ page, context, consent, baseURL }, use) => {
      if (consent !== 'undecided') {
        await context.addCookies([{ name: 'cookie_consent', value: String(consent === 'accepted'), url: baseURL! }]);
      }
      const watch: ConsoleWatch = { errors: [], allowed: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') watch.errors.push(message.text());
      });
      page.on('pageerror', (error) => watch.errors.push(`pageerror: ${error.message}`));
      await use(watch);
      expect(watch.errors.filter((error) => !watch.allowed.some((pattern) => pattern.test(error)))).toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ consoleWatch }, use) => {
    await use((pattern) => consoleWatch.allowed.push(pattern));
  },
});

export { expect };

const localesDir = path.resolve(__dirname, '../../public/locales');

/** The translation files read so far in this worker, by language and namespace: each is read once. */
const namespaces = new Map<string, unknown>();

/** A translated string, read from the same files the site is built from. */
export function translation(lang: string, ns: string, key: string, values: Record<string, string> = {}): string {
  const file = path.join(localesDir, lang, `${ns}.json`);
  if (!namespaces.has(file)) namespaces.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const data = namespaces.get(file);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
  if (typeof value !== 'string') throw new Error(`No translation ${lang}/${ns}:${key}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

// The site's languages and their <html lang> tags, from the one place the code declares them.
export { LANGUAGES as LANGS, LANG_TAGS as HTML_LANG } from '../../src/lib/i18n/languages';
