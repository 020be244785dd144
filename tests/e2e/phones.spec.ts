import { readdirSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { SERVICE_PAGES } from '../../src/lib/routes';
import { expect, LANGS, test } from './fixtures';
import { scrollThrough, watchRequests } from './lazy-loading';

/**
 * A phone zooms the whole page out when anything sticks out sideways, even an invisible 1 px box, and it does so
 * at load, before lazy parts (carousels, images) arrive. So every template is opened in real mobile emulation
 * (touch, DPR 3, the meta viewport honoured) and checked at load, then again once every lazy part has come in;
 * the same pass finds text that spills out of its own box.
 */

/** The first exported blog post of a language, as the build wrote it. */
function firstPost(lang: string): string {
  const dir = path.resolve(__dirname, '../../out', lang, 'blog');
  return `blog/${readdirSync(dir).find((file) => file.endsWith('.html'))!.replace(/\.html$/, '')}`;
}

/**
 * One page of every template, in two groups of about the same weight, each a test of its own so that they run side
 * by side: the home, the service pages and about; careers, contact, the blog, the duty pages, a post and the 404 page.
 */
const TEMPLATE_GROUPS: Record<string, (lang: string) => string[]> = {
  'the home, service and about pages': () => ['', ...SERVICE_PAGES, 'about-us'],
  'the contact, blog, duty and 404 pages': (lang) => ['careers', 'contact', 'blog', 'complaints', 'whistleblowing', 'accessibility', firstPost(lang), 'no-such-page'],
};

const templateUrls = (lang: string, routes: string[]) => routes.map((route) => `/${lang}${route ? `/${route}` : ''}`);

type Fit = { scale: number; scrollWidth: number; offenders: string[]; spills: string[] };

/** The page's zoom and width, with the elements sticking out past the right edge when it is too wide. */
function measureFit(page: Page, width: number): Promise<Fit> {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    // Clipped parts of carousels also reach past the edge: the list only helps read a failure.
    const offenders = [...document.querySelectorAll('body *')]
      .filter((element) => scrollWidth > width && element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
    // Text wider than its own box ("+200 000" in a figure box, a long word in a card) spills out of it. Only
    // boxes holding text themselves count: a row whose gutters reach into the page margin is by design.
    const holdsText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    const spills = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.display !== 'inline' &&
          style.overflowX === 'visible' &&
          holdsText(element) &&
          element.clientWidth > 0 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}" ${element.scrollWidth}>${element.clientWidth}`);
    return { scale: window.visualViewport!.scale, scrollWidth, offenders, spills };
  }, width);
}

async function expectFits(page: Page, width: number, when: string) {
  const fit = await measureFit(page, width);
  expect(fit, `${page.url()} ${when} at ${width} px`).toEqual({ scale: 1, scrollWidth: width, offenders: [], spills: [] });
}

async function checkTemplates(page: Page, urls: string[], width: number, allowConsoleErrors: (pattern: RegExp) => void) {
  // The 404 page reports its own status.
  allowConsoleErrors(/status of 404/);
  const requestsDone = watchRequests(page);
  for (const url of urls) {
    await page.goto(url);
    await expectFits(page, width, 'at load');
    await scrollThrough(page, requestsDone);
    await expectFits(page, width, 'after scrolling through');
  }
}

// A phone's user agent, touch and meta-viewport handling (the project already runs Chromium).
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];

// Both languages at the two narrowest widths; at 390 px (and 640 below) one language each, to keep the suite's time.
const PHONE_RUNS: [number, string[]][] = [[320, ['es', 'pt']], [375, ['es', 'pt']], [390, ['pt']]];

for (const [width, langs] of PHONE_RUNS) {
  test.describe(`a phone ${width} px wide`, () => {
    test.use({ ...phone, viewport: { width, height: 740 }, screen: { width, height: 740 }, deviceScaleFactor: 3 });

    for (const lang of langs) {
      for (const [group, routes] of Object.entries(TEMPLATE_GROUPS)) {
        test(`opens ${group} in ${lang} at 100% with nothing sticking out sideways`, async ({ page, allowConsoleErrors }) => {
          test.setTimeout(120_000);
          await checkTemplates(page, templateUrls(lang, routes(lang)), width, allowConsoleErrors);
        });
      }
    }
  });
}

test.describe('a desktop window 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The home page's narrowest boxes at this width: five planning steps a row, four figures a row.
  for (const lang of LANGS) {
    test(`keeps every text of the ${lang} home page inside its box`, async ({ page }) => {
      test.setTimeout(90_000);
      const requestsDone = watchRequests(page);
      await page.goto(`/${lang}`);
      await scrollThrough(page, requestsDone);
      await expectFits(page, 1280, 'after scrolling through');
    });
  }
});

test.describe('a desktop browser at 200% zoom (640 px of CSS width)', () => {
  test.use({ viewport: { width: 640, height: 400 } });

  for (const lang of ['es']) {
    for (const [group, routes] of Object.entries(TEMPLATE_GROUPS)) {
      test(`shows ${group} in ${lang} with nothing sticking out sideways`, async ({ page, allowConsoleErrors }) => {
        test.setTimeout(120_000);
        await checkTemplates(page, templateUrls(lang, routes(lang)), 640, allowConsoleErrors);
      });
    }
  }
});
