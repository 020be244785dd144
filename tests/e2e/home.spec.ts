import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, LANGS, test, translation } from './fixtures';

const home = (lang: string, key: string, values?: Record<string, string>) => translation(lang, 'home', key, values);
const HEADINGS_H2 = ['services.title', 'figures.title', 'planning.title', 'partners.title', 'press.title', 'blog.title', 'contact.title'];

/** No request may reach YouTube unless a test asks for it; the embed is answered locally. */
async function interceptYouTube(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' });
  });
  return requests;
}

/** The static sections' texts and posts are in the page, not in its data (decision 0026): on /pt. */
async function staticTextsNotInData(page: Page) {
  const data = JSON.parse((await page.locator('#__NEXT_DATA__').textContent())!);
  const { pageProps } = data.props;
  expect(pageProps).not.toHaveProperty('buildOnly');
  expect(pageProps).not.toHaveProperty('buildOnlyTexts');
  expect(Object.keys(pageProps._nextI18Next.initialI18nStore.pt).sort()).toEqual(['common', 'contact-form', 'forms', 'home']);
  expect(Object.keys(pageProps._nextI18Next.initialI18nStore.pt.home).sort()).toEqual(['carousel', 'hero', 'meta', 'partners', 'press']);
  const teaser = page.getByRole('region', { name: home('pt', 'blog.title') });
  const firstTitle = (await teaser.getByRole('heading', { level: 3 }).first().textContent())!;
  expect(JSON.stringify(data)).not.toContain(firstTitle);
  expect(JSON.stringify(data)).not.toContain(home('pt', 'welcome.title'));
  // Shown all the same, after the scripts have run.
  await expect(page.getByRole('button', { name: home('pt', 'carousel.pause') })).toBeVisible();
  await expect(teaser.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('pt', 'welcome.title'));
}

/** Press items open their article in a new tab and say so: on /en. */
async function pressLinksOpenInNewTab(page: Page) {
  const press = page.getByRole('region', { name: home('en', 'press.title') }).first();
  const links = press.getByRole('link', { name: /Read the article \(on .+, opens in a new tab\)/ });
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\/example\.com\//);
  }
}

/** The convention video loads nothing from YouTube until the visitor presses play: on /es. */
async function videoLoadsOnPlay(page: Page, requests: string[]) {
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
}

test.describe('home page content', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // How each language writes a figure, where a test checks it.
  const BIG_FIGURE: Record<string, string> = { es: '+200.000', en: '200,000+' };

  // One page load a language: what the other tests below look at in the same page is a step of its test.
  for (const lang of LANGS) {
    test(`${lang}: shows every section, figures, service buttons and the contact anchor`, async ({ page }) => {
      const youTubeRequests = await interceptYouTube(page);
      await page.goto(`/${lang}`);
      if (lang === 'pt') await test.step("the static sections' texts and posts are in the page, not in its data (decision 0026)", () => staticTextsNotInData(page));
      if (BIG_FIGURE[lang]) {
        await test.step('figures are written the way each language writes numbers', async () => {
          await expect(page.getByText(BIG_FIGURE[lang], { exact: true })).toBeVisible();
        });
      }
      if (lang === 'en') await test.step('press items open their article in a new tab and say so', () => pressLinksOpenInNewTab(page));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home(lang, 'welcome.title'));
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
      await expect(figures.getByText(translation(lang, 'figures', 'labels.clients'))).toBeVisible();
      await expect(figures.getByText(translation(lang, 'figures', 'labels.advisors'), { exact: true })).toHaveCount(lang === 'it' ? 0 : 1);
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
      await expect(contact.getByRole('button', { name: translation(lang, 'contact-form', 'submit') })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: home(lang, 'welcome.requestContact'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));

      if (lang === 'es') {
        await test.step('the convention video loads nothing from YouTube until the visitor presses play', () => videoLoadsOnPlay(page, youTubeRequests));
      }
    });
  }
});

/** Where the top of `to` sits below the top of `from`, and how tall `from` is: what a layout shift would change. */
async function layoutBetween(from: Locator, to: Locator) {
  const [a, b] = [await from.boundingBox(), await to.boundingBox()];
  return { height: a!.height, distance: b!.y - a!.y };
}

