import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, holdScripts, test, translation } from './fixtures';

// The relay of the test server writes every accepted message here (playwright.config.ts sets OUTBOX_DIR).
const OUTBOX = path.resolve(__dirname, '../../test-results/outbox');

const t = (key: string) => translation('en', 'forms', key);
const tContact = (key: string) => translation('en', 'contact-form', key);

type ContactMessage = { kind: string; message_data: Record<string, string> };

/** The contact message whose text carries `token`, polling the outbox until the relay has written it. */
async function outboxMessage(token: string): Promise<ContactMessage> {
  let found: ContactMessage | undefined;
  await expect(async () => {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.startsWith('contact-')).sort().reverse();
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

type OutboxFile = { kind: string; to?: string; message_data?: Record<string, string>; data?: Record<string, string> };

/**
 * What the outbox holds for a newsletter address: the confirmation e-mails sent to it (one per sign-up) and its
 * subscriber record, which appears only once a sign-up is confirmed (double opt-in, tests/e2e/double-opt-in.spec.ts).
 */
async function outboxFor(address: string) {
  const files = (await readdir(OUTBOX)).filter((file) => file.endsWith('.json'));
  const records = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as OutboxFile));
  return {
    confirmations: records.filter((record) => record.kind === 'newsletter_confirmation' && record.to === address).map((record) => record.message_data),
    subscribers: records.filter((record) => record.kind === 'newsletter' && record.data?.email === address),
  };
}

