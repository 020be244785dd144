import type { Page } from '@playwright/test';
import { expect, holdScripts, hydrated, test, translation } from './fixtures';

/**
 * An island that replaces the built markup it stands in for keeps the keyboard focus on the same control: the press
 * carousel's script replaces the built list of press cards, and a "read the article" link focused in that list
 * stays focused in the carousel, instead of the focus falling to the page's body; the video's and the calculator's
 * stand-in links hand theirs to the play button and the calculator's first control
 * (src/page-pipeline/react/useFocusKept.ts, docs/decisions/0044-barriers-of-the-accessibility-walk.md).
 */

const LANG = 'es';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/**
 * Where the island's control differs from its stand-in's in kind or text, both carry one focusAs mark
 * (src/page-pipeline/react/useFocusKept.ts): a focus on the stand-in's link lands on that control.
 */
test('a focus on the video\'s stand-in link moves to the play button that replaces it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`/${LANG}/blog/nuestras-guias-en-todos-los-formatos`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const play = translation(LANG, 'blog', 'post.video.play');
  const link = page.getByRole('link', { name: new RegExp(`^${escaped(play)}:`) }).first();
  const title = (await link.textContent())!.trim().slice(play.length + 1).trim();
  await link.focus();
  await expect(link).toBeFocused();

  release();
  await hydrated(page);
  // The button's name is the same, its title in a visually hidden span.
  await expect(page.getByRole('button', { name: new RegExp(`^${escaped(play)}\\s*:\\s*${escaped(title)}$`) })).toBeFocused();
});

test('a focus on the calculator\'s stand-in link moves to the calculator\'s first control', async ({ page }) => {
  const mortgages = (key: string) => translation(LANG, 'mortgages', key);
  const release = await holdScripts(page);
  await page.goto(`/${LANG}/mortgages`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const link = page.getByRole('link', { name: mortgages('calculator.fallback.link') });
  await link.focus();
  await expect(link).toBeFocused();

  release();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: mortgages('calculator.form.modes.price'), checked: true })).toBeFocused();
});