/**
 * The slide the hero says it shows, read once, two frames after the page's clock moved: a slide change that a due
 * timer started has rendered by then. Read once, not retried: autoplay would come back to any slide in time.
 */
async function shownSlide(page: Page, lang: string): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  for (const number of [1, 2]) {
    const dot = page.getByRole('button', { name: home(lang, 'carousel.goTo', { number: String(number) }) });
    if ((await dot.getAttribute('aria-current')) === 'true') return number;
  }
  return 0;
}

test.describe('hero carousel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('plays by itself every 3 seconds and waits while the pointer is on it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    const first = page.getByRole('heading', { level: 2, name: home('en', 'hero.slides.advice.header') });
    const second = page.getByRole('heading', { level: 2, name: home('en', 'hero.slides.commission-free.header') });
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(second).not.toBeInViewport();
    await expect(second).toBeInViewport({ ratio: 1, timeout: 5000 });
    await expect(first).not.toBeInViewport();
    await expect(page.getByRole('button', { name: home('en', 'carousel.goTo', { number: '2' }) })).toHaveAttribute('aria-current', 'true');

    await second.hover();
    // Longer than the autoplay interval, on the page's clock: any timer due meanwhile fires now.
    await page.clock.fastForward(4000);
    expect(await shownSlide(page, 'en')).toBe(2);
    await expect(second).toBeInViewport({ ratio: 1 });
    await page.mouse.move(0, 0);
    await expect(first).toBeInViewport({ ratio: 1, timeout: 5000 });
  });

  test('the first slide is in the page as the script shows it: nothing moves when it takes over', async ({ page, browser, baseURL }) => {
    const hero = (p: Page) => p.getByRole('region', { name: home('es', 'hero.label') });
    // The controls are in the built page but not shown (they need the script): they hold the place they show in.
    const control = (p: Page, name: string) => hero(p).getByRole('button', { name, includeHidden: true });
    const boxes = async (p: Page) => ({
      heading: await hero(p).getByRole('heading').first().boundingBox(),
      image: await hero(p).getByRole('img').first().boundingBox(),
      next: await control(p, home('es', 'carousel.next')).boundingBox(),
      dot: await control(p, home('es', 'carousel.goTo', { number: '2' })).boundingBox(),
      toggle: await control(p, home('es', 'carousel.play')).or(control(p, home('es', 'carousel.pause'))).boundingBox(),
      welcome: await p.getByRole('heading', { level: 1, name: home('es', 'welcome.title') }).boundingBox(),
    });
    // The server-rendered page, as a browser shows it before (or without) any script.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/es');
    await expect(hero(staticPage).getByRole('button')).toHaveCount(0);
    const before = await boxes(staticPage);
    await noScript.close();

    await page.goto('/es');
    // The first picture is fetched at once with high priority; it has its size before it arrives.
    const image = hero(page).getByRole('img').first();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /\d+/);
    expect(await boxes(page)).toEqual(before);
  });

  test('pause, play, arrows and dots work by keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    const first = page.getByRole('heading', { level: 2, name: home('en', 'hero.slides.advice.header') });
    const second = page.getByRole('heading', { level: 2, name: home('en', 'hero.slides.commission-free.header') });

    const pause = page.getByRole('button', { name: home('en', 'carousel.pause') });
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: home('en', 'carousel.play') });
    await expect(play).toBeFocused();
    await expect(first).toBeInViewport({ ratio: 1 });

    await page.getByRole('button', { name: home('en', 'carousel.next') }).first().focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeInViewport({ ratio: 1 });
    await expect(first).not.toBeInViewport();

    await page.getByRole('button', { name: home('en', 'carousel.previous') }).first().focus();
    await page.keyboard.press('Enter');
    await expect(first).toBeInViewport({ ratio: 1 });

    await page.getByRole('button', { name: home('en', 'carousel.goTo', { number: '2' }) }).focus();
    await page.keyboard.press('Enter');
    await expect(second).toBeInViewport({ ratio: 1 });

    // Paused: nothing moves on its own.
    await page.clock.fastForward(3800);
    expect(await shownSlide(page, 'en')).toBe(2);
    await expect(second).toBeInViewport({ ratio: 1 });

    // Playing again: the carousel advances by itself within the 3 s autoplay interval.
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: home('en', 'carousel.pause') })).toBeFocused();
    await page.mouse.move(0, 0);
    await expect(first).toBeInViewport({ ratio: 1, timeout: 6000 });
  });
});

