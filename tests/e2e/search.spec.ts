import type { Page } from '@playwright/test';
import { MAIN_NAVIGATION } from '../../src/features/layout/navigation';
import { servicePagesFor } from '../../src/lib/routes';
import { axeViolations } from './axe';
import { expect, holdScripts, LANGS, test, translation } from './fixtures';
import { watchRequests } from './lazy-loading';

/**
 * The site search (src/features/search, docs/decisions/0021-search-index-per-language.md) in each language: the
 * header's dialog against the Pagefind index the build wrote into out/pagefind. One page load per test.
 */
type Lang = (typeof LANGS)[number];

/** A word that appears in the body of one sample post only (src/dev-cms/seed/posts), never in its title. */
const ONLY_IN_ONE_POST: Record<Lang, { word: string; post: string; title: string }> = {
  en: { word: 'workforce', post: '/en/blog/closing-the-pension-gap-for-women', title: 'Closing the pension gap for women' },
  es: { word: 'agradable', post: '/es/blog/hablar-de-dinero-en-pareja', title: 'Cómo hablar de dinero en pareja sin discutir' },
  pt: { word: 'ambulatório', post: '/pt/blog/seguro-de-saude-o-que-verificar', title: 'Seguro de saúde: o que verificar antes de contratar' },
  it: { word: 'accredito', post: '/it/blog/fondo-di-emergenza', title: 'Il fondo di emergenza, la base di ogni piano finanziario' },
};

const search = (lang: string, key: string, values?: Record<string, string>) => translation(lang, 'search', key, values);

