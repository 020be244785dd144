import type { Page } from '@playwright/test';
import { expect, LANGS, test, translation } from './fixtures';

const home = (lang: string, key: string, values?: Record<string, string>) => translation(lang, 'home', key, values);
const HEADINGS_H2 = ['welcome.title', 'services.title', 'figures.title', 'planning.title', 'partners.title', 'press.title', 'blog.title', 'contact.title'];

/** No request may reach YouTube unless a test asks for it; the embed is answered locally. */
async function interceptYouTube(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' });
  });
  return requests;
}

test.describe('home page content', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of LANGS) {
    test(`${lang}: shows every section, figures, service buttons and the contact anchor`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home(lang, 'hero.slides.advice.header'));
      for (const key of HEADINGS_H2) {
        await expect(page.getByRole('heading', { level: 2, name: home(lang, key) }), key).toBeVisible();
      }

      // Welcome banner: one button per service page; pension plans only in Spanish.
      const services = page.getByRole('navigation', { name: home(lang, 'welcome.servicesLabel') });
      await expect(services.getByRole('link')).toHaveCount(lang === 'es' ? 6 : 5);
      await expect(services.locator('a[href$="/pension-plans"]')).toHaveCount(lang === 'es' ? 1 : 0);
      await expect(services.getByRole('link').first()).toHaveAttribute('href', `/${lang}/insurance`);

      // Figures: the advisor box is left out in Italian only.
      const figures = page.getByRole('region', { name: home(lang, 'figures.title') });
      await expect(figures.getByText(home(lang, 'figures.items.clients.label'))).toBeVisible();
      await expect(figures.getByText(home(lang, 'figures.items.advisors.label'))).toHaveCount(lang === 'it' ? 0 : 1);
      await expect(figures.getByRole('listitem')).toHaveCount(lang === 'it' ? 3 : 4);

      // Blog teaser: the three newest posts of this language, each linking to its post, and a way to the blog.
      const blog = page.getByRole('region', { name: home(lang, 'blog.title') });
      await expect(blog.getByRole('article')).toHaveCount(3);
      for (const href of await blog.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^/${lang}/blog/[a-z0-9-]+$`));
      }
      await expect(blog.getByText(home(lang, 'blog.empty'))).toHaveCount(0);
      await expect(blog.getByRole('link', { name: home(lang, 'blog.viewAll') })).toHaveAttribute('href', `/${lang}/blog`);

      // Contact section at #contact, reached from the welcome banner, with the office finder and the form.
      const contact = page.locator('#contact');
      await expect(contact.getByRole('heading', { name: home(lang, 'contact.title') })).toBeVisible();
      await expect(contact.getByRole('link', { name: home(lang, 'contact.offices') })).toHaveAttribute('href', `/${lang}/contact#offices`);
      await expect(contact.getByRole('button', { name: translation(lang, 'forms', 'contact-section.submit') })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: home(lang, 'welcome.requestContact'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
    });
  }

  test('figures are written the way each language writes numbers', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByText('200.000+', { exact: true })).toBeVisible();
    await page.goto('/en');
    await expect(page.getByText('200,000+', { exact: true })).toBeVisible();
  });

  test('press items open their article in a new tab and say so', async ({ page }) => {
    await page.goto('/en');
    const press = page.getByRole('region', { name: home('en', 'press.title') }).first();
    const links = press.getByRole('link', { name: /Read the article \(on .+, opens in a new tab\)/ });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\/example\.com\//);
    }
  });

  test('the convention video loads nothing from YouTube until the visitor presses play', async ({ page }) => {
    const requests = await interceptYouTube(page);
    await page.goto('/es');
    // The button's name is the visible action plus the video's title (visually hidden).
    const play = page.getByRole('button', { name: home('es', 'partners.convention.play') });
    await expect(play).toHaveAccessibleName(new RegExp(home('es', 'partners.convention.videoTitle')));
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('title', home('es', 'partners.convention.videoTitle'));
    await expect(player).toBeFocused();
    await expect.poll(() => requests.length).toBe(1);
  });
});

test.describe('hero carousel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pause, play, arrows and dots work by keyboard', async ({ page }) => {
    await page.goto('/en');
    const first = page.getByRole('heading', { level: 1, name: home('en', 'hero.slides.advice.header') });
    const second = page.getByRole('heading', { level: 2, name: home('en', 'hero.slides.commission-free.header') });

    const pause = page.getByRole('button', { name: home('en', 'carousel.pause') });
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: home('en', 'carousel.play') });
    await expect(play).toBeFocused();
    await expect(first).toBeVisible();

    await page.getByRole('button', { name: home('en', 'carousel.next') }).first().focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();

    await page.getByRole('button', { name: home('en', 'carousel.previous') }).first().focus();
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();

    await page.getByRole('button', { name: home('en', 'carousel.goTo', { number: '2' }) }).focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeVisible();

    // Paused: nothing moves on its own.
    await page.waitForTimeout(3800);
    await expect(second).toBeVisible();

    // Playing again: the carousel advances by itself within the 3 s autoplay interval.
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: home('en', 'carousel.pause') })).toBeFocused();
    await page.mouse.move(0, 0);
    await expect(first).toBeVisible({ timeout: 6000 });
  });
});

test.describe('hero carousel with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  test('does not autoplay and its control offers to play', async ({ page }) => {
    await page.goto('/pt');
    await expect(page.getByRole('button', { name: home('pt', 'carousel.play') })).toBeVisible();
    await expect(page.getByRole('button', { name: home('pt', 'carousel.pause') })).toHaveCount(0);
    const first = page.getByRole('heading', { level: 1, name: home('pt', 'hero.slides.advice.header') });
    await expect(first).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(first).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: home('pt', 'hero.slides.commission-free.header') })).toBeHidden();
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('partners are a static grid, the banner contact button is hidden, sections still reachable', async ({ page }) => {
    await page.goto('/it');
    const partners = page.getByRole('list', { name: home('it', 'partners.listLabel') });
    await expect(partners.getByRole('img')).toHaveCount(4);
    await expect(partners).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: home('it', 'welcome.requestContact'), exact: true })).toBeHidden();
    await expect(page.locator('#contact').getByRole('heading', { name: home('it', 'contact.title') })).toBeAttached();

    // The press carousel shows one item at a time on a phone, with a dot per item.
    const press = page.getByRole('region', { name: home('it', 'press.title') }).last();
    await expect(press.getByRole('button', { name: home('it', 'carousel.goTo', { number: '4' }) })).toBeAttached();
    await expect(press.getByRole('link', { name: new RegExp(home('it', 'press.readMore')) })).toHaveCount(1);
  });
});
