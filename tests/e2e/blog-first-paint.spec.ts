import type { Locator, Page } from '@playwright/test';
import { cardTitles, categoryScreenPage, featuredTitle, listExpectation } from './blog-list';
import { expect, holdScripts, test, translation } from './fixtures';

/**
 * The blog list's page links and category tabs, and a category's page links, are links to pre-rendered pages, so they
 * work from the first paint, which on a slow phone comes seconds before the page's scripts
 * (docs/decisions/0035-blog-list-pages-are-links.md, 0044-barriers-of-the-accessibility-walk.md).
 * A tap before, during or after hydration means the same: one navigation, to the page the link names.
 */

const t = (key: string, values: Record<string, string> = {}) => translation('en', 'blog', key, values);
const expected = listExpectation('en');
const CATEGORY = 'financial_education';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const DEVICES = [
  { name: '375 px phone', options: PHONE, press: (target: Locator) => target.tap() },
  { name: '1280 px desktop', options: { viewport: { width: 1280, height: 800 } }, press: (target: Locator) => target.click() },
];

/** When the visitor acts: with the page's scripts held back, right as they are let through, or once hydrated. */
const MOMENTS = ['before the scripts', 'as the scripts arrive', 'once hydrated'] as const;
type Moment = (typeof MOMENTS)[number];

/** Opens `path` as a visitor meets it at that moment. */
async function openAt(page: Page, moment: Moment, path: string): Promise<void> {
  if (moment === 'once hydrated') {
    await page.goto(path);
  } else {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    if (moment === 'as the scripts arrive') release();
  }
}

/** Opens /en/blog as a visitor meets it at that moment; returns the featured post's title. */
async function openList(page: Page, moment: Moment): Promise<string> {
  await openAt(page, moment, '/en/blog');
  return featuredTitle(page, t('featured.label'));
}

const pageLink = (page: Page, n: number) =>
  page.getByRole('navigation', { name: t('pagination.label') }).getByRole('link', { name: t('pagination.page', { page: String(n) }), exact: true });
const categoryTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: t('tabs.label') }).getByRole('link', { name, exact: true });
const historyLength = (page: Page) => page.evaluate(() => history.length);

async function expectListPage(page: Page, n: number, featured: string) {
  await expect(page).toHaveURL(new RegExp(`/en/blog/page/${n}#posts$`));
  await expect(cardTitles(page, t('recent.title'))).toHaveText(expected.titles(n, featured));
  const { from, to, total } = expected.range(n);
  await expect(page.getByText(t('pagination.results', { from: String(from), to: String(to), total: String(total) }))).toBeVisible();
  await expect(pageLink(page, n)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: t('recent.title') })).toBeInViewport();
}

/** Page n of the category: its posts, counter and current page link. */
async function expectCategoryPage(page: Page, n = 1) {
  // A page link lands on the list (#posts); the category tab on the page's top.
  await expect(page).toHaveURL(new RegExp(`/en/blog/category/${CATEGORY}${n === 1 ? '' : `/page/${n}`}(#posts)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`categories.${CATEGORY}.label`));
  const cards = categoryScreenPage('en', CATEGORY, n);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(cards.items.map((post) => post.title));
  await expect(page.getByText(t('pagination.results', { from: String(cards.from), to: String(cards.to), total: String(cards.totalItems) }))).toBeVisible();
  await expect(pageLink(page, n)).toHaveAttribute('aria-current', 'page');
}

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.options);

    for (const moment of MOMENTS) {
      test(`page 2, pressed ${moment}, shows page 2 once, and Back returns to page 1`, async ({ page }) => {
        const featured = await openList(page, moment);
        const entries = await historyLength(page);
        await device.press(pageLink(page, 2));
        await expectListPage(page, 2, featured);
        expect(await historyLength(page), 'one navigation, not two').toBe(entries + 1);
        await page.goBack();
        await expect(page).toHaveURL(/\/en\/blog$/);
        await expect(cardTitles(page, t('recent.title'))).toHaveText(expected.titles(1, featured));
      });

      test(`a category tab, pressed ${moment}, shows that category's page once`, async ({ page }) => {
        await openList(page, moment);
        const entries = await historyLength(page);
        await device.press(categoryTab(page, t(`categories.${CATEGORY}.label`)));
        await expectCategoryPage(page);
        expect(await historyLength(page), 'one navigation, not two').toBe(entries + 1);
      });

      test(`a category's page 2, pressed ${moment}, shows its page 2 once, and Back returns to page 1`, async ({ page }) => {
        expect(categoryScreenPage('en', CATEGORY, 1).totalPages, 'the category has a page 2').toBeGreaterThan(1);
        await openAt(page, moment, `/en/blog/category/${CATEGORY}`);
        const entries = await historyLength(page);
        await device.press(pageLink(page, 2));
        await expectCategoryPage(page, 2);
        expect(await historyLength(page), 'one navigation, not two').toBe(entries + 1);
        await page.goBack();
        await expectCategoryPage(page, 1);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page links and the category tabs work, and page 2 links on to page 3 and back', async ({ page }) => {
    await page.goto('/en/blog');
    const featured = await featuredTitle(page, t('featured.label'));
    await pageLink(page, 2).click();
    await expectListPage(page, 2, featured);
    await page.getByRole('link', { name: t('pagination.next') }).click();
    await expectListPage(page, 3, featured);
    await page.getByRole('link', { name: t('pagination.previous') }).click();
    await expectListPage(page, 2, featured);
    await categoryTab(page, t(`categories.${CATEGORY}.label`)).click();
    await expectCategoryPage(page);
    // The category's own pages: links too, no "show more" that needs the script.
    await pageLink(page, 2).click();
    await expectCategoryPage(page, 2);
    await page.getByRole('link', { name: t('pagination.previous') }).click();
    await expectCategoryPage(page, 1);
  });
});

test('after a page link, the next Tab continues in the list, not at the top of the page', async ({ page }) => {
  await page.goto('/en/blog');
  await pageLink(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/blog\/page\/2#posts$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('tabs.previous') })).toBeFocused();
});
