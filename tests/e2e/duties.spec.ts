import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openSqlite } from '../../src/relay/leads/sqlite';
import { DUTY_PAGES } from '../../src/lib/routes';
import { ACCESSIBILITY, COMPLAINTS, PUBLIC_REGISTERS, WHISTLEBLOWING } from '../../src/lib/site/duties';
import { HEADQUARTERS, REGISTRATIONS } from '../../src/lib/site/company';
import { templatePages } from '../../src/bench/template-pages';
import { expect, LANGS, test, translation } from './fixtures';

// The relay of the test server writes here and stores its leads there (playwright.config.ts).
const OUTBOX = path.resolve(__dirname, '../../test-results/outbox');
const LEADS_DB = path.resolve(__dirname, '../../test-results/leads.sqlite');
const outDir = path.resolve(__dirname, '../../out');
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

type ComplaintFile = { kind: string; message_data: Record<string, string>; acknowledgement_to: string };

/** The outbox file of the complaint whose description carries `token`, once the relay has delivered it. */
async function deliveredComplaint(token: string): Promise<ComplaintFile> {
  let found: ComplaintFile | undefined;
  await expect(async () => {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.startsWith('complaint-'));
    const all = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as ComplaintFile));
    found = all.find((message) => message.message_data.description.includes(token));
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The stored leads with this id: its kind, as the store holds it. */
async function storedKinds(id: string): Promise<string[]> {
  const db = openSqlite(LEADS_DB);
  try {
    return (await db.all<{ kind: string }>('SELECT kind FROM leads WHERE id = ?', [id])).map((row) => row.kind);
  } finally {
    db.close();
  }
}

async function fillComplaint(page: Page, lang: string, description: string) {
  const t = (key: string) => translation(lang, 'complaints', key);
  await page.getByLabel(t('form.name')).fill('Marta Ruiz Sin Prisa');
  await page.getByLabel(t('form.email'), { exact: true }).fill('marta.ruiz@example.es');
  await page.getByLabel(t('form.policyReference')).fill('POL-2024-118');
  await page.getByLabel(t('form.description')).fill(description);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('form.submit') }).click();
}

for (const lang of LANGS) {
  test(`every template's footer in ${lang} links complaints, the whistleblowing channel and the accessibility statement`, async ({ page, allowConsoleErrors }) => {
    // Eleven pages, each loaded and hydrated: more than the default time when the machine runs four workers.
    test.slow();
    // The browser reports the 404 page's own status as a console error.
    allowConsoleErrors(/status of 404/);
    const t = (key: string) => translation(lang, 'common', `footer.${key}`);
    const pages = [...Object.values(templatePages(outDir, lang)), ...DUTY_PAGES.map((duty) => `/${lang}/${duty}`), `/${lang}/no-such-page`];
    for (const pagePath of pages) {
      await page.goto(pagePath);
      const footer = page.getByRole('contentinfo');
      const channel = footer.getByRole('link', { name: new RegExp(`^${t('whistleblowingChannel').replace(/[()]/g, '\\$&')}`) });
      // Each check reads the page as it stands, so they all run at once: one wait instead of a dozen in a row.
      await Promise.all([
        expect(footer.getByRole('link', { name: t('complaints'), exact: true }), pagePath).toHaveAttribute('href', `/${lang}/complaints`),
        expect(footer.getByRole('link', { name: t('accessibility'), exact: true }), pagePath).toHaveAttribute('href', `/${lang}/accessibility`),
        // Its own, clearly labelled section (Ley 2/2023 art. 25): the channel's address and the page about it.
        expect(channel, pagePath).toHaveAttribute('href', WHISTLEBLOWING.channelUrl),
        expect(footer.getByRole('heading', { name: t('whistleblowing') }), pagePath).toBeVisible(),
        expect(footer.getByRole('link', { name: t('whistleblowingAbout') }), pagePath).toHaveAttribute('href', `/${lang}/whistleblowing`),
        // Portugal's electronic complaints book on Portuguese pages only.
        expect(footer.getByRole('link', { name: new RegExp(`^${t('complaintsBook').replace(/[()]/g, '\\$&')}`) }), pagePath).toHaveCount(lang === 'pt' ? 1 : 0),
        // Every registration is in the footer, its register's name a link to the public register (the legal notice's
        // PDF links them too: src/documents/index.test.ts).
        ...(Object.keys(PUBLIC_REGISTERS) as (keyof typeof PUBLIC_REGISTERS)[]).flatMap((key) => {
          const notice = footer.getByRole('paragraph').filter({ hasText: REGISTRATIONS[key] });
          return [
            expect(notice.first(), pagePath).toBeVisible(),
            expect(notice.locator(`a[href="${PUBLIC_REGISTERS[key].url}"]`), `${pagePath}: ${key}`).toHaveCount(1),
          ];
        }),
      ]);
    }
  });
}

