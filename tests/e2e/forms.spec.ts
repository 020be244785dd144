import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, translation } from './fixtures';

// The relay of the test server writes every accepted message here (playwright.config.ts sets OUTBOX_DIR).
const OUTBOX = path.resolve(__dirname, '../../test-results/outbox');

const t = (key: string) => translation('en', 'forms', key);

type ContactMessage = { kind: string; message_data: Record<string, string> };

/** The contact message whose text carries `token`, polling the outbox until the relay has written it. */
async function outboxMessage(token: string): Promise<ContactMessage> {
  let found: ContactMessage | undefined;
  await expect(async () => {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.includes('-contact-')).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as ContactMessage;
      if (message.message_data.message.includes(token)) {
        found = message;
        return;
      }
    }
    throw new Error(`no outbox message with ${token}`);
  }).toPass({ timeout: 10_000 });
  return found!;
}

function contactForm(page: Page) {
  const form = page.locator('#contact').getByRole('form', { name: t('contact-section.title') });
  return {
    form,
    name: form.getByLabel(t('contact-section.name')),
    email: form.getByLabel(t('contact-section.email')),
    phone: form.getByRole('textbox', { name: t('contact-section.phone') }),
    schedule: form.getByLabel(t('contact-section.schedule.label')),
    message: form.getByLabel(t('contact-section.message')),
    privacy: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: t('contact-section.submit') }),
    alert: form.getByRole('alert'),
    status: form.getByRole('status'),
  };
}

/**
 * Types a national number into the phone field once the lazily loaded widget shows its country code, as a
 * person would see it before typing; typing into the half-initialised widget is not a visitor's journey.
 */
