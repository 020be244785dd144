import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { comparePrepayment } from '../../src/features/mortgages/calculator/amortization';
import { formattersFor } from '../../src/features/mortgages/calculator/format';
import { LANG_TAGS } from '../../src/lib/i18n/languages';
import { CSS_BUDGET, HTML_BUDGET, JS_BUDGET } from '../../src/bench/budgets';
import { kib, measurePage } from '../../src/bench/page-weight';
import { expect, hydrated, test, translation } from './fixtures';

/** The calculator, in Spanish and Italian (issue 19); the logic's worked examples are in amortization.test.ts. */
const LANGS = ['es', 'it'] as const;

const t = (lang: string, key: string, values?: Record<string, string>) => translation(lang, 'mortgages', `calculator.${key}`, values);
/** Intl separates figures and signs with no-break spaces; the assertions compare plain text. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function openCalculator(page: Page, lang: string, query = '') {
  await page.goto(`/${lang}/mortgages${query}#calculator`);
  const form = page.getByRole('form', { name: t(lang, 'form.label') });
  await expect(form).toBeVisible();
  return form;
}

/** The loan of the worked example, typed the way a visitor of that language writes it. */
async function enterLoan(page: Page, lang: string) {
  await page.getByRole('radio', { name: t(lang, 'form.modes.loan') }).check();
  await page.getByLabel(t(lang, 'fields.loan'), { exact: true }).fill('200.000');
  await page.getByLabel(t(lang, 'fields.years'), { exact: true }).fill('25');
  await page.getByLabel(t(lang, 'fields.rate'), { exact: true }).fill('3');
}

const results = (page: Page, lang: string) => page.getByRole('region', { name: t(lang, 'results.title'), exact: true });

for (const lang of LANGS) {
  test.describe(`in ${lang}`, () => {
    test('an amount, a term and a rate give the French payment, the totals, and an address to share', async ({ page }) => {
      await openCalculator(page, lang);
      const historyLength = await page.evaluate(() => history.length);
      await enterLoan(page, lang);
      const result = results(page, lang);
      await expect(result).toContainText(/948,42\s€/);
      // 300 × 948.4226 − 200,000
      await expect(result).toContainText(/84\.526,79\s€/);
      await expect(result).toContainText(/284\.526,79\s€/);

      await expect(page).toHaveURL(/[?&]loan=200000(&|$)/);
      await expect(page).toHaveURL(/[?&]rate=3(&|$)/);
      // Typing replaced the address instead of adding history entries.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      await page.reload();
      await expect(results(page, lang)).toContainText(/948,42\s€/);
      await expect(page.getByLabel(t(lang, 'fields.loan'), { exact: true })).toHaveValue('200.000');
    });

    test('the early repayment compares a lower payment and a shorter term, with interest saved and the fee', async ({ page }) => {
      await openCalculator(page, lang, '?mode=loan&loan=200000&years=25&rateType=fixed&rate=3');
      await page.getByLabel(t(lang, 'fields.lump'), { exact: true }).fill('20.000');
      await page.getByLabel(t(lang, 'fields.lumpYear'), { exact: true }).fill('5');
      await page.getByLabel(t(lang, 'fields.fee'), { exact: true }).fill('1');

      const expected = comparePrepayment(
        { principal: 200_000, months: 300, rates: [{ fromMonth: 0, annualPercent: 3 }] },
        { afterMonth: 60, amount: 20_000, feePercent: 1 },
      );
      const { money, wholeMoney } = formattersFor(LANG_TAGS[lang]);
      const table = page.getByRole('table', { name: t(lang, 'early.caption', { amount: wholeMoney(20_000) }) });
      const row = table.getByRole('row', { name: t(lang, 'early.rows.interestSaved') });
      const cells = row.getByRole('cell');
      expect((await cells.allTextContents()).map(plain)).toEqual([
        plain(money(expected.lowerPayment.interestSaved)),
        plain(money(expected.shorterTerm.interestSaved)),
      ]);
      expect(expected.lowerPayment.interestSaved).toBeGreaterThan(0);
      expect(expected.shorterTerm.interestSaved).toBeGreaterThan(expected.lowerPayment.interestSaved);
      const fees = await table.getByRole('row', { name: t(lang, 'early.rows.fee') }).getByRole('cell').allTextContents();
      expect(fees.map(plain)).toEqual(['200,00 €', '200,00 €']);
      await expect(table.getByRole('row', { name: t(lang, 'early.rows.newPayment') })).toContainText(plain(money(expected.lowerPayment.newPayment)));
    });

    test('"ask an adviser" opens the contact form with the figures in the message', async ({ page }) => {
      await openCalculator(page, lang, '?mode=loan&loan=200000&years=25&rateType=fixed&rate=3&lump=20000&lumpYear=5&fee=1');
      await page.getByRole('link', { name: t(lang, 'adviser.button') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/contact#contact$`));
      // A link, not page.goto: wait for the contact page's script, which fills the message (decision 0024).
      await hydrated(page);
      // The form is scrolled into view, as a #contact link would.
      await expect(page.getByRole('heading', { name: translation(lang, 'contact-form', 'title') })).toBeInViewport();
      const message = page.getByLabel(translation(lang, 'contact-form', 'message'));
      // The form writes the message in an effect and shows it on its next render, a moment after hydration.
      await expect(message).not.toHaveValue('');
      const text = plain(await message.inputValue());
      expect(text).toContain(plain(t(lang, 'adviser.message.payment', { payment: '948,42 €' })));
      expect(text).toContain(plain(t(lang, 'adviser.message.rateFixed', { rate: formattersFor(LANG_TAGS[lang]).percent(3) })));
      expect(text).toMatch(new RegExp(`/${lang}/mortgages\\?mode=loan&loan=200000&`));
      // Nothing is sent: the visitor still writes their name and accepts the policy.
      await expect(page.getByLabel(translation(lang, 'contact-form', 'name'))).toHaveValue('');
    });

    test('wrong figures get a message next to the field, and the rate type is chosen with the keyboard', async ({ page }) => {
      await openCalculator(page, lang);
      const years = page.getByLabel(t(lang, 'fields.years'), { exact: true });
      await years.fill('abc');
      // No message while typing; it appears on leaving the field.
      await expect(years).not.toHaveAttribute('aria-invalid', 'true');
      await years.press('Tab');
      await expect(years).toHaveAttribute('aria-invalid', 'true');
      await expect(years).toHaveAccessibleDescription(t(lang, 'errors.number'));
      await expect(results(page, lang)).toContainText(t(lang, 'results.incomplete'));
      await years.fill('45');
      await years.blur();
      await expect(years).toHaveAccessibleDescription(t(lang, 'errors.max', { limit: '40' }));

      const fixed = page.getByRole('radio', { name: t(lang, 'form.rateTypes.fixed') });
      await fixed.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: t(lang, 'form.rateTypes.variable') })).toBeChecked();
      await expect(page.getByLabel(t(lang, 'fields.index'), { exact: true })).toBeVisible();
      await expect(page.getByLabel(t(lang, 'fields.spread'), { exact: true })).toBeVisible();
    });

    test('the page stays within the inner-page budgets: the calculator loads apart', () => {
      const weight = measurePage(path.resolve(__dirname, '../../out'), `/${lang}/mortgages`);
      console.log(`/${lang}/mortgages JS ${kib(weight.jsGzip)}  CSS ${kib(weight.cssGzip)}  HTML ${kib(weight.htmlGzip)}`);
      expect(weight.jsGzip).toBeLessThanOrEqual(JS_BUDGET.inner);
      expect(weight.cssGzip).toBeLessThanOrEqual(CSS_BUDGET);
      expect(weight.htmlGzip).toBeLessThanOrEqual(HTML_BUDGET);
    });
  });
}

