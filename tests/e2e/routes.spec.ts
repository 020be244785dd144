import { expect, HTML_LANG, LANGS, test, translation } from './fixtures';

const PAGES = [
  { path: '', ns: 'home' },
  { path: '/about-us', ns: 'about-us' },
  { path: '/financial-solutions', ns: 'financial-solutions' },
  { path: '/financial-planning', ns: 'financial-planning' },
  { path: '/alternative-investments', ns: 'alternative-investments' },
  { path: '/insurance', ns: 'insurance' },
  { path: '/mortgages', ns: 'mortgages' },
  { path: '/pension-plans', ns: 'pension-plans' },
  { path: '/careers', ns: 'careers' },
  { path: '/contact', ns: 'contact' },
  { path: '/blog', ns: 'blog' },
];

for (const lang of LANGS) {
  test(`every page answers in ${lang} with its translated title, one h1 and <html lang>`, async ({ page }) => {
    for (const { path, ns } of PAGES) {
      const response = await page.goto(`/${lang}${path}`);
      expect(response?.status(), `/${lang}${path}`).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(translation(lang, ns, 'meta.title'))}`));
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