function contactForm(page: Page) {
  const form = page.locator('#contact').getByRole('form', { name: tContact('title') });
  return {
    form,
    name: form.getByLabel(tContact('name')),
    email: form.getByLabel(tContact('email')),
    phone: form.getByRole('textbox', { name: tContact('phone') }),
    schedule: form.getByLabel(tContact('schedule.label')),
    message: form.getByLabel(tContact('message')),
    privacy: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: tContact('submit') }),
    /** The error summary's live region (inside the focusable summary). */
    alert: form.getByRole('alert'),
    summaryLines: form.getByRole('alert').getByRole('listitem'),
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
  test('an empty form lists every problem in the spec order, next to each field, with focus on the summary', async ({ page }) => {
    await page.goto('/en/contact');
    const f = contactForm(page);
    // In the same page load, before anything is typed.
    await test.step('the privacy policy opens as a PDF in a new tab', async () => {
      const link = f.form.getByRole('link', { name: /privacy policy/ });
      await expect(link).toHaveAttribute('href', '/docs/en/privacy-policy.pdf');
      await expect(link).toHaveAttribute('target', '_blank');
    });
    const posts = countRelayPosts(page);
    await expect(f.phone).toHaveValue(/^\+\d+/);
    await f.submit.click();
    await expect(f.summaryLines).toHaveText([
      'Please enter a valid phone number.',
      'Please read and accept the privacy policy.',
      t('errors.required.name'),
      t('errors.required.email'),
      t('errors.required.message'),
    ]);
    await expect(f.form.locator(':focus')).toContainText(t('summary.title'));
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(f.name).toHaveAccessibleDescription(t('errors.required.name'));
    await expect(f.privacy).toHaveAccessibleDescription('Please read and accept the privacy policy.');
    // Each line links to its field.
    await f.alert.getByRole('link', { name: t('errors.required.email') }).click();
    await expect(f.email).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('an invalid phone is reported before the privacy policy, and nothing is sent', async ({ page }) => {
    await page.goto('/en/contact');
    const f = contactForm(page);
    const posts = countRelayPosts(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.es');
    await typePhone(f.phone, '6123');
    await f.message.fill('About my pension plan');
    await f.submit.click();
    await expect(f.summaryLines).toHaveText([t('status.invalid_phone'), t('status.accept_privacy_policy')]);
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await expect(f.privacy).not.toBeChecked();
    expect(posts).toEqual([]);
  });

  test('an unticked privacy policy is reported once the phone is valid', async ({ page }) => {
    await page.goto('/en/contact');
    const f = contactForm(page);
    const posts = countRelayPosts(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.es');
    await typePhone(f.phone, '612345678');
    await f.message.fill('About my pension plan');
    await f.submit.click();
    await expect(f.summaryLines).toHaveText(['Please read and accept the privacy policy.']);
    await f.alert.getByRole('link').click();
    await expect(f.privacy).toBeFocused();
    expect(posts).toEqual([]);
  });

  // One page load for both, the empty form's first.
  test('shows the messages in the page language; typing over the selected country code keeps it', async ({ page }) => {
    await page.goto('/pt/contact');
    await test.step('shows the messages in the page language', async () => {
      const form = page.locator('#contact').getByRole('form');
      await form.getByRole('button', { name: translation('pt', 'contact-form', 'submit') }).click();
      await expect(form.getByRole('alert').getByRole('listitem').first()).toHaveText(translation('pt', 'forms', 'status.invalid_phone'));
    });
    await test.step('typing over the selected country code keeps it: the digits follow it', async () => {
      const phone = page.locator('#contact').getByRole('textbox', { name: translation('pt', 'contact-form', 'phone') });
      await expect(phone).toHaveValue('+351');
      await phone.click();
      await phone.press('ControlOrMeta+a');
      await phone.pressSequentially('923456789');
      await expect(phone).toHaveValue('+351 923 456 789');
      // A '+' typed over it still replaces it, for another country.
      await phone.press('ControlOrMeta+a');
      await phone.pressSequentially('+34612345678');
      await expect(phone).toHaveValue('+34 612 345 678');
    });
  });

  test('a pasted message over the limit is kept whole, counted, and refused with how much to cut', async ({ page }) => {
    await page.goto('/en/contact');
    const f = contactForm(page);
    const posts = countRelayPosts(page);
    await f.name.fill('Ana García');
    await f.email.fill('ana@example.es');
    await typePhone(f.phone, '612345678');
    await f.privacy.check();
    await f.message.fill('m'.repeat(6500));
    await expect(f.message).toHaveValue('m'.repeat(6500));
    await expect(f.form.getByText('1,500 characters over the limit')).toBeVisible();
    await f.submit.click();
    await expect(f.summaryLines).toHaveText(['Your question is 1,500 characters too long: the limit is 5,000.']);
    expect(posts).toEqual([]);
  });

  test('a time chosen before the script arrived is kept once it runs, and sent as chosen', async ({ page }) => {
    // The scripts wait until the visitor has chosen (a slow phone); the built select holds the option's label.
    const release = await holdScripts(page);
    await page.goto('/en/contact', { waitUntil: 'commit' });
    const f = contactForm(page);
    await f.schedule.selectOption({ label: tContact('schedule.evening') });
    release();
    await expect(f.form).toHaveAttribute('novalidate', '');
    await expect(f.schedule).toHaveValue(tContact('schedule.evening'));
    const token = `early-time-${Date.now()}`;
    await f.name.fill('Ana García Pérez');
    await f.email.fill('ana.garcia@example.es');
    await typePhone(f.phone, '612345678');
    await f.message.fill(`Call me in the evening. ${token}`);
    await f.privacy.check();
    await f.submit.click();
    await expect(f.status).toHaveText(tContact('status.success'));
    expect((await outboxMessage(token)).message_data.time).toBe(tContact('schedule.evening'));
  });

  test('a valid request reaches the relay with exactly what was typed, then the form is cleared', async ({ page }) => {
    await page.goto('/en/contact');
    const f = contactForm(page);
    const token = `success-${Date.now()}`;
    await f.name.fill('Ana García Pérez');
    await f.email.fill('ana.garcia@example.es');
    await typePhone(f.phone, '612345678');
    await f.schedule.selectOption({ label: tContact('schedule.morning') });
    await f.message.fill(`I would like to review my pension plan. ${token}`);
    await f.privacy.check();
    await f.submit.click();

    await expect(f.status).toHaveText('Thank you. We have your request, and someone will be in touch soon.');
    await expect(f.alert).toHaveCount(0);
    const message = await outboxMessage(token);
    expect(message.kind).toBe('contact');
    expect(message.message_data).toEqual({
      name: 'Ana García Pérez',
      email: 'ana.garcia@example.es',
      phone_number: '+34 612345678',
      message: `I would like to review my pension plan. ${token}`,
      channel: '/en/contact',
      time: tContact('schedule.morning'),
      lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(f.privacy).not.toBeChecked();
    await expect(f.phone).toHaveValue('+34');
  });

  test('a relay failure shows the standard error in red, keeps every field, and clears on the next try', async ({ page, allowConsoleErrors }) => {
    await page.goto('/en/contact');
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

    await expect(f.summaryLines).toHaveText(['Something went wrong, please try again.']);
    await expect(f.status).toBeEmpty();
    await expect(f.name).toHaveValue('Rui Costa');
    await expect(f.email).toHaveValue('rui@example.pt');
    await expect(f.phone).toHaveValue('+34 612 345 678');
    await expect(f.message).toHaveValue(`Second try ${token}`);
    await expect(f.privacy).toBeChecked();

    // The relay is back: the same form goes through and the error disappears.
    await page.unroute('**/api/contact');
    await f.submit.click();
    await expect(f.status).toHaveText(tContact('status.success'));
    await expect(f.alert).toHaveCount(0);
    expect((await outboxMessage(token)).message_data.name).toBe('Rui Costa');
  });

  test('an unreachable relay has its own message and keeps what was typed', async ({ page, allowConsoleErrors }) => {
    await page.goto('/en/contact');
    allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    const f = contactForm(page);
    await f.name.fill('Rui Costa');
    await f.email.fill('rui@example.pt');
    await typePhone(f.phone, '612345678');
    await f.message.fill('Offline question');
    await f.privacy.check();
    await f.submit.click();
    await expect(f.summaryLines).toHaveText(['We could not reach our server. Check your connection and try again.']);
    await expect(f.message).toHaveValue('Offline question');
    await expect(f.privacy).toBeChecked();
  });

  test('a rate-limited sender is told to wait', async ({ page, allowConsoleErrors }) => {
    await page.goto('/en/contact');
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
    await expect(f.summaryLines).toHaveText([t('status.rate_limited')]);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await page.goto('/en/contact');
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
    await expect(f.status).toHaveText(tContact('status.success'));
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
    await expect(form.getByRole('status')).toHaveText(t('newsletter.status.success'));
    // A confirmation e-mail in the page language; nothing subscribed until its button is pressed.
    await expect.poll(() => outboxFor(address)).toEqual({
      confirmations: [expect.objectContaining({ name: 'Marta Reader', language: 'en' })],
      subscribers: [],
    });

    // The same address again: answered the same way (nothing tells whether it was known), a confirmation of its own.
    await form.getByLabel(t('newsletter.name')).fill('Marta');
    await form.getByLabel(t('newsletter.email')).fill(address);
    await form.getByRole('button', { name: t('newsletter.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(t('newsletter.status.success'));
    await expect.poll(async () => (await outboxFor(address)).confirmations.map((data) => data?.name).sort()).toEqual(['Marta', 'Marta Reader']);
    expect((await outboxFor(address)).subscribers).toEqual([]);
  });

  test('what was typed before the script arrived is still there once it runs', async ({ page }) => {
    // The page's scripts wait until the visitor has typed: the slow phone on a slow network.
    const release = await holdScripts(page);
    await page.goto('/en/blog', { waitUntil: 'commit' });
    const form = newsletter(page, translation('en', 'blog', 'newsletter.title'));
    await form.getByLabel(t('newsletter.name')).fill('Marta Early');
    release();
    // The script has taken over once it checks the fields itself (the browser's own checks are off).
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(form.getByLabel(t('newsletter.name'))).toHaveValue('Marta Early');
    await form.getByLabel(t('newsletter.email')).fill('marta.early@example.org');
    await form.getByRole('button', { name: t('newsletter.submit') }).click();
    await expect(form.getByRole('status')).toHaveText(t('newsletter.status.success'));
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
    // The script's error in place needs the script: before it, a tap posts the form as HTML does (its own test above).
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByLabel(t('newsletter.name')).fill('Marta Reader');
    await form.getByLabel(t('newsletter.email')).fill('marta@example.org');
    await form.getByRole('button', { name: t('newsletter.submit') }).click();
    await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([t('status.standard_error')]);
    await expect(form.getByLabel(t('newsletter.email'))).toHaveValue('marta@example.org');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the relay and lands on the sent page, with nothing in the address', async ({ page }) => {
    await page.goto('/en/contact');
    const f = contactForm(page);
    const token = `nojs-${Date.now()}`;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await f.name.fill('Lucía Sin Script');
    await f.email.fill('lucia@example.es');
    await f.phone.fill('+34 612 345 678');
    await f.schedule.selectOption({ label: tContact('schedule.evening') });
    await f.message.fill(`Sent without JavaScript ${token}`);
    await f.privacy.check();
    await f.submit.click();

    await expect(page).toHaveURL('/en/contact/sent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'form-result', 'contact.sentTitle'));
    await expect(page.getByText(tContact('status.success'))).toBeVisible();
    expect(requests).toContain(`POST ${new URL('/api/contact', page.url())}`);
    // Nothing typed travels in any address (the form posts it in the body).
    for (const request of requests) expect(request).not.toMatch(/lucia|Sin(\+|%20)Script|612(\+|%20)345/i);
    expect((await outboxMessage(token)).message_data).toEqual({
      name: 'Lucía Sin Script',
      email: 'lucia@example.es',
      phone_number: '+34 612 345 678',
      message: `Sent without JavaScript ${token}`,
      channel: '/en/contact',
      time: tContact('schedule.evening'),
      lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the browser checks the required fields first, and a refused post keeps what was typed when going Back', async ({ page }) => {
    await page.goto('/pt/contact');
    const form = page.locator('#contact').getByRole('form');
    const label = (key: string) => translation('pt', 'contact-form', key);
    const name = form.getByLabel(label('name'));
    const message = form.getByLabel(label('message'));
    const phone = form.getByRole('textbox', { name: label('phone') });
    const submit = form.getByRole('button', { name: label('submit') });

    // Empty: the browser refuses to post (required fields), nothing leaves the page.
    await submit.click();
    await expect(page).toHaveURL('/pt/contact');
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    // Filled in, but with a message over the limit: the relay refuses it and says why.
    await name.fill('Rui Sem Script');
    await form.getByLabel(label('email')).fill('rui@example.pt');
    await phone.fill('+351 912 345 678');
    await message.fill(`${'longa '.repeat(900)}fim`);
    await form.getByRole('checkbox').check();
    await submit.click();
    await expect(page).toHaveURL('/pt/contact/error/too_long');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('pt', 'form-result', 'contact.errorTitle'));
    await expect(page.getByText(translation('pt', 'form-result', 'back'))).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/pt/contact');
    await expect(name).toHaveValue('Rui Sem Script');
    await expect(phone).toHaveValue('+351 912 345 678');
    await expect(message).toHaveValue(`${'longa '.repeat(900)}fim`);
    await expect(form.getByRole('checkbox')).toBeChecked();
  });

  test('the newsletter posts to the relay with the page language and lands on the sent page', async ({ page }) => {
    await page.goto('/it/blog');
    const form = page.getByRole('form', { name: translation('it', 'blog', 'newsletter.title') });
    const address = `nojs-${Date.now()}@example.it`;
    await form.getByLabel(translation('it', 'forms', 'newsletter.name')).fill('Giulia');
    await form.getByLabel(translation('it', 'forms', 'newsletter.email')).fill(address);
    await form.getByRole('button', { name: translation('it', 'forms', 'newsletter.submit') }).click();
    await expect(page).toHaveURL('/it/newsletter/sent');
    await expect(page.getByText(translation('it', 'forms', 'newsletter.status.success'))).toBeVisible();
    await expect.poll(async () => (await outboxFor(address)).confirmations).toEqual([expect.objectContaining({ name: 'Giulia', language: 'it' })]);
  });
});
