import type { Page } from '@playwright/test';
import { expect, holdScripts, hydrated, test, translation } from './fixtures';

/**
 * An island that replaces the built markup it stands in for keeps the keyboard focus on the same control: the press
 * carousel's script replaces the built list of press cards, and a "read the article" link focused in that list
 * stays focused in the carousel, instead of the focus falling to the page's body
 * (src/page-pipeline/react/useFocusKept.ts, docs/decisions/0044-barriers-of-the-accessibility-walk.md).
 */

const LANG = 'es';
const home = (key: string, values?: Record<string, string>) => translation(LANG, 'home', key, values);

/** The focused element as a visitor tells it apart: its kind, where it leads and its text. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return { tag: focused?.localName, href: focused?.getAttribute('href'), text: focused?.textContent?.trim().slice(0, 100) };
  });

test.use({ viewport: { width: 1280, height: 800 } });

test('a press link focused before the carousel arrives is still focused once the carousel has replaced the list', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`/${LANG}`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const press = page.getByRole('region', { name: home('press.title') }).first();
  const link = press.getByRole('link', { name: new RegExp(`^${home('press.readMore')}`) }).nth(1);
  await link.focus();
  await expect(link).toBeFocused();
  const before = await focusedElement(page);
  expect(before.tag).toBe('a');

  release();
  await hydrated(page);
  // react-slick has replaced the built list once the carousel, a region of the same name, is inside the section.
  await expect(press.getByRole('region', { name: home('press.title') })).toBeVisible();
  expect(await focusedElement(page)).toEqual(before);
  // The focus did not restart from the top: the next Tab goes on to the next press link.
  await page.keyboard.press('Tab');
  const next = await focusedElement(page);
  expect(next.text).toMatch(new RegExp(`^${home('press.readMore')}`));
  expect(next.href).not.toBe(before.href);
});