test('the complaints page gives the department, each market’s answer time, its insurance and credit complaints services, and Portugal’s complaints book', async ({ page }) => {
  await page.goto('/pt/complaints');
  const markets = page.getByRole('region', { name: translation('pt', 'complaints', 'markets.title') }).getByRole('listitem');
  // The Portuguese page starts with Portugal.
  await expect(markets.first().getByRole('heading', { level: 3 })).toHaveText('Portugal');
  await expect(markets.first()).toContainText(translation('pt', 'complaints', 'markets.answer_day_other', { count: '20' }));
  // Each market: where insurance complaints go and where loans' and mortgages' go, each labelled by its products.
  for (const { market, supervisors } of COMPLAINTS.markets) {
    const card = markets.filter({ has: page.getByRole('heading', { level: 3, name: translation('pt', 'complaints', `markets.${market}`) }) });
    for (const { products, name, url } of supervisors) {
      const item = card.getByRole('listitem').filter({ hasText: translation('pt', 'complaints', `markets.${products}`) });
      await expect(item.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', url);
    }
  }
  await expect(page.getByRole('link', { name: /Livro de Reclamações Eletrónico/ }).first()).toHaveAttribute('href', COMPLAINTS.complaintsBook);
  await expect(page.getByRole('link', { name: COMPLAINTS.department.email })).toHaveAttribute('href', `mailto:${COMPLAINTS.department.email}`);
});

test('the whistleblowing page names each market’s external authority and links its channel', async ({ page }) => {
  for (const lang of LANGS) {
    await page.goto(`/${lang}/whistleblowing`);
    const external = page.getByRole('region', { name: translation(lang, 'whistleblowing', 'external.title') });
    await expect(external).toContainText(translation(lang, 'whistleblowing', 'external.text'));
    for (const { market, authority, url } of WHISTLEBLOWING.external) {
      const item = external.getByRole('listitem').filter({ hasText: translation(lang, 'whistleblowing', `external.${market}`) });
      await expect(item.getByRole('link', { name: new RegExp(`^${authority.replace(/[().]/g, '\\$&')}`) }), `${lang} ${market}`).toHaveAttribute('href', url);
    }
  }
});

test('the accessibility statement names the standard, lists each known limit and the last review', async ({ page }) => {
  await page.goto('/en/accessibility');
  await expect(page.getByText('WCAG) 2.2')).toBeVisible();
  const limits = page.getByRole('region', { name: translation('en', 'accessibility', 'limits.title') });
  await expect(limits.getByRole('listitem')).toHaveCount(ACCESSIBILITY.knownLimits.length);
  if (!ACCESSIBILITY.knownLimits.length) await expect(limits).toContainText(translation('en', 'accessibility', 'limits.none'));
  const [year, month, day] = ACCESSIBILITY.lastReviewed.split('-').map(Number);
  const date = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
  await expect(page.getByText(translation('en', 'accessibility', 'review.text', { date }))).toBeVisible();
  await expect(page.getByRole('link', { name: translation('en', 'accessibility', 'report.button') })).toHaveAttribute('href', '/en/contact#contact');
  // The address to report a barrier to is a link that opens the visitor's mail program.
  const report = page.getByRole('region', { name: translation('en', 'accessibility', 'report.title') });
  await expect(report.getByRole('link', { name: HEADQUARTERS.email })).toHaveAttribute('href', `mailto:${HEADQUARTERS.email}`);
});

test('a complaint sent with JavaScript shows its reference, the one its acknowledgement quotes, and is stored as a complaint', async ({ page }) => {
  await page.goto('/es/complaints');
  const token = `js-${Date.now()}`;
  await fillComplaint(page, 'es', `El siniestro sigue sin respuesta. ${token}`);
  const message = await deliveredComplaint(token);
  expect(message.message_data.reference).toMatch(REFERENCE);
  await expect(page.getByRole('status')).toHaveText(translation('es', 'complaints', 'form.success', { reference: message.message_data.reference }));
  expect(message.acknowledgement_to).toBe('marta.ruiz@example.es');
  expect(await storedKinds(message.message_data.lead_id)).toEqual(['complaint']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a complaint lands on a page with its reference, and one lead of the complaint kind is stored', async ({ page }) => {
    await page.goto('/it/complaints');
    const token = `nojs-${Date.now()}`;
    await fillComplaint(page, 'it', `Nessuna risposta da tre mesi. ${token}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'form-result', 'complaint.sentTitle'));
    const reference = (await page.locator('#complaint-reference').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    await expect(page.getByText(translation('it', 'form-result', 'complaint.reference'))).toBeVisible();
    // Reload asks for the receipt again: it posts nothing twice.
    await page.reload();
    await expect(page.locator('#complaint-reference')).toHaveText(reference);

    const message = await deliveredComplaint(token);
    expect(message.message_data).toMatchObject({ reference, language: 'it', policy_reference: 'POL-2024-118', phone_number: 'N/A' });
    expect(await storedKinds(message.message_data.lead_id)).toEqual(['complaint']);
    const files = (await readdir(OUTBOX)).filter((file) => file.startsWith('complaint-'));
    const sameToken = await Promise.all(files.map(async (file) => (await readFile(path.join(OUTBOX, file), 'utf8')).includes(token)));
    expect(sameToken.filter(Boolean)).toHaveLength(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
