import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, translation } from './fixtures';

const common = (lang: string, key: string) => translation(lang, 'common', key);

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the home page has one h1, in sight whichever hero slide shows', async ({ page }) => {
    await page.goto('/es');
    const h1 = page.getByRole('heading', { level: 1, includeHidden: true });
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect(h1).toHaveText(translation('es', 'home', 'welcome.title'));
    // The hero turns every 3 s: once the second slide shows, the h1 is still the one and still in sight.
    await expect(page.getByRole('button', { name: translation('es', 'home', 'carousel.goTo', { number: '2' }) })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 6000 },
    );
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
  });

  test("the language button's name starts with the language it shows (WCAG 2.5.3)", async ({ page }) => {
    for (const lang of ['es', 'pt']) {
      await page.goto(`/${lang}/careers`);
      const button = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${lang.toUpperCase()}\\b`) });
      await expect(button).toHaveText(new RegExp(`^\\s*${lang.toUpperCase()}`));
      await expect(button).toHaveAccessibleName(new RegExp(`^${lang.toUpperCase()} .*${translation(lang, 'common', 'header.languageLabel', { language: '' }).slice(0, 6)}`));
    }
  });

  test('the services dropdown moves with ArrowDown, ArrowUp, Home and End; Escape closes it', async ({ page }) => {
    await page.goto('/es/careers');
    const nav = page.getByRole('navigation', { name: common('es', 'header.navLabel') });
    const services = nav.getByRole('button', { name: common('es', 'header.menu.services') });
    const link = (page: string) => nav.getByRole('link', { name: new RegExp(`^${common('es', `services.${page}.label`)}`) });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(link('insurance')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link('financial-solutions')).toBeFocused();
    await page.keyboard.press('End');
    await expect(link('pension-plans')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link('insurance')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(link('pension-plans')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(link('insurance')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link('insurance')).toBeHidden();
    await expect(services).toBeFocused();
    // ArrowUp on the closed menu's button opens it at the last item.
    await page.keyboard.press('ArrowUp');
    await expect(link('pension-plans')).toBeFocused();
  });

  test('the navigation marks the page being shown', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: common('es', 'header.navLabel') });
    await page.goto('/es/mortgages');
    await expect(nav.getByRole('link', { name: new RegExp(`^${common('es', 'services.mortgages.label')}`), includeHidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await page.goto('/es/about-us');
    await expect(nav.getByRole('link', { name: common('es', 'header.menu.knowUs') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    const post = readdirSync(path.resolve(__dirname, '../../out/es/blog')).find((file) => file.endsWith('.html'))!.replace(/\.html$/, '');
    await page.goto(`/es/blog/${post}`);
    await expect(nav.getByRole('link', { name: common('es', 'header.menu.resources') })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the open menu marks the page being shown', async ({ page }) => {
    await page.goto('/pt/insurance');
    await page.getByRole('button', { name: common('pt', 'header.openMenu') }).click();
    const menu = page.getByRole('navigation', { name: common('pt', 'header.mobileNavLabel'), exact: true });
    await expect(menu.getByRole('link', { name: common('pt', 'services.insurance.label') })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
  });

  for (const target of ['/es/contact#offices', '/pt/financial-planning#workshops']) {
    test(`an anchor target is not hidden under the sticky header: ${target}`, async ({ page }) => {
      await page.goto(target);
      const id = target.split('#')[1];
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const header = document.querySelector('header')!.getBoundingClientRect();
            const section = document.getElementById(id)!.getBoundingClientRect();
            return Math.round(section.top - header.bottom);
          }, id),
        )
        .toBeGreaterThanOrEqual(0);
      await expect(page.locator(`#${id}`).getByRole('heading').first()).toBeInViewport();
    });
  }
});
