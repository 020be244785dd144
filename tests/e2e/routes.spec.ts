import { CONTENT_PAGES, pageNamespace } from '../../src/lib/routes';
import { expect, HTML_LANG, LANGS, test, translation } from './fixtures';

// Every content page of src/lib/routes.ts with its translation namespace; '' is the language home.
const PAGES = CONTENT_PAGES.map((page) => ({ path: page ? `/${page}` : '', ns: pageNamespace(page) }));

for (const lang of LANGS) {
  test(`every page answers in ${lang} with its translated title, one h1 and <html lang>`, async ({ page }) => {
    for (const { path, ns } of PAGES) {
      const response = await page.goto(`/${lang}${path}`);
      expect(response?.status(), `/${lang}${path}`).toBe(200);
      // Each check reads the page as it stands, so they run at once.
      await Promise.all([
        expect(page, `/${lang}${path}`).toHaveTitle(new RegExp(`^${escapeRegExp(translation(lang, ns, 'meta.title'))}`)),
        expect(page.locator('html'), `/${lang}${path}`).toHaveAttribute('lang', HTML_LANG[lang]),
        expect(page.getByRole('heading', { level: 1 }), `/${lang}${path}`).toHaveCount(1),
        expect(page.getByRole('heading', { level: 1 }), `/${lang}${path}`).toBeVisible(),
      ]);
    }
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
