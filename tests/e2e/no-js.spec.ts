import { listExpectation } from './blog-list';
import { expect, swipeLeft, test, translation } from './fixtures';

const common = (lang: string, key: string) => translation(lang, 'common', key);

// The pre-rendered pages as a browser shows them without JavaScript (or before it has run).
test.use({ javaScriptEnabled: false });

test('the footer shows no cookie settings button, which only the page\'s scripts could answer', async ({ page }) => {
  await page.goto('/es');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: common('es', 'footer.whistleblowingChannel') })).toBeVisible();
  await expect(footer.getByRole('button', { name: common('es', 'footer.cookieSettings') })).toBeHidden();
  await expect(page.getByText(common('es', 'footer.cookieSettings'), { exact: true })).toBeHidden();
});

test.describe('a desktop without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the services menu opens on a click and its links are followed', async ({ page }) => {
    await page.goto('/es/about-us');
    const nav = page.getByRole('navigation', { name: common('es', 'header.navLabel') });
    const mortgages = nav.getByRole('link', { name: new RegExp(`^${common('es', 'services.mortgages.label')}`) });
    await expect(mortgages).toBeHidden();
    await nav.getByRole('button', { name: common('es', 'header.menu.services') }).click();
    await expect(mortgages).toBeVisible();
    await mortgages.click();
    await expect(page).toHaveURL(/\/es\/mortgages$/);
  });

  test('the services menu opens to the keyboard and Tab walks its links', async ({ page }) => {
    await page.goto('/pt/careers');
    const nav = page.getByRole('navigation', { name: common('pt', 'header.navLabel') });
    const services = nav.getByRole('button', { name: common('pt', 'header.menu.services') });
    await services.focus();
    await page.keyboard.press('Enter');
    const insurance = nav.getByRole('link', { name: new RegExp(`^${common('pt', 'services.insurance.label')}`) });
    await expect(insurance).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(insurance).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pt\/insurance$/);
  });

  test('the search button opens the search box, whose query the search page receives', async ({ page }) => {
    await page.goto('/it/about-us');
    await page.getByRole('banner').getByRole('button', { name: common('it', 'header.search'), exact: true }).click();
    const box = page.getByRole('searchbox', { name: translation('it', 'search', 'dialog.label') });
    await expect(box).toBeFocused();
    await page.keyboard.type('mutuo casa');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it\/search\?q=mutuo\+casa$/);
  });
});

test.describe('a phone without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the menu in place, whose links are followed', async ({ page }) => {
    await page.goto('/es/contact');
    await page.getByRole('banner').getByRole('button', { name: common('es', 'header.openMenu') }).click();
    const menu = page.getByRole('navigation', { name: common('es', 'header.mobileNavLabel'), exact: true });
    const mortgages = menu.getByRole('link', { name: common('es', 'services.mortgages.label') });
    await expect(mortgages).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await mortgages.click();
    await expect(page).toHaveURL(/\/es\/mortgages$/);
  });

  test('the language list opens and leads to this page in that language', async ({ page }) => {
    await page.goto('/pt/insurance');
    await page.getByRole('banner').getByRole('button', { name: /^PT\b/ }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/insurance$/);
  });

  test("the blog list's page links and category tabs are followed", async ({ page }) => {
    const blog = (key: string, values: Record<string, string> = {}) => translation('pt', 'blog', key, values);
    await page.goto('/pt/blog');
    await page.getByRole('navigation', { name: blog('pagination.label') }).getByRole('link', { name: blog('pagination.page', { page: '2' }) }).click();
    await expect(page).toHaveURL(/\/pt\/blog\/page\/2#posts$/);
    await expect(page.getByRole('heading', { level: 2, name: blog('recent.title') })).toBeInViewport();
    const { from, to, total } = listExpectation('pt').range(2);
    await expect(page.getByText(blog('pagination.results', { from: String(from), to: String(to), total: String(total) }))).toBeVisible();
    const tabs = page.getByRole('navigation', { name: blog('tabs.label') });
    await tabs.getByRole('link', { name: blog('categories.nortia.label'), exact: true }).click();
    await expect(page).toHaveURL(/\/pt\/blog\/category\/nortia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog('categories.nortia.label'));
  });
});

test.describe('a touch phone without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const home = (key: string) => translation('it', 'home', key);

  test("a finger swipes the hero to its second slide, whose link is followed; the carousel's buttons are not shown", async ({ page }) => {
    await page.goto('/it');
    const hero = page.getByRole('region', { name: home('hero.label') });
    await expect(hero.getByRole('button')).toHaveCount(0);
    const second = hero.getByRole('heading', { level: 2, name: home('hero.slides.commission-free.header') });
    await expect(second).not.toBeInViewport();
    await swipeLeft(page, hero.getByRole('heading', { level: 2, name: home('hero.slides.advice.header') }), 250);
    await expect(second).toBeInViewport({ ratio: 1 });
    await hero.getByRole('link', { name: home('hero.slides.commission-free.buttonText') }).tap();
    await expect(page).toHaveURL(/\/it#contact$/);
  });
});
