import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { expect, test, translation } from './fixtures';

/**
 * The newsletter's double opt-in in a phone (docs/decisions/0039-consent-register-and-double-opt-in.md): sign up,
 * read the confirmation e-mail from the outbox of the test server (playwright.config.ts sets OUTBOX_DIR), open its
 * link on the test server, press the button, and find exactly one submission in the outbox; with and without
 * JavaScript. The same flow on workerd: tests/workerd/double-opt-in.spec.ts.
 */
const OUTBOX = path.resolve(__dirname, '../../test-results/outbox');

type OutboxFile = { kind: string; to?: string; message_data?: Record<string, string>; data?: Record<string, string> };

async function outbox(): Promise<OutboxFile[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as OutboxFile));
}

/** The confirmation e-mail sent to `address`, once the relay has written it. */
async function confirmationTo(address: string): Promise<OutboxFile> {
  let found: OutboxFile[] = [];
  await expect(async () => {
    found = (await outbox()).filter((file) => file.kind === 'newsletter_confirmation' && file.to === address);
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  return found[0];
}

const submissionsFor = async (address: string) => (await outbox()).filter((file) => file.kind === 'newsletter' && file.data?.email === address);

/** The link of the e-mail names the public site: the same path and query on the test server. */
const onTestServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function signUp(page: Page, lang: 'es' | 'it', address: string) {
  const forms = (key: string) => translation(lang, 'forms', key);
  await page.goto(`/${lang}/blog`);
  const form = page.getByRole('form', { name: translation(lang, 'blog', 'newsletter.title') });
  await form.getByLabel(forms('newsletter.name')).fill('Lucía Confirma');
  await form.getByLabel(forms('newsletter.email')).fill(address);
  await form.getByRole('button', { name: forms('newsletter.submit') }).click();
}

// A phone's user agent, touch and meta-viewport handling, 375 px wide.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];
test.use({ ...phone, viewport: { width: 375, height: 740 }, screen: { width: 375, height: 740 }, deviceScaleFactor: 3 });

test('a phone signs up, follows the e-mail link, presses the button once: one submission, in its language', async ({ page }) => {
  const text = (key: string) => translation('es', 'form-result', key);
  const address = `confirma-${Date.now()}@example.es`;
  await signUp(page, 'es', address);
  await expect(page.getByRole('status')).toHaveText(translation('es', 'forms', 'newsletter.status.success'));

  const email = await confirmationTo(address);
  expect(email.message_data).toMatchObject({ name: 'Lucía Confirma', language: 'es' });
  const link = email.message_data!.confirm_url;
  expect(link).toMatch(/^https?:\/\/[^/]+\/es\/newsletter\/confirm\?token=/);
  expect(await submissionsFor(address)).toEqual([]);

  // Opening the link, and opening it again (a scanner, a reload), confirms nothing.
  await page.goto(onTestServer(link));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('newsletterConfirm.title'));
  expect(await submissionsFor(address)).toEqual([]);

  await page.getByRole('button', { name: text('newsletterConfirm.button') }).tap();
  await expect(page).toHaveURL('/es/newsletter/confirmed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('newsletterConfirm.confirmedTitle'));
  await expect.poll(async () => (await submissionsFor(address)).length, { timeout: 10_000 }).toBe(1);
  const [submission] = await submissionsFor(address);
  expect(submission.data).toEqual({
    email: address,
    name: 'Lucía Confirma',
    language: 'es',
    newsletter_consent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    newsletter_policy: '/docs/es/privacy-policy.pdf',
    newsletter_policy_version: expect.stringMatching(/^\d{4}-\d\d$/),
    newsletter_confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
  });

  // Pressing again: already confirmed, and the outbox still holds the one submission, unchanged.
  await page.goto(onTestServer(link));
  await page.getByRole('button', { name: text('newsletterConfirm.button') }).tap();
  await expect(page).toHaveURL('/es/newsletter/already-confirmed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('newsletterConfirm.alreadyTitle'));
  expect(await submissionsFor(address)).toEqual([submission]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-up lands on its page, and the link page its button confirms once', async ({ page }) => {
    const text = (key: string) => translation('it', 'form-result', key);
    const address = `nojs-conferma-${Date.now()}@example.it`;
    await signUp(page, 'it', address);
    await expect(page).toHaveURL('/it/newsletter/sent');
    await expect(page.getByText(translation('it', 'forms', 'newsletter.status.success'))).toBeVisible();

    const link = (await confirmationTo(address)).message_data!.confirm_url;
    await page.goto(onTestServer(link));
    await page.getByRole('button', { name: text('newsletterConfirm.button') }).tap();
    await expect(page).toHaveURL('/it/newsletter/confirmed');
    await expect.poll(async () => (await submissionsFor(address)).length, { timeout: 10_000 }).toBe(1);

    await page.goto(onTestServer(link));
    await page.getByRole('button', { name: text('newsletterConfirm.button') }).tap();
    await expect(page).toHaveURL('/it/newsletter/already-confirmed');
    expect(await submissionsFor(address)).toHaveLength(1);
  });

  test('a forged link says so and offers to sign up again', async ({ page }) => {
    const text = (key: string) => translation('it', 'form-result', key);
    await page.goto('/it/newsletter/confirm?token=not-a-token');
    await page.getByRole('button', { name: text('newsletterConfirm.button') }).tap();
    await expect(page).toHaveURL('/it/newsletter/link-expired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('newsletterConfirm.expiredTitle'));
    await page.getByRole('link', { name: text('newsletterConfirm.signUpAgain') }).tap();
    await expect(page).toHaveURL('/it/blog#newsletter-wide-title');
    await expect(page.getByRole('form', { name: translation('it', 'blog', 'newsletter.title') })).toBeVisible();
  });
});
