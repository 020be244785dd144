import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { describeSettings, runFromLhr, type LighthouseRun } from './summary';

/**
 * Debian's Chromium headless as root (no sandbox, no GPU), and nothing it would fetch or sync by itself, so a run
 * stays offline and runs compare; chrome-launcher adds a fresh --user-data-dir.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium unless overridden, by the variable the Playwright config reads or by Lighthouse's own. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLAYWRIGHT_CHROMIUM_PATH ?? env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function chromiumVersion(): string {
  return execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

export type Cookie = { name: string; value: string };

/** A new Chromium with an empty profile for each use, holding `cookie` for the site's origin when given. */
export async function withChromium<T>(origin: string, cookie: Cookie | null, work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
    handleSIGINT: false,
  });
  try {
    if (cookie) {
      // In the browser's cookie jar, where the page's script reads it (a Cookie request header would only reach
      // the server). Lighthouse resets the origin's storage before loading but leaves cookies alone.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        await browser.setCookie({ ...cookie, domain: new URL(origin).hostname, path: '/' });
      } finally {
        await browser.disconnect();
      }
    }
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run with its default config (mobile emulation, simulated throttling). */
export async function runLighthouse(url: string, cookie: Cookie | null): Promise<{ run: LighthouseRun; settings: string }> {
  const { origin } = new URL(url);
  // Through Node's ESM loader: tsx's require hook would recompile the package with esbuild's keepNames, and the
  // `__name` calls that adds break the functions Lighthouse sends into the page.
  const { default: lighthouse } = await import('lighthouse');
  return withChromium(origin, cookie, async (port) => {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { run: runFromLhr(result.lhr), settings: describeSettings(result.lhr) };
  });
}

/** Whether an element matching `selector` shows on `url` once the page settled, with and without `cookie`. */
export async function shownWithAndWithout(url: string, selector: string, cookie: Cookie): Promise<{ without: boolean; with: boolean }> {
  const { origin } = new URL(url);
  const shown = (withCookie: boolean) =>
    withChromium(origin, withCookie ? cookie : null, async (port) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
      try {
        const page = await browser.newPage();
        await page.goto(url, { waitUntil: 'networkidle0' });
        // The banner is in every built page, shown or hidden by its inline script before the first paint, and React
        // keeps what that script decided (docs/decisions/0033-cookie-banner-in-the-built-page.md): what counts is
        // whether it is visible, once the page's scripts have had a moment beyond network idle.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return page.$eval(selector, (element) => element.checkVisibility()).catch(() => false);
      } finally {
        await browser.disconnect();
      }
    });
  return { without: await shown(false), with: await shown(true) };
}
