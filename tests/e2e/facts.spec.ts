import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { LANG_TAGS, type Lang } from '../../src/lib/i18n/languages';
import { FOOTER_LEGAL_DOCUMENTS } from '../../src/lib/site/documents';
import { PENSION_FUNDS } from '../../src/lib/site/company';
import { aboutFigures, formatFigure, formatNumber, homeFigures, SITE_FIGURES, type Figure } from '../../src/lib/site/shown-figures';
import { formatDistance } from '../../src/features/contact/geo';
import { OFFICES } from '../../src/lib/site/offices';
import { expect, LANGS, test, translation } from './fixtures';

// The built pages against the one source of facts (src/lib/site): a figure, a name or a title shown on two pages,
// or in a page and the document it links, must read the same.

const label = (lang: Lang, figure: Figure) => translation(lang, 'figures', `labels.${figure.id}`);

/** Every way a figure could be written with a "more than" sign, in any of the site's number formats. */
function signedVariants(figure: Figure): string[] {
  return Object.keys(LANG_TAGS).flatMap((lang) => {
    const number = formatNumber(figure.value, lang as Lang);
    return [`+${number}`, `${number}+`];
  });
}

async function mainText(page: Page): Promise<string> {
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  return `${description}\n${await page.getByRole('main').innerText()}`;
}

test.describe('figures', () => {
  for (const lang of LANGS) {
    test(`${lang}: the home page, the about page and their copy quote each figure the same way`, async ({ page }) => {
      const shown = new Map<string, string[]>();
      const note = (text: string, value: string) => shown.set(text, [...(shown.get(text) ?? []), value]);

      await page.goto(`/${lang}`);
      const home = page.getByRole('region', { name: translation(lang, 'home', 'figures.title') });
      const boxes = await home.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => Array.from(item.children, (child) => child.textContent?.trim() ?? '')),
      );
      expect(boxes).toEqual(homeFigures(lang).map((figure) => [formatFigure(figure, lang), label(lang, figure)]));
      for (const [value, text] of boxes) note(text, value);
      const homeText = await mainText(page);

      await page.goto(`/${lang}/about-us`);
      const about = page.getByRole('region', { name: translation(lang, 'about-us', 'figures.title') });
      const terms = await about.getByRole('term').allInnerTexts();
      const values = await about.getByRole('definition').allInnerTexts();
      expect(terms).toEqual(aboutFigures(lang).map((figure) => label(lang, figure)));
      expect(values).toEqual(aboutFigures(lang).map((figure) => formatFigure(figure, lang)));
      terms.forEach((text, index) => note(text, values[index]));
      const aboutText = await mainText(page);

      // A label shown on both pages carries one value.
      for (const [text, seen] of shown) expect(new Set(seen).size, text).toBe(1);
      // Neither page writes one of its figures with the sign on the other side, or in another language's format.
      for (const [name, text, figures] of [
        ['home', homeText, homeFigures(lang)],
        ['about', aboutText, aboutFigures(lang)],
      ] as const) {
        for (const figure of figures) {
          const canonical = formatFigure(figure, lang);
          for (const variant of signedVariants(figure).filter((v) => v !== canonical)) expect(text, `${name} shows ${variant}`).not.toContain(variant);
        }
      }
      // The copy quotes the office count of the office list, never a figure of its own.
      expect(aboutText).toContain(formatNumber(OFFICES.length, lang));
    });
  }

  test('the office count is the number of offices the contact page lists', async ({ page }) => {
    await page.goto('/es/contact');
    const offices = page.getByRole('region', { name: translation('es', 'contact', 'offices.title') });
    const showMore = offices.getByRole('button', { expanded: false });
    while ((await showMore.count()) > 0) await showMore.first().click();
    await expect(offices.getByRole('article')).toHaveCount(OFFICES.length);
    expect(SITE_FIGURES.offices.value).toBe(OFFICES.length);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`\\b${OFFICES.length} oficinas`));
  });
});

test.describe('names and titles', () => {
  test('the pension funds carry the same names on the page, in its description and in their key-data PDFs', async ({ page, request }) => {
    await page.goto('/es/pension-plans');
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    const funds = page.getByRole('region', { name: translation('es', 'pension-plans', 'funds.title') });
    await expect(funds.getByRole('heading', { level: 3 })).toHaveText(PENSION_FUNDS.map((fund) => fund.name));
    for (const fund of PENSION_FUNDS) {
      expect(description).toContain(fund.name);
      const pdf = await PDFDocument.load(await (await request.get(fund.keyDataPdf)).body(), { updateMetadata: false });
      expect(pdf.getTitle()).toBe(`${fund.name} Plan de Pensiones`);
    }
  });

  for (const lang of LANGS) {
    test(`${lang}: each footer document link names the PDF it opens by its title`, async ({ page, request }) => {
      await page.goto(`/${lang}`);
      const footer = page.getByRole('contentinfo');
      for (const doc of [...FOOTER_LEGAL_DOCUMENTS, 'events-calendar'] as const) {
        const link = footer.locator(`a[href="/docs/${lang}/${doc}.pdf"]`);
        const pdf = await PDFDocument.load(await (await request.get(`/docs/${lang}/${doc}.pdf`)).body(), { updateMetadata: false });
        const title = pdf.getTitle()!;
        expect(title).toBe(translation(lang, 'common', `footer.documents.${doc}`));
        await expect(link).toHaveAccessibleName(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
      }
    });

    test(`${lang}: a footer heading never reuses a header link's name for something else`, async ({ page }) => {
      await page.goto(`/${lang}`);
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      for (const heading of await footer.getByRole('heading', { level: 2 }).all()) {
        const name = (await heading.innerText()).trim();
        const sameName = header.getByRole('link', { name, exact: true });
        if ((await sameName.count()) === 0) continue;
        // The footer section under that heading must lead where the header link leads.
        const target = await sameName.first().getAttribute('href');
        const section = heading.locator('xpath=following-sibling::ul[1]');
        await expect(section.locator(`a[href="${target}"]`), `${name} means two things`).not.toHaveCount(0);
      }
    });
  }
});

test.describe('office finder', () => {
  test('a search for an office city says the office is less than 1 km away, never 0 km', async ({ page }) => {
    // The centre of Valencia is 0.3 km from the office.
    await page.goto('/es/contact');
    await page.getByRole('textbox', { name: translation('es', 'contact', 'search.label') }).fill('Valencia');
    // The header's site search button has the same name; the office finder's is in the main content.
    await page.getByRole('main').getByRole('button', { name: translation('es', 'contact', 'search.submit'), exact: true }).click();
    const results = page.getByRole('list', { name: translation('es', 'contact', 'search.resultsNear', { place: 'Valencia' }) });
    const nearest = results.getByRole('article').first();
    await expect(nearest.getByRole('heading')).toHaveText('Nortia Valencia');
    const underOneKm = translation('es', 'contact', 'offices.lessThan', { distance: formatDistance(0, LANG_TAGS.es).value });
    await expect(nearest).toContainText(translation('es', 'contact', 'offices.distance', { distance: underOneKm }));
    await expect(results).not.toContainText(/\b0\s?km/);
  });

  test('the Italian placeholder gives examples in Italian', async ({ page }) => {
    await page.goto('/it/contact');
    const search = page.getByRole('textbox', { name: translation('it', 'contact', 'search.label') });
    await expect(search).toHaveAttribute('placeholder', translation('it', 'contact', 'search.placeholder'));
    await expect(search).not.toHaveAttribute('placeholder', /Valencia|Sevilla|p\. ej\./);
  });
});