test.describe('hero carousel with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  test('does not autoplay and its control offers to play', async ({ page }) => {
    await page.clock.install();
    await page.goto('/pt');
    await expect(page.getByRole('button', { name: home('pt', 'carousel.play') })).toBeVisible();
    await expect(page.getByRole('button', { name: home('pt', 'carousel.pause') })).toHaveCount(0);
    const first = page.getByRole('heading', { level: 2, name: home('pt', 'hero.slides.advice.header') });
    await expect(first).toBeInViewport({ ratio: 1 });
    await page.clock.fastForward(4000);
    expect(await shownSlide(page, 'pt')).toBe(1);
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { level: 2, name: home('pt', 'hero.slides.commission-free.header') })).not.toBeInViewport();
  });
});

test.describe('partner and press carousels', () => {
  // 3 logos and 3 press items per view: both carousels have somewhere to go.
  test.use({ viewport: { width: 1024, height: 800 } });

  test('load as they near the viewport, take the place of the static lists without moving anything, and navigate', async ({ page, browser, baseURL }) => {
    const partners = (p: Page) => p.getByRole('region', { name: home('en', 'partners.title') });
    const press = (p: Page) => p.getByRole('region', { name: home('en', 'press.title') }).first();
    const blog = (p: Page) => p.getByRole('region', { name: home('en', 'blog.title') });
    // Each page is loaded twice: the second time the web font comes from the cache in time to be used
    // (`font-display: optional`); a first load can miss its short window and set text in the fallback face, which
    // wraps differently.
    const openWarm = async (p: Page) => {
      await p.goto('/en');
      await p.goto('/en');
    };
    // The static lists as a browser without scripts lays them out. (With scripts, the sections render only near the
    // viewport, decision 0030, and by then the carousels are on their way.)
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1024, height: 800 } });
    const staticPage = await noScript.newPage();
    await openWarm(staticPage);
    await press(staticPage).scrollIntoViewIfNeeded();
    // Measured once the browser renders the section: until then it has only its estimated height.
    await expect
      .poll(() => partners(staticPage).getByRole('heading', { level: 2 }).evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })))
      .toBe(true);
    const before = await layoutBetween(partners(staticPage), blog(staticPage));
    await noScript.close();

    await openWarm(page);
    const partnersCarousel = partners(page).getByRole('region', { name: home('en', 'partners.listLabel') });
    const pressCarousel = press(page).getByRole('region', { name: home('en', 'press.title') });
    // Far from the viewport: the items are there as plain lists, the carousels not yet.
    await expect(partners(page).getByRole('list', { name: home('en', 'partners.listLabel') }).getByRole('img')).toHaveCount(4);
    await expect(press(page).getByRole('article')).toHaveCount(4);
    await expect(partnersCarousel).toHaveCount(0);
    await expect(pressCarousel).toHaveCount(0);

    await partners(page).scrollIntoViewIfNeeded();
    await expect(partnersCarousel).toBeVisible();
    await press(page).scrollIntoViewIfNeeded();
    await expect(pressCarousel).toBeVisible();
    const after = await layoutBetween(partners(page), blog(page));
    // Sub-pixel rounding of react-slick's measured widths aside, nothing moved.
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.distance - before.distance)).toBeLessThanOrEqual(2);

    // Partners: three logos in view; the fourth comes in with the second dot.
    const lastPartner = partnersCarousel.getByRole('img', { name: /Meridiem/ });
    await expect(partnersCarousel.getByRole('img')).toHaveCount(3);
    await expect(lastPartner).toHaveCount(0);
    await partnersCarousel.getByRole('button', { name: home('en', 'carousel.goTo', { number: '2' }) }).click();
    await expect(lastPartner).toBeVisible();
    await expect(partnersCarousel.getByRole('button', { name: home('en', 'carousel.goTo', { number: '2' }) })).toHaveAttribute('aria-current', 'true');

    // Press: three items in view, the fourth after the second dot, the first then out of view.
    await press(page).scrollIntoViewIfNeeded();
    await expect(pressCarousel.getByRole('link', { name: new RegExp(home('en', 'press.readMore')) })).toHaveCount(3);
    await expect(press(page).getByText(home('en', 'press.items.mercados.text'))).toBeHidden();
    await pressCarousel.getByRole('button', { name: home('en', 'carousel.goTo', { number: '2' }) }).click();
    await expect(press(page).getByText(home('en', 'press.items.mercados.text'))).toBeVisible();
    await expect(press(page).getByText(home('en', 'press.items.faro.text'))).toBeHidden();
  });

  test.describe('with reduced motion', () => {
    // axe judges contrast on what is painted: no block mid-way through a fade.
    test.use({ reducedMotion: 'reduce' });

    test('axe finds no violation once the carousels have loaded', async ({ page }) => {
      await page.goto('/pt');
      for (const title of ['partners.title', 'press.title']) {
        const section = page.getByRole('region', { name: home('pt', title) }).first();
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('button', { name: home('pt', 'carousel.goTo', { number: '2' }) })).toBeVisible();
      }
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  });
});