/** With reduced motion the chart does not animate: checked in the axe test's Spanish page, which has it. */
async function chartNotAnimated(page: Page) {
  const line = page.getByRole('img', { name: t('es', 'chart.title') }).locator('path').last();
  expect(await line.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
}

test.describe('accessibility and motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('axe finds no WCAG 2.2 AA violation in the calculator, with every part open', async ({ page }) => {
    // Two long pages analysed by axe: slow on a busy machine.
    test.setTimeout(180_000);
    for (const lang of LANGS) {
      await openCalculator(page, lang, '?rateType=mixed&fee=1');
      if (lang === 'es') await test.step('with reduced motion the chart does not animate', () => chartNotAnimated(page));
      await page.getByRole('button', { name: t(lang, 'schedule.showAll', { count: '25' }) }).click();
      const lump = page.getByLabel(t(lang, 'fields.lumpYear'), { exact: true });
      await lump.fill('30');
      await lump.blur();
      await expect(lump).toHaveAttribute('aria-invalid', 'true');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })), lang).toEqual([]);
    }
  });
});

test('without reduced motion the chart draws its lines in', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openCalculator(page, 'it');
  const line = page.getByRole('img', { name: t('it', 'chart.title') }).locator('path').last();
  expect(await line.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
});

test('the calculator loads only when the visitor scrolls near it', async ({ page }) => {
  // A short window puts the calculator more than a screen away from the top of the page.
  await page.setViewportSize({ width: 1280, height: 300 });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/') && !request.url().includes('/pages/')) chunks.push(request.url());
  });
  await page.goto('/es/mortgages');
  await expect(page.getByText(t('es', 'fallback.text'))).toBeAttached();
  await page.waitForLoadState('networkidle');
  const beforeScrolling = chunks.length;
  await expect(page.getByRole('form', { name: t('es', 'form.label') })).toHaveCount(0);
  await page.getByRole('heading', { name: t('es', 'title') }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: t('es', 'form.label') })).toBeVisible();
  expect(chunks.length).toBeGreaterThan(beforeScrolling);
});

test('without JavaScript the mortgages page offers a calculation by an adviser instead', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/es/mortgages');
  await expect(page.getByText(t('es', 'fallback.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('es', 'fallback.link') })).toHaveAttribute('href', '/es/contact#contact');
  await expect(page.getByRole('form', { name: t('es', 'form.label') })).toHaveCount(0);
  await context.close();
});

test('the insurance page requests a quote with the kind of insurance written into the message', async ({ page }) => {
  await page.goto('/es/insurance');
  const kind = translation('es', 'insurance', 'segments.items.selfEmployed.title');
  await page.getByRole('link', { name: new RegExp(`^${translation('es', 'insurance', 'quote.link')}\\W+${kind}$`) }).click();
  await expect(page).toHaveURL(/\/es\/contact#contact$/);
  const message = page.getByLabel(translation('es', 'contact-form', 'message'));
  await expect(message).toHaveValue(
    [translation('es', 'insurance', 'quote.intro'), translation('es', 'insurance', 'quote.kind', { kind }), translation('es', 'insurance', 'quote.details')].join('\n'),
  );
});
