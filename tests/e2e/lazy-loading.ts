import type { Page, Request } from '@playwright/test';
import { expect, framesRendered } from './fixtures';

/**
 * Starts following the page's requests; the function returned waits until none is in flight, and none again two
 * rendered frames later (a script that arrives renders parts that ask for more: images, the next script). This is
 * what `waitForLoadState('networkidle')` was asked for, without its fixed half-second of quiet after the last request.
 */
export function watchRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const urlsInFlight = () => [...inFlight].map((request) => request.url());
  return async () => {
    do {
      await expect.poll(urlsInFlight, { message: 'requests still in flight', timeout: 30_000 }).toEqual([]);
      await framesRendered(page, 2);
    } while (inFlight.size > 0);
  };
}

/**
 * Scrolls from the top to the bottom, most of a screen at a time as a reader does, two rendered frames a step: lazy
 * parts (islands, carousels, images) start when a frame finds them near the viewport, so a page scrolled past in one
 * frame never loads them. The steps run in the page, in one call. Then waits until what those frames asked for has
 * arrived and rendered.
 */
export async function scrollThrough(page: Page, requestsDone: () => Promise<void>): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo(0, 0);
    for (let step = 0; step < 60; step++) {
      window.scrollBy(0, window.innerHeight * 0.8);
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      await frame();
      await frame();
      if (atBottom) break;
    }
  });
  await requestsDone();
}