test.describe('jump to the contact section', () => {
  /**
   * Follows an in-page link to #contact and waits for the scroll to end: the section then starts just below the
   * sticky header, where an anchor target lands (its scroll margin), although the sections above it render only as
   * they come near (decision 0030).
   */
  async function expectJumpLandsOnHeading(page: Page, link: Locator, lang: string) {
    const scrollEnded = page.evaluate(() => new Promise((resolve) => addEventListener('scrollend', resolve, { once: true })));
    await link.click();
    await scrollEnded;
    await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
    const heading = page.locator('#contact').getByRole('heading', { name: home(lang, 'contact.title') });
    await expect(heading).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    const section = page.locator('#contact');
    const margin = await section.evaluate((node) => parseFloat(getComputedStyle(node).scrollMarginTop));
    expect(margin).toBeGreaterThanOrEqual(header.height);
    expect(Math.abs((await section.boundingBox())!.y - margin)).toBeLessThanOrEqual(1);
  }

  for (const lang of ['es', 'pt']) {
    test(`${lang}, wide screen: the welcome banner's button lands on the contact heading`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}`);
      await expectJumpLandsOnHeading(page, page.getByRole('main').getByRole('link', { name: home(lang, 'welcome.requestContact'), exact: true }), lang);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

    test("the hero's second slide lands on the contact heading", async ({ page }) => {
      await page.goto('/it');
      await page.getByRole('button', { name: home('it', 'carousel.pause') }).click();
      await page.getByRole('button', { name: home('it', 'carousel.goTo', { number: '2' }) }).click();
      await expectJumpLandsOnHeading(page, page.getByRole('link', { name: home('it', 'hero.slides.commission-free.buttonText') }), 'it');
    });
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
    const pressSection = page.getByRole('region', { name: home('it', 'press.title') }).first();
    await pressSection.scrollIntoViewIfNeeded();
    const press = pressSection.getByRole('region', { name: home('it', 'press.title') });
    await expect(press.getByRole('button', { name: home('it', 'carousel.goTo', { number: '4' }) })).toBeVisible();
    await expect(press.getByRole('link', { name: new RegExp(home('it', 'press.readMore')) })).toHaveCount(1);
    await press.getByRole('button', { name: home('it', 'carousel.goTo', { number: '4' }) }).click();
    await expect(press.getByText(home('it', 'press.items.mercados.text'))).toBeVisible();

    // The logo carousel is for wider screens: scrolling past the grid never loads it.
    await expect(page.getByRole('region', { name: home('it', 'partners.listLabel') })).toHaveCount(0);
  });
});
