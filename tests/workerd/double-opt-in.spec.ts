import { expect, test, translation } from '../e2e/fixtures';
import type { Page } from '@playwright/test';
import { d1Execute } from '../../src/operator/d1-execute';
import { recordedWith } from './providers';
import { POLL, RELAY_ENV, WORKERD_STATE } from './setup';

/**
 * The newsletter's double opt-in on workerd (docs/decisions/0039-consent-register-and-double-opt-in.md): the Worker
 * of wrangler.toml, whose run_worker_first hands the confirmation pages to it, serves the page of the e-mail's link
 * from ASSETS and takes its button's POST to the relay. Customer.io is the fake. The same under Node:
 * src/relay/newsletter/double-opt-in.test.ts; in the browser tier: tests/e2e/double-opt-in.spec.ts.
 */
const t = (key: string) => translation('pt', 'form-result', key);
const RELAY_ANSWER = { timeout: POLL.timeout };
const local = { remote: false as const, persistTo: WORKERD_STATE };

/** Signs up on the Portuguese blog page and returns the confirmation e-mail's link, pointed at this Worker. */
async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/pt/blog');
  const form = page.getByRole('form', { name: translation('pt', 'blog', 'newsletter.title') });
  await form.getByLabel(translation('pt', 'forms', 'newsletter.name')).fill('Confirmação Teste');
  await form.getByLabel(translation('pt', 'forms', 'newsletter.email')).fill(email);
  await form.getByRole('button', { name: translation('pt', 'forms', 'newsletter.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(translation('pt', 'forms', 'newsletter.status.success'), RELAY_ANSWER);
  await expect.poll(async () => (await recordedWith(page.request, email)).length, POLL).toBe(1);
  const [sent] = await recordedWith(page.request, email);
  const link = new URL((JSON.parse(sent.body) as { message_data: { confirm_url: string } }).message_data.confirm_url);
  expect(link.origin).toBe(RELAY_ENV.SITE_URL);
  return `${link.pathname}${link.search}`;
}

const submissions = async (page: Page, email: string) =>
  (await recordedWith(page.request, email)).filter((request) => request.path.startsWith('/api/v1/forms/'));

test('the link opens the page in the visitor language; its button submits once, with the proof of consent; again, nothing', async ({ page }) => {
  test.slow();
  const email = `confirm-${Date.now()}@example.pt`;
  const link = await signUp(page, email);

  // Opening the link (what a mail scanner does) shows the page and confirms nothing.
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletterConfirm.title'));
  await page.request.get(link);
  expect(await submissions(page, email)).toEqual([]);

  await page.getByRole('button', { name: t('newsletterConfirm.button') }).click();
  await expect(page).toHaveURL('/pt/newsletter/confirmed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletterConfirm.confirmedTitle'));
  await expect.poll(async () => (await submissions(page, email)).length, POLL).toBe(1);
  const [submitted] = await submissions(page, email);
  expect(JSON.parse(submitted.body)).toEqual({
    data: {
      email,
      name: 'Confirmação Teste',
      language: 'pt',
      newsletter_consent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      newsletter_policy: '/docs/pt/privacy-policy.pdf',
      newsletter_policy_version: expect.stringMatching(/^\d{4}-\d\d$/),
      newsletter_confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    },
  });

  // Pressing again: already confirmed, nothing submitted.
  await page.goto(link);
  await page.getByRole('button', { name: t('newsletterConfirm.button') }).click();
  await expect(page).toHaveURL('/pt/newsletter/already-confirmed');
  const consents = d1Execute<{ purpose: string; policy: string; confirmed: number }>(
    `SELECT purpose, policy, confirmed_at IS NOT NULL AS confirmed FROM consents WHERE lead_id IN
       (SELECT id FROM leads WHERE payload LIKE '%${email}%' AND step = 'confirm')`,
    local,
  );
  expect(consents).toEqual([{ purpose: 'newsletter', policy: '/docs/pt/privacy-policy.pdf', confirmed: 1 }]);
  expect(await submissions(page, email)).toHaveLength(1);
});

test('a forged link lands on a clear page with a way to sign up again, and submits nothing', async ({ page }) => {
  const email = `forged-${Date.now()}@example.pt`;
  const link = await signUp(page, email);
  // Another lead's id under this link's signature.
  await page.goto(link.replace('token=', 'token=0'));
  await page.getByRole('button', { name: t('newsletterConfirm.button') }).click();
  await expect(page).toHaveURL('/pt/newsletter/link-expired');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletterConfirm.expiredTitle'));
  await page.getByRole('link', { name: t('newsletterConfirm.signUpAgain') }).click();
  await expect(page.getByRole('form', { name: translation('pt', 'blog', 'newsletter.title') })).toBeVisible();
  expect(await submissions(page, email)).toEqual([]);
});