async function typePhone(phone: Locator, digits: string) {
  await expect(phone).toHaveValue(/^\+\d+/);
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

/** Counts the posts that reach the relay, to prove the client-side checks send nothing. */
function countRelayPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(request.url());
  });
  return posts;
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/en/contact');
  });

  test('an invalid phone is reported before the privacy policy, and nothing is sent', async ({ page }) => {
    const f = contactForm(page);
    const posts = countRelayPosts(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.es');
    await typePhone(f.phone, '6123');
    await f.message.fill('About my pension plan');
    await f.submit.click();
    await expect(f.alert).toHaveText(t('status.invalid_phone'));
    await expect(f.alert).toHaveText('Please enter a valid phone number.');
    await expect(f.phone).toBeFocused();
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.privacy).not.toBeChecked();
    expect(posts).toEqual([]);
  });

  test('an unticked privacy policy is reported once the phone is valid', async ({ page }) => {
    const f = contactForm(page);
    const posts = countRelayPosts(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.es');
    await typePhone(f.phone, '612345678');
    await f.message.fill('About my pension plan');
    await f.submit.click();
    await expect(f.alert).toHaveText('Please read and accept the privacy policy.');
    await expect(f.privacy).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('the privacy policy opens as a PDF in a new tab', async ({ page }) => {
    const link = contactForm(page).form.getByRole('link', { name: /privacy policy/ });
    await expect(link).toHaveAttribute('href', '/docs/en/privacy-policy.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('a valid request reaches the relay with exactly what was typed, then the form is cleared', async ({ page }) => {
    const f = contactForm(page);
    const token = `success-${Date.now()}`;
    await f.name.fill('Ana García Pérez');
    await f.email.fill('ana.garcia@example.es');
    await typePhone(f.phone, '612345678');
    await f.schedule.selectOption({ label: t('contact-section.schedule.morning') });
    await f.message.fill(`I would like to review my pension plan. ${token}`);
    await f.privacy.check();
    await f.submit.click();

    await expect(f.status).toHaveText('Thank you for your contact, someone will be in touch soon.');
    await expect(f.alert).toBeEmpty();
    const message = await outboxMessage(token);
    expect(message.kind).toBe('contact');
    expect(message.message_data).toEqual({
      name: 'Ana García Pérez',
      email: 'ana.garcia@example.es',
      phone_number: '+34 612345678',
      message: `I would like to review my pension plan. ${token}`,
      channel: '/en/contact',
      time: t('contact-section.schedule.morning'),
    });

    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(f.privacy).not.toBeChecked();
    await expect(f.phone).toHaveValue('+34');
  });

  test('a relay failure shows the standard error in red, keeps every field, and clears on the next try', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 502/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'standard_error' }) }),
    );
    const f = contactForm(page);
    const token = `retry-${Date.now()}`;
    await f.name.fill('Rui Costa');
    await f.email.fill('rui@example.pt');
    await typePhone(f.phone, '612345678');
    await f.message.fill(`Second try ${token}`);
    await f.privacy.check();
    await f.submit.click();

    await expect(f.alert).toHaveText('Something went wrong, please try again.');
    await expect(f.status).toBeEmpty();
    await expect(f.name).toHaveValue('Rui Costa');
    await expect(f.email).toHaveValue('rui@example.pt');
    await expect(f.phone).toHaveValue('+34 612 345 678');
    await expect(f.message).toHaveValue(`Second try ${token}`);
    await expect(f.privacy).toBeChecked();

    // The relay is back: the same form goes through and the error disappears.
    await page.unroute('**/api/contact');
    await f.submit.click();
    await expect(f.status).toHaveText(t('contact-section.status.success'));
    await expect(f.alert).toBeEmpty();
    expect((await outboxMessage(token)).message_data.name).toBe('Rui Costa');
  });

  test('an unreachable relay has its own message and keeps what was typed', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    const f = contactForm(page);
    await f.name.fill('Rui Costa');
    await f.email.fill('rui@example.pt');
    await typePhone(f.phone, '612345678');
    await f.message.fill('Offline question');
    await f.privacy.check();
    await f.submit.click();
    await expect(f.alert).toHaveText('We could not reach our server. Check your connection and try again.');
    await expect(f.message).toHaveValue('Offline question');
    await expect(f.privacy).toBeChecked();
  });

  test('a rate-limited sender is told to wait', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 429/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'rate_limited' }) }),
    );
    const f = contactForm(page);
    await f.name.fill('Rui Costa');
    await f.email.fill('rui@example.pt');
    await typePhone(f.phone, '612345678');
    await f.message.fill('Again');
    await f.privacy.check();
    await f.submit.click();
    await expect(f.alert).toHaveText(t('status.rate_limited'));
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    const f = contactForm(page);
    const token = `keyboard-${Date.now()}`;
    await f.name.focus();
    await page.keyboard.type('Giulia Bianchi');
    await page.keyboard.press('Tab');
    await expect(f.email).toBeFocused();
    await page.keyboard.type('giulia@example.it');
    await page.keyboard.press('Tab');
    await expect(f.phone).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('612345678');
    // The phone's country button comes next, then the schedule.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(f.schedule).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    await page.keyboard.type(`Typed without a mouse ${token}`);
    await page.keyboard.press('Tab');
    await expect(f.privacy).toBeFocused();
    await page.keyboard.press('Space');
    await expect(f.privacy).toBeChecked();
    await page.keyboard.press('Tab'); // the privacy policy link
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(f.status).toHaveText(t('contact-section.status.success'));
    await expect(f.submit).toBeFocused();
    const message = await outboxMessage(token);
    expect(message.message_data).toMatchObject({ name: 'Giulia Bianchi', phone_number: '+34 612345678', channel: '/en/contact' });
  });

  test('the phone is a plain tel input until the country picker arrives, which keeps what was typed', async ({ page }) => {
    // Hold back the picker's chunk (the one carrying its country list) until something is typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('selected-flag')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/en/contact');
    const f = contactForm(page);
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.phone).toHaveAttribute('name', 'phone');
    await expect(f.phone).toHaveAttribute('autocomplete', 'tel');
    await f.phone.click();
    await page.keyboard.type('+351 912 345 678');
    release();
    await expect(f.form.getByRole('button', { name: /Portugal/ })).toBeVisible();
    await expect(f.phone).toHaveValue('+351 912 345 678');
    await expect(f.phone).toBeFocused();
  });

  test('shows the messages in the page language', async ({ page }) => {
    await page.goto('/pt/contact');
    const form = page.locator('#contact').getByRole('form');
    await form.getByRole('button', { name: translation('pt', 'forms', 'contact-section.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(translation('pt', 'forms', 'status.invalid_phone'));
  });
});

test.describe('newsletter form', () => {
  const newsletter = (page: Page, heading: string) => page.getByRole('form', { name: heading });

  test('the blog banner signs up through the relay and says so', async ({ page }) => {
    await page.goto('/en/blog');
    const form = newsletter(page, translation('en', 'blog', 'newsletter.title'));
    const address = `reader-${Date.now()}@example.org`;
    await form.getByLabel(t('newsletter.name')).fill('Marta Reader');
    await form.getByLabel(t('newsletter.email')).fill(address);
    await form.getByRole('button', { name: t('newsletter.submit') }).click();
    await expect(form.getByText('Registered email!')).toBeVisible();
    await expect(async () => {
      const files = (await readdir(OUTBOX)).filter((file) => file.includes('-newsletter-'));
      const bodies = await Promise.all(files.map((file) => readFile(path.join(OUTBOX, file), 'utf8')));
      expect(bodies.some((body) => body.includes(address) && body.includes('Marta Reader'))).toBe(true);
    }).toPass({ timeout: 10_000 });
  });

  test('a refused sign-up shows the error in place and keeps what was typed', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 502/);
    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 502, json: { ok: false, error: 'standard_error' } }));
    const posts = page.getByRole('article');
    await page.goto('/en/blog');
    const title = await posts.first().getByRole('heading').getByRole('link').textContent();
    await posts.first().getByRole('heading').getByRole('link').click();
    // Client-side navigation: wait for the post page before touching its form (the list has one too).
    await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
    const form = newsletter(page, translation('en', 'blog', 'newsletter.title'));
    await form.getByLabel(t('newsletter.name')).fill('Marta Reader');
    await form.getByLabel(t('newsletter.email')).fill('marta@example.org');
    await form.getByRole('button', { name: t('newsletter.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(t('status.standard_error'));
    await expect(form.getByLabel(t('newsletter.email'))).toHaveValue('marta@example.org');
  });
});
