import { expect, test, translation } from '../e2e/fixtures';
import { recordedWith, redirectNextProviderCall } from './providers';
import { d1Execute } from '../../src/operator/d1-execute';
import { readLocalD1 } from './local-d1';
import { POLL, RELAY_ENV, VISITORS, WORKERD_STATE } from './setup';

const contactText = (key: string) => translation('en', 'contact-form', key);
// The newsletter form and the messages both forms share.
const formsText = (key: string) => translation('en', 'forms', key);
// A post goes browser → workerd → fake provider and back; on a loaded machine that can take more than 5 s.
const RELAY_ANSWER = { timeout: POLL.timeout };

test.describe('the forms on workerd reach the providers with their documented payloads', () => {
  test('contact form: Customer.io Transactional API, bearer App API key, recipient from settings', async ({ page, request }) => {
    // The longest journey of the tier (the phone widget loads lazily, then every field is typed).
    test.slow();
    const visitor = VISITORS.contact;
    await page.goto('/en/contact');
    const form = page.locator('#contact').getByRole('form', { name: contactText('title') });
    await form.getByLabel(contactText('name')).fill(visitor.name);
    await form.getByLabel(contactText('email')).fill(visitor.email);
    const phone = form.getByRole('textbox', { name: contactText('phone') });
    await expect(phone).toHaveValue(/^\+\d+/);
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially(visitor.phoneDigits);
    await form.getByLabel(contactText('schedule.label')).selectOption({ label: contactText('schedule.morning') });
    await form.getByLabel(contactText('message')).fill(visitor.message);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: contactText('submit') }).click();

    await expect(form.getByRole('status')).toHaveText(contactText('status.success'), RELAY_ANSWER);
    // Delivered after the answer, through the queue.
    await expect.poll(async () => (await recordedWith(request, visitor.message)).length, POLL).toBe(1);
    const [sent, ...more] = await recordedWith(request, visitor.message);
    expect(more).toEqual([]);
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/send/email');
    expect(sent.headers.authorization).toBe(`Bearer ${RELAY_ENV.CUSTOMERIO_APP_API_KEY}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({
      to: RELAY_ENV.CONTACT_RECIPIENT_EMAIL,
      transactional_message_id: Number(RELAY_ENV.CUSTOMERIO_CONTACT_MESSAGE_ID),
      identifiers: { email: RELAY_ENV.CONTACT_RECIPIENT_EMAIL },
      message_data: {
        name: visitor.name,
        email: visitor.email,
        phone_number: `+34 ${visitor.phoneDigits}`,
        message: visitor.message,
        channel: '/en/contact',
        time: contactText('schedule.morning'),
        lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      reply_to: visitor.email,
    });
  });

  test('newsletter: the sign-up sends the confirmation e-mail through the Transactional API, to the visitor, with its link', async ({ page, request }) => {
    const visitor = VISITORS.newsletter;
    await page.goto('/en/blog');
    const form = page.getByRole('form', { name: translation('en', 'blog', 'newsletter.title') });
    await form.getByLabel(formsText('newsletter.name')).fill(visitor.name);
    await form.getByLabel(formsText('newsletter.email')).fill(visitor.email);
    await form.getByRole('button', { name: formsText('newsletter.submit') }).click();

    await expect(form.getByRole('status')).toHaveText(formsText('newsletter.status.success'), RELAY_ANSWER);
    await expect.poll(async () => (await recordedWith(request, visitor.email)).length, POLL).toBe(1);
    const [sent, ...more] = await recordedWith(request, visitor.email);
    expect(more).toEqual([]);
    expect(sent.path).toBe('/v1/send/email');
    expect(sent.headers.authorization).toBe(`Bearer ${RELAY_ENV.CUSTOMERIO_APP_API_KEY}`);
    expect(JSON.parse(sent.body)).toEqual({
      to: visitor.email,
      transactional_message_id: Number(RELAY_ENV.CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID),
      identifiers: { email: visitor.email },
      message_data: {
        name: visitor.name,
        language: 'en',
        confirm_url: expect.stringMatching(new RegExp(`^${RELAY_ENV.SITE_URL}/en/newsletter/confirm\\?token=[0-9a-f-]{36}\\.[0-9a-z]+\\.[\\w-]+$`)),
        lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    // The submission to the Track API form waits for the button (double-opt-in.spec.ts).
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`complaint ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test('stored as a complaint in D1, sent to the team and acknowledged, the reference on screen', async ({ page, request }) => {
        // A page that hydrates, a post, a queue delivery of two messages and a D1 read: slow on a loaded machine.
        test.slow();
        const visitor = VISITORS.complaint;
        const text = (key: string) => translation('it', 'complaints', key);
        const marker = javaScriptEnabled ? '(js)' : '(no-js)';
        const description = `${visitor.description} ${marker}`;
        await page.goto('/it/complaints');
        const form = page.getByRole('form', { name: text('form.title') });
        await form.getByLabel(text('form.name')).fill(visitor.name);
        await form.getByLabel(text('form.email'), { exact: true }).fill(visitor.email);
        await form.getByLabel(text('form.description')).fill(description);
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: text('form.submit') }).click();

        let reference: string;
        if (javaScriptEnabled) {
          await expect(form.getByRole('status')).toHaveText(/[0-9A-HJKMNP-TV-Z]{8}/, RELAY_ANSWER);
          reference = /[0-9A-HJKMNP-TV-Z]{8}/.exec((await form.getByRole('status').textContent()) ?? '')![0];
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('it', 'form-result', 'complaint.sentTitle'), RELAY_ANSWER);
          reference = (await page.locator('#complaint-reference').textContent()) ?? '';
          expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
        }
        await expect.poll(async () => (await recordedWith(request, description)).length, POLL).toBe(2);
        const [toTeam, acknowledgement] = (await recordedWith(request, description)).map((sent) => JSON.parse(sent.body));
        expect(toTeam).toMatchObject({
          to: RELAY_ENV.COMPLAINTS_RECIPIENT_EMAIL,
          transactional_message_id: Number(RELAY_ENV.CUSTOMERIO_COMPLAINT_MESSAGE_ID),
          reply_to: visitor.email,
        });
        expect(acknowledgement).toMatchObject({ to: visitor.email, transactional_message_id: Number(RELAY_ENV.CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID) });
        expect(toTeam.message_data).toEqual({ ...acknowledgement.message_data, reference, language: 'it', description, name: visitor.name, email: visitor.email });
        const stored = await d1Execute<{ kind: string; id: string }>(`SELECT kind, id FROM leads WHERE payload LIKE '%${marker}%'`, {
          remote: false,
          persistTo: WORKERD_STATE,
        });
        expect(stored).toEqual([{ kind: 'complaint', id: toTeam.message_data.lead_id }]);
      });
    });
  }

  test('a provider that refuses (400 echoing the input): the visitor, whose request is kept, sees success; the lead is kept as failed', async ({ page, request }) => {
    const visitor = VISITORS.refused;
    await page.goto('/en/blog');
    const form = page.getByRole('form', { name: translation('en', 'blog', 'newsletter.title') });
    await form.getByLabel(formsText('newsletter.name')).fill(visitor.name);
    await form.getByLabel(formsText('newsletter.email')).fill(visitor.email);
    await form.getByRole('button', { name: formsText('newsletter.submit') }).click();

    await expect(form.getByRole('status')).toHaveText(formsText('newsletter.status.success'), RELAY_ANSWER);
    await expect.poll(async () => (await recordedWith(request, visitor.email)).length, POLL).toBe(1);
    const stored = () => readLocalD1<{ state: string; last_error: string }>(WORKERD_STATE, `SELECT state, last_error FROM leads WHERE payload LIKE '%${visitor.email}%'`);
    await expect.poll(stored, POLL).toEqual([{ state: 'failed', last_error: 'provider_rejected:400:customerio-transactional' }]);
  });
});

test.describe('the relay on workerd', () => {
  const origin = () => `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}`;

  test('treats a provider redirect as a refused delivery and does not follow it', async ({ request }) => {
    await redirectNextProviderCall(request, 302, '/v1/send/email?followed=1');
    const marker = `redirected-${Date.now()}@example.org`;
    const response = await request.post('/api/newsletter', {
      headers: { Origin: origin(), 'CF-Connecting-IP': '192.0.2.200' },
      data: { name: 'Redirect Test', email: marker },
    });
    expect(response.status()).toBe(200);
    const stored = () => readLocalD1<{ state: string; last_error: string }>(WORKERD_STATE, `SELECT state, last_error FROM leads WHERE payload LIKE '%${marker}%'`);
    await expect.poll(stored, POLL).toEqual([{ state: 'failed', last_error: 'provider_rejected:302:customerio-transactional' }]);
    expect(await recordedWith(request, marker)).toHaveLength(1);
  });

  test('tags every answer with a request id and refuses a foreign origin', async ({ request }) => {
    const response = await request.post('/api/contact', { headers: { Origin: 'https://evil.example' }, data: {} });
    expect(response.status()).toBe(403);
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f]{8}$/);
  });
});