/** Collects Content Security Policy violations from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function openSearch(page: Page, lang: Lang) {
  await page.getByRole('banner').getByRole('button', { name: translation(lang, 'common', 'header.search') }).click();
  const dialog = page.getByRole('dialog', { name: search(lang, 'dialog.title') });
  await expect(dialog).toBeVisible();
  return { dialog, box: dialog.getByRole('combobox', { name: search(lang, 'dialog.label') }) };
}

for (const lang of LANGS) {
  test.describe(`search in ${lang}`, () => {
    const { word, post, title } = ONLY_IN_ONE_POST[lang];

    test(`a word only in one post's body finds that post first; axe finds nothing in the open dialog`, async ({ page }) => {
      const cspViolations = await watchCsp(page);
      await page.goto(`/${lang}/about-us`);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => path.startsWith('/pagefind/')), 'nothing of the index before search opens').toEqual([]);

      const { dialog, box } = await openSearch(page, lang);
      await expect(box).toBeFocused();
      await box.fill(word);
      const options = dialog.getByRole('option');
      await expect(options.first()).toHaveAccessibleName(title);
      await expect(options.first()).toHaveAttribute('href', post);
      await expect(options.first().locator('mark').first()).toHaveText(new RegExp(word, 'i'));
      // Results in the page's language only: Pagefind loads the index of <html lang>.
      for (const href of await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^/${lang}/`));
      }
      await expect(dialog.getByRole('status')).toHaveText(search(lang, `dialog.count_${(await options.count()) === 1 ? 'one' : 'other'}`, { count: String(await options.count()), query: word }));
      await expect(dialog.getByRole('link', { name: new RegExp(search(lang, 'dialog.all')) })).toHaveAttribute('href', `/${lang}/search?q=${encodeURIComponent(word)}`);
      expect(requested.some((path) => path === '/pagefind/pagefind.js')).toBe(true);

      const violations = await axeViolations(page);
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });

    test('a service page is found by its topic', async ({ page }) => {
      const cspViolations = await watchCsp(page);
      await page.goto(`/${lang}/contact`);
      const { dialog, box } = await openSearch(page, lang);
      const insurance = translation(lang, 'insurance', 'meta.title');
      await box.fill(insurance);
      const option = dialog.getByRole('option', { name: insurance, exact: true });
      await expect(option).toHaveAttribute('href', `/${lang}/insurance`);
      await expect(option).toContainText(translation(lang, 'common', 'header.menu.services'));
      expect(await cspViolations()).toEqual([]);
    });

    test('no results offers the blog and contact', async ({ page }) => {
      await page.goto(`/${lang}/blog`);
      const { dialog, box } = await openSearch(page, lang);
      // The English post's word where the index is another language's; a word of no language in English.
      const other = lang === 'en' ? 'qzxwvk' : ONLY_IN_ONE_POST.en.word;
      await box.fill(other);
      await expect(dialog.getByRole('status')).toHaveText(search(lang, 'dialog.none', { query: other }));
      await expect(dialog.getByRole('option')).toHaveCount(0);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog.getByRole('link', { name: search(lang, 'dialog.blog') })).toHaveAttribute('href', `/${lang}/blog`);
      await expect(dialog.getByRole('link', { name: search(lang, 'dialog.contact') })).toHaveAttribute('href', `/${lang}/contact`);
    });

    test('keyboard only: open, move through results, Escape returns focus, Enter opens the result', async ({ page }) => {
      await page.goto(`/${lang}`);
      const button = page.getByRole('banner').getByRole('button', { name: translation(lang, 'common', 'header.search') });
      // Tab from the top of the page to the search button.
      for (let stops = 0; stops < 40 && !(await button.evaluate((element) => element === document.activeElement)); stops++) {
        await page.keyboard.press('Tab');
      }
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: search(lang, 'dialog.title') });
      const box = dialog.getByRole('combobox');
      await expect(box).toBeFocused();
      await page.keyboard.type(word);
      // Typed a key at a time, the word's beginnings may be searched too: wait for the results of the whole word,
      // or those of a beginning could arrive after the arrow key and start the list afresh.
      await expect(dialog.getByRole('status')).toContainText(word);
      const first = dialog.getByRole('option').first();
      await expect(first).toHaveAccessibleName(title);

      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(box).toBeFocused();
      await page.keyboard.press('ArrowUp');
      const last = dialog.getByRole('option').last();
      await expect(last).toHaveAttribute('aria-selected', 'true');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(word);
      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(post);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    test('the search page lists every result for the address query and, without a script, lists every section', async ({ page, browser }) => {
      await page.goto(`/${lang}/search?q=${encodeURIComponent(word)}`);
      await expect(page.getByRole('searchbox', { name: search(lang, 'dialog.label') })).toHaveValue(word);
      await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveAttribute('href', post);

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const bare = await noScript.newPage();
        await bare.goto(`${test.info().project.use.baseURL}/${lang}/search?q=${encodeURIComponent(word)}`);
        // Playwright's text matching skips <noscript>; the paragraph's role and rendered text do not.
        expect(await bare.getByRole('main').getByRole('paragraph').allInnerTexts()).toContainEqual(search(lang, 'page.noScript'));
        // A way on: every section of the site, the services first.
        const common = (key: string) => translation(lang, 'common', key);
        const sections = [
          ...servicePagesFor(lang).map((page) => ({ page, name: common(`services.${page}.label`) })),
          ...MAIN_NAVIGATION.map(({ page, label, footerLabel }) => ({ page, name: common(footerLabel ?? label) })),
        ];
        const wayOn = bare.getByRole('main').getByRole('list').filter({ has: bare.getByRole('link', { name: sections[0].name, exact: true }) });
        await expect(wayOn.getByRole('link')).toHaveText(sections.map(({ name }) => name));
        for (const { page: section, name } of sections) {
          await expect(wayOn.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${lang}/${section}`);
        }
        // The header's search box, which opens without a script, sends its query to this page.
        await bare.getByRole('banner').getByRole('button', { name: translation(lang, 'common', 'header.search'), exact: true }).click();
        await bare.getByRole('dialog', { name: search(lang, 'dialog.title') }).getByRole('searchbox').fill(word);
        await bare.keyboard.press('Enter');
        await expect(bare).toHaveURL((url) => url.pathname === `/${lang}/search` && url.searchParams.get('q') === word);
      } finally {
        await noScript.close();
      }
    });
  });
}

test('before the scripts run, the search page already shows the query in its box', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/es/search?q=hipoteca', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.getByRole('main').getByRole('searchbox', { name: search('es', 'dialog.label') })).toHaveValue('hipoteca');
});

test('the 404 pages offer a search that lands on the search page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const requestsDone = watchRequests(page);
  for (const lang of LANGS) {
    const response = await page.goto(`/${lang}/no-such-page`);
    expect(response?.status()).toBe(404);
    const box = page.getByRole('main').getByRole('searchbox', { name: search(lang, 'notFound.offer') });
    await box.fill(ONLY_IN_ONE_POST[lang].word);
    await box.press('Enter');
    await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(ONLY_IN_ONE_POST[lang].word)}`);
    await expect(page.getByRole('main').getByRole('link', { name: ONLY_IN_ONE_POST[lang].title })).toBeVisible();
    // Leaving while Pagefind still fetches would cut its requests short (a console error), not what this tests.
    await requestsDone();
  }
});
