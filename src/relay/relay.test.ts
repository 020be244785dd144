import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelay, handleRelayRequest, RelayConfigError, type RelayEnv } from './index';
import { openSqlite } from './leads/sqlite';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from './testing/fake-provider';
import { CUSTOMERIO_TEST, customerioEnv } from './testing/customerio-env';
import { confirmUrlOf, pressConfirm } from './testing/confirmation';
import { relaysClosedAfterEach } from './testing/relays-closed-after-each';

const SITE = 'http://localhost:3000';
const NEWSLETTER_GROUP = { CUSTOMERIO_SITE_ID: 's', CUSTOMERIO_TRACK_API_KEY: 't', CUSTOMERIO_NEWSLETTER_FORM_ID: 'f' };

const contact = {
  name: 'Ana García',
  email: 'ana.garcia@example.es',
  phoneNumber: '+34 612 345 678',
  message: 'Quisiera hablar de mi plan de pensiones.',
  sentFromPage: '/es/contact',
  schedule: '9:00-11:00',
  acceptedPrivacyPolicy: true,
};
const signUp = { name: 'Rui Costa', email: 'rui.costa@example.pt' };
const PERSONAL = [contact.name, contact.email, '612 345 678', contact.message, signUp.name, signUp.email];

let fake: FakeProvider;
let reply: (request: RecordedRequest) => FakeReply;
let logs: string[];

function defaultReply(request: RecordedRequest): FakeReply {
  if (request.path === '/v1/send/email') return { status: 200, body: '{"delivery_id":"d1","queued_at":1}' };
  if (request.path.startsWith('/api/v1/forms/')) return { status: 204 };
  return { status: 404, body: 'unknown path' };
}

beforeAll(async () => {
  fake = await startFakeProvider((request) => reply(request));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  reply = defaultReply;
  logs = [];
});
/** Lower case without accents, so a value is found however a provider or log rewrote it. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

afterEach(() => {
  // No log line of any test may carry what the visitor typed, in any case or spelling.
  for (const line of logs) for (const value of PERSONAL) expect(folded(line)).not.toContain(folded(value));
});

function configuredEnv(extra: RelayEnv = {}): RelayEnv {
  return {
    LEADS_DB_PATH: ':memory:',
    ...customerioEnv(fake.url),
    SITE_URL: SITE,
    ...extra,
  };
}

/** The one line per request (the relay also logs its providers once, when created). */
const requestLines = () => logs.filter((line) => line.startsWith('relay id='));

/** Where a test that sets no outbox of its own gets the operator's notices (the outbox stands in for them). */
const noticesDir = join(tmpdir(), `relay-test-notices-${process.pid}`);
afterAll(() => rm(noticesDir, { recursive: true, force: true }));

const keep = relaysClosedAfterEach();

function relayWith(env: RelayEnv = configuredEnv(), deps: Parameters<typeof createRelay>[1] = {}) {
  return keep(createRelay({ LEADS_DB_PATH: ':memory:', OUTBOX_DIR: noticesDir, ...env }, { log: (line) => logs.push(line), pollMs: 20, ...deps }));
}

function post(path: string, body: unknown, init: { headers?: Record<string, string>; method?: string } = {}) {
  return new Request(`${SITE}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A relay whose lead store fails every write, as a full disk or a D1 outage would: its table is dropped behind its
 * back through a second connection to the same file.
 */
async function relayWithBrokenStore() {
  const dir = await mkdtemp(join(tmpdir(), 'relay-store-'));
  const file = join(dir, 'leads.sqlite');
  const relay = relayWith(configuredEnv({ LEADS_DB_PATH: file }));
  const other = openSqlite(file);
  await other.run('DROP TABLE leads');
  await other.close();
  return relay;
}

/** Posts and, once answered, waits for the delivery the answer started (the relay answers before it delivers). */
async function send(relay: ReturnType<typeof relayWith>, request: Request, clientIp = '203.0.113.7') {
  const response = await relay.handle(request, { clientIp });
  if (!response) throw new Error('relay answered null');
  await relay.leads.loop.settled();
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe('contact: Customer.io transactional', () => {
  it('sends exactly the documented payload with the bearer key and answers ok', async () => {
    const result = await send(relayWith(), post('/api/contact', { ...contact, company: '' }));

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/send/email');
    expect(request.headers.authorization).toBe(`Bearer ${CUSTOMERIO_TEST.appApiKey}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      to: 'office@nortia.test',
      transactional_message_id: 7,
      identifiers: { email: 'office@nortia.test' },
      message_data: {
        name: 'Ana García',
        email: 'ana.garcia@example.es',
        phone_number: '+34 612 345 678',
        message: 'Quisiera hablar de mi plan de pensiones.',
        channel: '/es/contact',
        time: '9:00-11:00',
        lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      reply_to: 'ana.garcia@example.es',
    });
    expect(logs.some((line) => /route="\/api\/contact".*status=200 outcome=accepted:contact/.test(line))).toBe(true);
    expect(logs.some((line) => /^lead id=\S+ kind=contact attempt=1 outcome=delivered:customerio-transactional ms=\d+$/.test(line))).toBe(true);
  });

  it('sends N/A for a missing schedule and a trigger name as a string id', async () => {
    const { schedule: _omit, ...withoutSchedule } = contact;
    const relay = relayWith(configuredEnv({ CUSTOMERIO_CONTACT_MESSAGE_ID: 'contact_form' }));
    expect((await send(relay, post('/api/contact', withoutSchedule))).status).toBe(200);
    const body = JSON.parse(fake.requests[0].body);
    expect(body.message_data.time).toBe('N/A');
    expect(body.transactional_message_id).toBe('contact_form');
  });

  it('takes the recipient from settings, never from the request', async () => {
    await send(relayWith(), post('/api/contact', { ...contact, to: 'attacker@evil.test', recipient: 'attacker@evil.test' }));
    expect(fake.requests[0].body).not.toContain('attacker@evil.test');
  });

  it('strips CR/LF from header-like fields before sending', async () => {
    const result = await send(relayWith(), post('/api/contact', { ...contact, name: 'Ana\r\nBcc: victim@evil.test' }));
    expect(result.status).toBe(200);
    const body = JSON.parse(fake.requests[0].body);
    expect(body.message_data.name).toBe('Ana Bcc: victim@evil.test');
    expect(body.reply_to).toBe(contact.email);
  });

  const leadLines = () => logs.filter((line) => line.startsWith('lead id='));

  it.each([400, 401, 403])('answers the visitor at once and keeps the lead as failed when the provider refuses it (%i), logging its status only', async (status) => {
    reply = () => ({ status, body: `{"meta":{"error":"rejected ${contact.email.toUpperCase()}"}}` });
    const relay = relayWith();
    const result = await send(relay, post('/api/contact', contact));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(fake.requests).toHaveLength(1);
    expect(requestLines()).toEqual([expect.stringMatching(/status=200 outcome=accepted:contact ms=\d+ lead=[0-9a-f-]{36}$/)]);
    expect(leadLines()).toEqual([expect.stringMatching(new RegExp(`attempt=1 outcome=provider_rejected:${status}:customerio-transactional ms=\\d+ state=failed$`))]);
    expect(await relay.leads.store.list('failed', 10)).toMatchObject([{ kind: 'contact', attempts: 1, lastError: `provider_rejected:${status}:customerio-transactional` }]);
    // The provider's body is never read: it echoes what the visitor typed, in any case.
    expect(logs.join('\n')).not.toMatch(/"rejected|ana\.garcia/i);
  });

  it.each([429, 500, 503])('keeps the lead pending for a retry in a minute when the provider fails for now (%i)', async (status) => {
    reply = () => ({ status });
    const relay = relayWith();
    const before = Date.now();
    expect((await send(relay, post('/api/contact', contact))).status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(leadLines()).toEqual([expect.stringMatching(new RegExp(`outcome=provider_rejected:${status}:customerio-transactional ms=\\d+ retry_in=60s$`))]);
    const [pending] = await relay.leads.store.list('pending', 10);
    expect(pending.attempts).toBe(1);
    expect(pending.nextAttemptAt).toBeGreaterThanOrEqual(before + 60_000);
  });

  it.each([301, 302, 307, 308])('treats a provider %i as a refusal and does not follow it', async (status) => {
    reply = (request) => (request.path === '/v1/send/email' ? { status, headers: { Location: `${fake.url}/elsewhere` } } : { status: 200 });
    const result = await send(relayWith(), post('/api/contact', contact));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/send/email']);
    expect(leadLines()).toEqual([expect.stringMatching(new RegExp(`outcome=provider_rejected:${status}:customerio-transactional ms=\\d+ state=failed$`))]);
  });

  it('answers before the provider does: a provider that never answers times out behind the answer, and the lead is held unconfirmed (0040)', async () => {
    reply = () => 'hang';
    const relay = relayWith(configuredEnv({ RELAY_PROVIDER_TIMEOUT_MS: '300' }));
    const response = await relay.handle(post('/api/contact', contact), { clientIp: '203.0.113.7' });
    expect(response?.status).toBe(200);
    // The order, not a time: the answer came while the provider's timeout had not yet run out.
    expect(leadLines(), 'the delivery had no outcome yet when the visitor was answered').toEqual([]);
    await relay.leads.loop.settled();
    expect(fake.requests).toHaveLength(1);
    expect(leadLines()).toEqual([expect.stringMatching(/outcome=unconfirmed:provider_timeout:customerio-transactional ms=\d+ state=failed$/)]);
  });

  it('keeps the lead for a retry when the provider cannot be reached, naming the cause', async () => {
    const gone = await startFakeProvider(() => ({ status: 200 }));
    await gone.close();
    const result = await send(relayWith(configuredEnv({ CUSTOMERIO_API_BASE: gone.url })), post('/api/contact', contact));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(leadLines()).toEqual([expect.stringMatching(/outcome=provider_network:customerio-transactional ms=\d+ retry_in=60s cause="fetch failed \(ECONNREFUSED\)"$/)]);
  });

  // What workerd throws for a fetch kept on an object, or for `redirect: 'error'`: our mistake, not the network's.
  it('names an exception thrown by the call itself as an error with its cause, not as the network', async () => {
    const illegal = async () => {
      throw new TypeError('Illegal invocation: function called with incorrect `this` reference.');
    };
    const result = await send(relayWith(configuredEnv(), { fetch: illegal }), post('/api/contact', contact));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(leadLines()).toEqual([
      expect.stringMatching(/outcome=provider_error:customerio-transactional ms=\d+ retry_in=60s cause="TypeError: Illegal invocation: function called/),
    ]);
  });

  it('calls the global fetch as a function, never as a method of another object', async () => {
    const seen: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      seen.push(this);
      return original(input, init);
    } as typeof fetch;
    try {
      expect((await send(relayWith(), post('/api/contact', contact))).status).toBe(200);
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toEqual([undefined]);
  });
});

/** The requests to the newsletter form's submit endpoint. */
const submissions = () => fake.requests.filter((request) => request.path.startsWith('/api/v1/forms/'));

/**
 * Signs up, then presses the button of the page the confirmation e-mail links to (double opt-in, decision 0039):
 * only then is the form submitted. Resolves once the submission's delivery has run.
 */
async function signUpAndConfirm(relay: ReturnType<typeof relayWith>, body: object, request = post('/api/newsletter', body)) {
  const answer = await send(relay, request);
  const email = fake.requests.find((sent) => sent.path === '/v1/send/email' && JSON.parse(sent.body).to === (body as { email: string }).email);
  if (!email) throw new Error('no confirmation e-mail');
  const pressed = await relay.handle(pressConfirm(confirmUrlOf(email.body), SITE), { clientIp: '203.0.113.7' });
  await relay.leads.loop.settled();
  return { answer, pressed: pressed! };
}

describe('newsletter: Customer.io forms', () => {
  it('submits the form with basic auth once the sign-up is confirmed, with the proof of consent, and treats 204 as success', async () => {
    const { answer, pressed } = await signUpAndConfirm(relayWith(), signUp);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(pressed.status).toBe(303);
    expect(submissions()).toHaveLength(1);
    const [request] = submissions();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/api/v1/forms/${CUSTOMERIO_TEST.newsletterFormId}/submit`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${CUSTOMERIO_TEST.siteId}:${CUSTOMERIO_TEST.trackApiKey}`).toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      data: {
        email: 'rui.costa@example.pt',
        name: 'Rui Costa',
        newsletter_consent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
        newsletter_policy: '/docs/es/privacy-policy.pdf',
        newsletter_policy_version: '2026-11',
        newsletter_confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      },
    });
    expect(Object.values(JSON.parse(request.body).data).every((value) => typeof value === 'string')).toBe(true);
  });

  it('sends the page language as an attribute of the subscriber', async () => {
    await signUpAndConfirm(relayWith(), { ...signUp, language: 'it' });
    expect(JSON.parse(submissions()[0].body).data).toMatchObject({ email: signUp.email, name: signUp.name, language: 'it' });
  });

  it.each([
    [200, 'accepted', 'state=failed'],
    [400, `{"meta":{"errors":["email ${signUp.email.toUpperCase()} for ${signUp.name.toLowerCase()} is invalid"]}}`, 'state=failed'],
    [401, 'Unauthorized', 'state=failed'],
    [500, 'internal error', 'retry_in=60s'],
  ])('treats %i as a failed delivery and logs its status, never its body (%#)', async (status, text, next) => {
    reply = (request) => (request.path.startsWith('/api/v1/forms/') ? { status, body: text, contentType: 'text/plain' } : defaultReply(request));
    const { answer } = await signUpAndConfirm(relayWith(), signUp);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(submissions()).toHaveLength(1);
    const lines = logs.filter((line) => line.startsWith('lead id=') && line.includes('step=subscribe'));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`outcome=provider_rejected:${status}:customerio-forms ms=\\d+ ${next}$`))]);
    expect(lines[0]).not.toContain(text.slice(0, 12));
  });
});

describe('regions', () => {
  // Forward the region URL to the fake so the real request still goes over HTTP.
  function recordingFetch(urls: string[]): typeof fetch {
    return (input, init) => {
      const url = new URL(String(input));
      urls.push(url.href);
      return fetch(`${fake.url}${url.pathname}`, init);
    };
  }
  const keysOnly = () => {
    const { CUSTOMERIO_API_BASE: _a, CUSTOMERIO_TRACK_BASE: _t, ...env } = configuredEnv();
    return env;
  };

  it.each([
    [{}, 'https://api.customer.io/v1/send/email', `https://track.customer.io/api/v1/forms/${CUSTOMERIO_TEST.newsletterFormId}/submit`],
    [{ CUSTOMERIO_REGION: 'eu' }, 'https://api-eu.customer.io/v1/send/email', `https://track-eu.customer.io/api/v1/forms/${CUSTOMERIO_TEST.newsletterFormId}/submit`],
  ])('region %j uses the documented hosts', async (region, contactUrl, formUrl) => {
    const urls: string[] = [];
    const relay = relayWith({ ...keysOnly(), ...region }, { fetch: recordingFetch(urls) });
    expect((await send(relay, post('/api/contact', contact))).status).toBe(200);
    expect((await signUpAndConfirm(relay, signUp)).answer.status).toBe(200);
    // The contact e-mail, the confirmation e-mail, the submission.
    expect(urls).toEqual([contactUrl, contactUrl, formUrl]);
  });
});

describe('outbox provider (no keys configured)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'relay-outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function outboxFiles() {
    const names = (await readdir(dir)).sort();
    return Promise.all(names.map(async (name) => ({ name, json: JSON.parse(await readFile(join(dir, name), 'utf8')) })));
  }

  it('writes one contact file holding exactly the message data, and logs one line', async () => {
    const result = await send(relayWith({ OUTBOX_DIR: dir }), post('/api/contact', contact));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^contact-[0-9a-f-]{36}\.json$/);
    expect(files[0].json).toEqual({
      kind: 'contact',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message_data: {
        name: contact.name,
        email: contact.email,
        phone_number: contact.phoneNumber,
        message: contact.message,
        channel: contact.sentFromPage,
        time: contact.schedule,
        lead_id: files[0].name.slice('contact-'.length, -'.json'.length),
      },
    });
    expect(logs.filter((line) => line.startsWith('relay provider=outbox'))).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
  });

  it('writes the confirmation e-mail of a sign-up, and the newsletter file once it is confirmed', async () => {
    const relay = relayWith({ OUTBOX_DIR: dir });
    await send(relay, post('/api/newsletter', signUp));
    const [email] = await outboxFiles();
    expect(email.name).toMatch(/^confirmation-[0-9a-f-]{36}\.json$/);
    expect(email.json).toMatchObject({ kind: 'newsletter_confirmation', to: signUp.email, message_data: { name: signUp.name, language: 'es' } });
    expect(email.json.message_data.confirm_url).toMatch(/^http:\/\/localhost:3000\/es\/newsletter\/confirm\?token=/);

    await relay.handle(pressConfirm(email.json.message_data.confirm_url, SITE), { clientIp: '203.0.113.7' });
    await relay.leads.loop.settled();
    const files = await outboxFiles();
    expect(files.map((file) => file.name)).toEqual([email.name, expect.stringMatching(/^newsletter-[0-9a-f]{16}\.json$/)]);
    expect(files[1].json).toMatchObject({ kind: 'newsletter', data: { email: signUp.email, name: signUp.name, newsletter_policy: '/docs/es/privacy-policy.pdf' } });
  });

  it('keeps the lead for a retry when the outbox cannot be written', async () => {
    const blocker = join(dir, 'file');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocker, ''));
    const relay = relayWith({ OUTBOX_DIR: join(blocker, 'sub') });
    const result = await send(relay, post('/api/contact', contact));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(await relay.leads.store.list('pending', 10)).toMatchObject([{ attempts: 1, lastError: 'provider_unavailable:outbox' }]);
  });
});

describe('rejected requests never reach the provider', () => {
  afterEach(() => expect(fake.requests).toHaveLength(0));

  it('405 with Allow for another method', async () => {
    const request = new Request(`${SITE}/api/contact`, { method: 'GET', headers: { Origin: SITE } });
    const result = await send(relayWith(), request);
    expect(result).toMatchObject({ status: 405, body: { ok: false, error: 'method_not_allowed' } });
    expect(result.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', ''])(
    '415 for content type %j',
    async (type) => {
      const result = await send(relayWith(), post('/api/contact', contact, { headers: { 'Content-Type': type } }));
      expect(result).toMatchObject({ status: 415, body: { ok: false, error: 'unsupported_media_type' } });
    },
  );

  it('accepts application/json with a charset', async () => {
    const relay = relayWith(configuredEnv({ CUSTOMERIO_API_BASE: 'http://127.0.0.1:9' }));
    const result = await send(relay, post('/api/contact', { ...contact, name: '' }, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
    expect(result.status).toBe(422);
  });

  it('413 for a body over 16 KB', async () => {
    const result = await send(relayWith(), post('/api/contact', { ...contact, message: 'x'.repeat(17 * 1024) }));
    expect(result).toMatchObject({ status: 413, body: { ok: false, error: 'payload_too_large' } });
  });

  it('413 for a streamed body over 16 KB that declares no length', async () => {
    const chunk = new TextEncoder().encode(`{"message":"${'x'.repeat(4096)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 160 KB in 4 KB chunks: the relay must stop reading long before the end.
        if (sent === 40) return controller.close();
        controller.enqueue(chunk);
        sent += 1;
      },
    });
    const request = new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const result = await send(relayWith(), request);
    expect(result).toMatchObject({ status: 413, body: { ok: false, error: 'payload_too_large' } });
    expect(sent).toBeLessThan(10);
  });

  it('413 for a lying Content-Length larger than allowed', async () => {
    const request = post('/api/contact', contact, { headers: { 'Content-Length': String(1024 * 1024) } });
    const result = await send(relayWith(), request);
    expect(result).toMatchObject({ status: 413, body: { ok: false, error: 'payload_too_large' } });
  });

  it.each(['{"name":', 'not json', '[1,2]', 'null', '"text"', ''])('400 invalid_json for %j', async (body) => {
    const result = await send(relayWith(), post('/api/contact', body));
    expect(result).toMatchObject({ status: 400, body: { ok: false, error: 'invalid_json' } });
  });

  it.each([
    ['invalid_phone', 'a short phone', { ...contact, phoneNumber: '12345' }],
    ['accept_privacy_policy', 'an unticked privacy box', { ...contact, acceptedPrivacyPolicy: false }],
    ['required', 'a missing name', { ...contact, name: undefined }],
    ['required', 'a blank message', { ...contact, message: '   ' }],
    ['invalid_email', 'a malformed e-mail', { ...contact, email: 'ana@' }],
    ['invalid_email', 'an e-mail with an injected header', { ...contact, email: 'ana@example.es\r\nBcc: victim@evil.test' }],
    ['too_long', 'an overlong message', { ...contact, message: 'm'.repeat(5001) }],
    ['too_long', 'an overlong schedule', { ...contact, schedule: 's'.repeat(61) }],
  ])('422 %s for %s', async (error, _case, input) => {
    const result = await send(relayWith(), post('/api/contact', input));
    expect(result).toMatchObject({ status: 422, body: { ok: false, error, errors: [{ error }] } });
  });

  it('422 lists every problem, field by field, in the spec order', async () => {
    const result = await send(relayWith(), post('/api/contact', { ...contact, phoneNumber: '1', acceptedPrivacyPolicy: false, name: '' }));
    expect(result).toMatchObject({
      status: 422,
      body: {
        ok: false,
        error: 'invalid_phone',
        errors: [
          { field: 'phoneNumber', error: 'invalid_phone' },
          { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' },
          { field: 'name', error: 'required' },
        ],
      },
    });
  });

  it.each([
    ['required', { email: signUp.email }],
    ['invalid_email', { name: signUp.name, email: 'rui' }],
    ['too_long', { name: 'n'.repeat(121), email: signUp.email }],
  ])('422 %s for an invalid newsletter sign-up', async (error, input) => {
    const result = await send(relayWith(), post('/api/newsletter', input));
    expect(result).toMatchObject({ status: 422, body: { ok: false, error } });
  });

  it('200 but nothing sent when the honeypot is filled', async () => {
    const result = await send(relayWith(), post('/api/contact', { ...contact, company: 'Spam Ltd' }));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(logs.some((line) => line.includes('outcome=honeypot'))).toBe(true);
  });

  it('403 for a foreign origin', async () => {
    const result = await send(relayWith(), post('/api/contact', contact, { headers: { Origin: 'https://evil.test' } }));
    expect(result).toMatchObject({ status: 403, body: { ok: false, error: 'forbidden_origin' } });
    expect(result.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('403 for the default local origins once an allow-list is set', async () => {
    const relay = relayWith(configuredEnv({ RELAY_ALLOWED_ORIGINS: 'https://www.nortia.test', SITE_URL: 'https://www.nortia.test' }));
    const request = new Request('https://relay.nortia.test/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify(contact),
    });
    expect((await send(relay, request)).status).toBe(403);
  });

  it('404 not_found for an unknown /api/ path', async () => {
    const result = await send(relayWith(), post('/api/unknown', contact));
    expect(result).toMatchObject({ status: 404, body: { ok: false, error: 'not_found' } });
  });

});

describe('forms posted without JavaScript (urlencoded)', () => {
  const contactForm = {
    name: contact.name,
    email: contact.email,
    phone: contact.phoneNumber,
    schedule: contact.schedule,
    message: contact.message,
    acceptedPrivacyPolicy: 'on',
    sentFromPage: contact.sentFromPage,
    language: 'pt',
    company: '',
  };
  const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  async function sendForm(relay: ReturnType<typeof relayWith>, request: Request, clientIp = '203.0.113.7') {
    const response = (await relay.handle(request, { clientIp }))!;
    await relay.leads.loop.settled();
    return { status: response.status, location: response.headers.get('location'), headers: response.headers, body: await response.text() };
  }

  it('sends what a form posts, exactly as the JSON path does, and answers 303 to the sent page in the form language', async () => {
    const result = await sendForm(relayWith(), formPost('/api/contact', contactForm));
    expect(result).toMatchObject({ status: 303, location: '/pt/contact/sent', body: '' });
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(fake.requests).toHaveLength(1);
    expect(JSON.parse(fake.requests[0].body).message_data).toEqual({
      name: contact.name,
      email: contact.email,
      phone_number: contact.phoneNumber,
      message: contact.message,
      channel: contact.sentFromPage,
      time: contact.schedule,
      lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(logs.some((line) => /outcome=accepted:contact ms=\d+ via=form/.test(line))).toBe(true);
  });

  it('still reads the page from a form loaded before its field was renamed (contactMethod), open during a deploy', async () => {
    const { sentFromPage, ...loadedBefore } = contactForm;
    const result = await sendForm(relayWith(), formPost('/api/contact', { ...loadedBefore, contactMethod: sentFromPage }));
    expect(result).toMatchObject({ status: 303, location: '/pt/contact/sent' });
    expect(JSON.parse(fake.requests[0].body).message_data).toMatchObject({ channel: contact.sentFromPage });
  });

  it('signs up to the newsletter with the page language', async () => {
    const result = await sendForm(relayWith(), formPost('/api/newsletter', { ...signUp, language: 'it', company: '' }));
    expect(result).toMatchObject({ status: 303, location: '/it/newsletter/sent' });
    // The confirmation e-mail, in the page language; the subscription waits for its button.
    expect(fake.requests).toHaveLength(1);
    expect(JSON.parse(fake.requests[0].body)).toMatchObject({ to: signUp.email, message_data: { name: signUp.name, language: 'it' } });
  });

  it.each([
    ['invalid_phone', { phone: '123' }],
    ['accept_privacy_policy', { acceptedPrivacyPolicy: '' }],
    ['required', { name: ' ' }],
    ['invalid_email', { email: 'ana@' }],
    ['too_long', { message: 'm'.repeat(5001) }],
  ])('303 to the %s page, never with what was typed in the address, and sends nothing', async (reason, change) => {
    const result = await sendForm(relayWith(), formPost('/api/contact', { ...contactForm, ...change }));
    expect(result).toMatchObject({ status: 303, location: `/pt/contact/error/${reason}` });
    expect(fake.requests).toHaveLength(0);
  });

  it('takes an unticked privacy box (not posted at all) as not accepted', async () => {
    const { acceptedPrivacyPolicy: _accepted, ...unticked } = contactForm;
    const result = await sendForm(relayWith(), formPost('/api/contact', unticked));
    expect(result.location).toBe('/pt/contact/error/accept_privacy_policy');
  });

  it('takes the first of repeated fields', async () => {
    const body = `${new URLSearchParams(contactForm)}&name=Other&phone=1`;
    const request = new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      body,
    });
    expect((await sendForm(relayWith(), request)).location).toBe('/pt/contact/sent');
    expect(JSON.parse(fake.requests[0].body).message_data.name).toBe(contact.name);
  });

  it('a filled honeypot lands on the sent page and sends nothing', async () => {
    const result = await sendForm(relayWith(), formPost('/api/contact', { ...contactForm, company: 'Spam Ltd' }));
    expect(result.location).toBe('/pt/contact/sent');
    expect(fake.requests).toHaveLength(0);
  });

  it('a provider failure lands on the sent page (the lead is kept and retried); a store that cannot be written on standard_error', async () => {
    reply = () => ({ status: 500, body: 'down' });
    expect((await sendForm(relayWith(), formPost('/api/contact', contactForm))).location).toBe('/pt/contact/sent');
    const broken = await relayWithBrokenStore();
    expect((await sendForm(broken, formPost('/api/contact', contactForm))).location).toBe('/pt/contact/error/standard_error');
  });

  it('the result page is in the default language when the language field is missing or unknown', async () => {
    const result = await sendForm(relayWith(), formPost('/api/newsletter', { ...signUp, language: 'xx' }));
    expect(result.location).toBe('/es/newsletter/sent');
  });

  it('a body over the form limit (64 KB) lands on the too_long page; a 5,000-character accented message fits', async () => {
    const big = await sendForm(relayWith(), formPost('/api/contact', { ...contactForm, message: 'x'.repeat(65 * 1024) }));
    expect(big.location).toBe('/es/contact/error/too_long');
    const accented = await sendForm(relayWith(), formPost('/api/contact', { ...contactForm, message: 'á'.repeat(5000) }));
    expect(accented.location).toBe('/pt/contact/sent');
    expect(fake.requests).toHaveLength(1);
  });

  it('bytes that are not UTF-8 land on the standard_error page', async () => {
    const request = new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
    });
    expect((await sendForm(relayWith(), request)).location).toBe('/es/contact/error/standard_error');
    expect(fake.requests).toHaveLength(0);
  });

  it('403 for a post from a foreign origin: no redirect, nothing sent', async () => {
    const result = await sendForm(relayWith(), formPost('/api/contact', contactForm, { Origin: 'https://evil.test' }));
    expect(result.status).toBe(403);
    expect(result.location).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('is rate limited like the JSON path, landing on the rate_limited page', async () => {
    const relay = relayWith(configuredEnv({ RELAY_RATE_LIMIT_MAX: '1' }));
    expect((await sendForm(relay, formPost('/api/contact', contactForm))).location).toBe('/pt/contact/sent');
    const limited = await sendForm(relay, formPost('/api/contact', contactForm));
    expect(limited).toMatchObject({ status: 303, location: '/pt/contact/error/rate_limited' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends a relay on another host back to the site it was posted from', async () => {
    const relay = relayWith(configuredEnv({ RELAY_ALLOWED_ORIGINS: 'https://www.nortia.test' }));
    const request = new Request('https://relay.nortia.test/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.nortia.test' },
      body: new URLSearchParams({ ...signUp, language: 'en' }).toString(),
    });
    expect((await sendForm(relay, request)).location).toBe('https://www.nortia.test/en/newsletter/sent');
  });
});

describe('rate limit', () => {
  it('429 with Retry-After past the limit of accepted posts, per client and route, and again allowed after the window', async () => {
    let now = 1_000_000;
    const relay = relayWith(configuredEnv({ RELAY_RATE_LIMIT_MAX: '2', RELAY_RATE_LIMIT_WINDOW_SECONDS: '60' }), {
      now: () => now,
    });
    expect((await send(relay, post('/api/contact', contact))).status).toBe(200);
    now += 10_000;
    expect((await send(relay, post('/api/contact', contact))).status).toBe(200);
    const limited = await send(relay, post('/api/contact', contact));
    expect(limited).toMatchObject({ status: 429, body: { ok: false, error: 'rate_limited' } });
    expect(limited.headers.get('retry-after')).toBe('50');
    expect(fake.requests).toHaveLength(2);

    expect((await send(relay, post('/api/contact', contact), '198.51.100.1')).status).toBe(200);
    expect((await send(relay, post('/api/newsletter', signUp))).status).toBe(200);

    now += 50_001; // the first accepted post left the window
    expect((await send(relay, post('/api/contact', contact))).status).toBe(200);
    expect((await send(relay, post('/api/contact', contact))).status).toBe(429);
  });

  it('lets a visitor correct mistakes: failed validations count only towards a larger cap of attempts', async () => {
    const relay = relayWith(configuredEnv({ RELAY_RATE_LIMIT_MAX: '2', RELAY_RATE_LIMIT_WINDOW_SECONDS: '60' }));
    const invalid = { ...contact, phoneNumber: 'x' };
    // Five typos, then the corrected post still goes through (today's default would be 5 accepted, 20 attempts).
    for (let i = 0; i < 5; i++) expect((await send(relay, post('/api/contact', invalid))).status).toBe(422);
    expect((await send(relay, post('/api/contact', contact))).status).toBe(200);
    // 2 accepted × 4 = 8 attempts in all: the seventh and eighth pass, the ninth is refused whatever it holds.
    expect((await send(relay, post('/api/contact', invalid))).status).toBe(422);
    expect((await send(relay, post('/api/contact', invalid))).status).toBe(422);
    expect((await send(relay, post('/api/contact', contact))).status).toBe(429);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('cross-origin use', () => {
  it("allows the public site's origin (SITE_URL) when the relay answers on another host, with or without an allow-list", async () => {
    const from = (origin: string) =>
      new Request('https://relay.nortia.test/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(contact),
      });
    const relay = relayWith(configuredEnv({ SITE_URL: 'https://www.nortia.test/' }));
    expect((await send(relay, from('https://www.nortia.test'))).status).toBe(200);
    expect((await send(relay, from(SITE))).status).toBe(403);
    const both = relayWith(configuredEnv({ SITE_URL: 'https://www.nortia.test', RELAY_ALLOWED_ORIGINS: 'https://nortia.test' }));
    expect((await send(both, from('https://www.nortia.test'))).status).toBe(200);
    expect((await send(both, from('https://nortia.test'))).status).toBe(200);
    expect((await send(both, from('https://evil.test'))).status).toBe(403);
  });

  const env = () => configuredEnv({ RELAY_ALLOWED_ORIGINS: 'https://www.nortia.test, https://nortia.test/' });
  const relayUrl = 'https://relay.nortia.test/api/contact';

  it('answers a preflight from an allowed origin with CORS headers', async () => {
    const response = await relayWith(env()).handle(
      new Request(relayUrl, {
        method: 'OPTIONS',
        headers: { Origin: 'https://nortia.test', 'Access-Control-Request-Method': 'POST' },
      }),
    );
    expect(response?.status).toBe(204);
    expect(response?.headers.get('access-control-allow-origin')).toBe('https://nortia.test');
    expect(response?.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response?.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('refuses a preflight from a foreign origin', async () => {
    const response = await relayWith(env()).handle(
      new Request(relayUrl, { method: 'OPTIONS', headers: { Origin: 'https://evil.test' } }),
    );
    expect(response?.status).toBe(403);
    expect(response?.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends for an allowed origin and lets it read the answer', async () => {
    const request = new Request(relayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://www.nortia.test' },
      body: JSON.stringify(contact),
    });
    const result = await send(relayWith(env()), request);
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe('https://www.nortia.test');
    expect(result.headers.get('vary')).toBe('Origin');
  });
});

describe('entry points and settings', () => {
  // handleRelayRequest logs to the console.
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => logs.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => logs.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('returns null outside /api/ so static files can be served', async () => {
    const relay = relayWith();
    expect(await relay.handle(new Request(`${SITE}/es/contact`))).toBeNull();
    expect(await relay.handle(new Request(`${SITE}/apiary`))).toBeNull();
    expect(await handleRelayRequest(new Request(`${SITE}/`), {})).toBeNull();
  });

  it('logs which provider each form uses when created', () => {
    relayWith(configuredEnv({ CUSTOMERIO_SITE_ID: '', CUSTOMERIO_TRACK_API_KEY: '', CUSTOMERIO_NEWSLETTER_FORM_ID: '', CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '' }));
    expect(logs).toEqual([
      'relay providers contact=customerio-transactional newsletter=outbox newsletter_confirmation=outbox complaint=customerio-transactional operator=unconfigured cms_hook=disabled cms_draft_hook=disabled',
    ]);
  });

  it('handleRelayRequest keeps one rate limiter per env record', async () => {
    const env = configuredEnv({ RELAY_RATE_LIMIT_MAX: '1' });
    const first = await handleRelayRequest(post('/api/newsletter', signUp), env, { clientIp: '192.0.2.1' });
    const second = await handleRelayRequest(post('/api/newsletter', signUp), env, { clientIp: '192.0.2.1' });
    expect([first?.status, second?.status]).toEqual([200, 429]);
    // That relay is handleRelayRequest's own, which no afterEach closes: its confirmation goes out within this test.
    await vi.waitFor(() => expect(fake.requests.map((request) => request.path)).toEqual(['/v1/send/email']));
  });

  it('handleRelayRequest answers 500 standard_error on broken settings', async () => {
    const response = await handleRelayRequest(post('/api/contact', contact), { CUSTOMERIO_REGION: 'mars' });
    expect(response?.status).toBe(500);
    expect(await response?.json()).toEqual({ ok: false, error: 'standard_error' });
    expect(logs).toEqual(['relay configuration error: CUSTOMERIO_REGION must be "us" or "eu", got "mars"']);
  });

  it.each([
    [{ CUSTOMERIO_APP_API_KEY: 'k' }, /CUSTOMERIO_CONTACT_MESSAGE_ID, CONTACT_RECIPIENT_EMAIL/],
    [{ CUSTOMERIO_SITE_ID: 's', CUSTOMERIO_TRACK_API_KEY: 't' }, /missing: CUSTOMERIO_NEWSLETTER_FORM_ID/],
    [{ RELAY_RATE_LIMIT_MAX: 'five' }, /RELAY_RATE_LIMIT_MAX/],
    [{ RELAY_ALLOWED_ORIGINS: 'not an origin' }, /RELAY_ALLOWED_ORIGINS/],
    [{ SITE_URL: 'www.nortia.test' }, /SITE_URL/],
    // The newsletter's double opt-in (decision 0039): a sign-up that could never be confirmed is refused at start.
    [{ ...NEWSLETTER_GROUP, CUSTOMERIO_APP_API_KEY: 'k', CUSTOMERIO_CONTACT_MESSAGE_ID: '7', CONTACT_RECIPIENT_EMAIL: 'o@nortia.test' }, /needs CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID, NEWSLETTER_CONFIRM_SECRET, SITE_URL/],
    [{ ...NEWSLETTER_GROUP, CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '8', NEWSLETTER_CONFIRM_SECRET: 's'.repeat(32), SITE_URL: SITE }, /needs CUSTOMERIO_APP_API_KEY/],
    [{ CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '8' }, /newsletter variables are not/],
    [{ NEWSLETTER_CONFIRM_SECRET: 'short' }, /at least 32 characters/],
    [{ NEWSLETTER_CONFIRM_DAYS: '30' }, /shorter than LEADS_KEEP_DELIVERED_DAYS/],
  ])('refuses half-configured or invalid settings (%j)', (env, message) => {
    expect(() => createRelay(env)).toThrow(RelayConfigError);
    expect(() => createRelay(env)).toThrow(message);
  });
});

describe('the log line of each request', () => {
  it('names the request by an id, also sent back as X-Request-Id, with route, status, outcome and timing', async () => {
    const relay = relayWith();
    const results = [
      await send(relay, post('/api/newsletter', signUp)),
      await send(relay, post('/api/contact', { ...contact, email: 'not-an-email' })),
      await send(relay, post('/api/newsletter', signUp, { headers: { Origin: 'https://evil.test' } })),
    ];
    const ids = results.map((result) => result.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(ids).size).toBe(3);
    expect(requestLines()).toEqual([
      expect.stringMatching(new RegExp(`^relay id=${ids[0]} route="/api/newsletter" method="POST" status=200 outcome=accepted:newsletter ms=\\d+ lead=[0-9a-f-]{36}$`)),
      expect.stringMatching(new RegExp(`^relay id=${ids[1]} route="/api/contact" method="POST" status=422 outcome=invalid:\\w+ ms=\\d+$`)),
      expect.stringMatching(new RegExp(`^relay id=${ids[2]} route="/api/newsletter" method="POST" status=403 outcome=forbidden_origin ms=\\d+$`)),
    ]);
  });

  it('names an exception of our own code with its type and message, URLs cut out', async () => {
    const broken = async () => {
      throw new RangeError(`bad state near ${fake.url}/v1/send/email?key=app-key-123`);
    };
    const relay = relayWith(configuredEnv(), { acceptedPostLimiter: { hit: broken } });
    const result = await send(relay, post('/api/contact', contact));
    expect(result).toMatchObject({ status: 500, body: { ok: false, error: 'standard_error' } });
    expect(result.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
    expect(requestLines()).toEqual([expect.stringMatching(/status=500 outcome=internal_error ms=\d+ cause="RangeError: bad state near \[url\]"$/)]);
    expect(fake.requests).toHaveLength(0);
  });

  it('leaves out what an exception message quotes from the input', async () => {
    const quoting = async () => {
      throw new SyntaxError(`Unexpected token 'A', "${contact.name} <${contact.email}>" is not valid JSON; from ${signUp.email}`);
    };
    await send(relayWith(configuredEnv(), { acceptedPostLimiter: { hit: quoting } }), post('/api/contact', contact));
    expect(requestLines()).toEqual([expect.stringContaining(`cause="SyntaxError: Unexpected token 'A', \\"…\\" is not valid JSON; from [email]"`)]);
  });
});

describe('complaint: its own lead kind, two messages, a reference', () => {
  const complaint = {
    name: 'Marta Ruiz',
    email: 'marta.ruiz@example.es',
    phoneNumber: '',
    policyReference: 'POL-2024-118',
    description: 'El siniestro de mi hogar lleva tres meses sin resolverse.',
    acceptedPrivacyPolicy: true,
    language: 'es',
  };

  it('stores the complaint, answers its reference, then sends it to the team and acknowledges it to the complainant', async () => {
    const relay = relayWith();
    const result = await send(relay, post('/api/complaint', { ...complaint, company: '' }));

    expect(result).toMatchObject({ status: 200, body: { ok: true, reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/) } });
    const { reference } = result.body as { reference: string };
    const [stored] = await relay.leads.store.list(null, 10);
    expect(stored).toMatchObject({ kind: 'complaint', lang: 'es', state: 'delivered' });
    const bodies = fake.requests.map((request) => JSON.parse(request.body));
    const data = {
      reference,
      language: 'es',
      name: 'Marta Ruiz',
      email: 'marta.ruiz@example.es',
      phone_number: 'N/A',
      policy_reference: 'POL-2024-118',
      description: complaint.description,
      lead_id: stored.id,
    };
    expect(bodies).toEqual([
      { to: CUSTOMERIO_TEST.complaintsRecipient, transactional_message_id: Number(CUSTOMERIO_TEST.complaintMessageId), identifiers: { email: CUSTOMERIO_TEST.complaintsRecipient }, message_data: data, reply_to: 'marta.ruiz@example.es' },
      { to: 'marta.ruiz@example.es', transactional_message_id: Number(CUSTOMERIO_TEST.complaintAckMessageId), identifiers: { email: 'marta.ruiz@example.es' }, message_data: data },
    ]);
  });

  it('retries the whole delivery when the acknowledgement fails, so the complainant is never left without one', async () => {
    let calls = 0;
    reply = (request) => (request.path === '/v1/send/email' && ++calls === 2 ? { status: 503 } : defaultReply(request));
    const relay = relayWith(configuredEnv({ LEADS_RETRY_BASE_SECONDS: '1' }));
    await send(relay, post('/api/complaint', complaint));
    expect((await relay.leads.store.list(null, 10))[0]).toMatchObject({ kind: 'complaint', state: 'pending', attempts: 1 });
    expect(fake.requests.map((request) => JSON.parse(request.body).transactional_message_id)).toEqual([CUSTOMERIO_TEST.complaintMessageId, CUSTOMERIO_TEST.complaintAckMessageId].map(Number));
  });

  it('without JavaScript: 303 to the receipt, which is the built page with the reference written in', async () => {
    const pages: string[] = [];
    const sitePage = async (path: string) => {
      pages.push(path);
      return new Response(`<p>Ref: <strong id="complaint-reference">see the e-mail</strong></p>`, { headers: { 'Content-Type': 'text/html' } });
    };
    const relay = relayWith(configuredEnv(), { sitePage });
    const form = new URLSearchParams({ ...complaint, acceptedPrivacyPolicy: 'on', language: 'pt' }).toString();
    const posted = await relay.handle(
      new Request(`${SITE}/api/complaint`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE }, body: form }),
    );
    expect(posted?.status).toBe(303);
    const location = posted!.headers.get('location')!;
    expect(location).toMatch(/^\/api\/complaint\/sent\?language=pt&ref=[0-9A-HJKMNP-TV-Z]{8}$/);
    const reference = new URL(location, SITE).searchParams.get('ref');
    const [stored] = await relay.leads.store.list(null, 10);
    expect(stored).toMatchObject({ kind: 'complaint', lang: 'pt' });

    const receipt = await relay.handle(new Request(`${SITE}${location}`));
    expect(receipt?.status).toBe(200);
    expect(receipt?.headers.get('cache-control')).toBe('no-store');
    expect(await receipt?.text()).toBe(`<p>Ref: <strong id="complaint-reference">${reference}</strong></p>`);
    expect(pages).toEqual(['/pt/complaints/sent']);
  });

  it('writes nothing into the receipt that is not a reference', async () => {
    const built = `<strong id="complaint-reference">see the e-mail</strong>`;
    const relay = relayWith(configuredEnv(), { sitePage: async () => new Response(built) });
    for (const ref of ['<script>alert(1)</script>', 'ABCDEFGI', 'abcdefgh']) {
      const receipt = await relay.handle(new Request(`${SITE}/api/complaint/sent?language=es&ref=${encodeURIComponent(ref)}`));
      expect(await receipt?.text()).toBe(built);
    }
  });

  it('refuses an incomplete complaint with every problem and stores nothing', async () => {
    const relay = relayWith();
    const result = await send(relay, post('/api/complaint', { ...complaint, description: '', acceptedPrivacyPolicy: false }));
    expect(result).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'description', error: 'required' }, { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' }] },
    });
    expect(await relay.leads.store.list(null, 10)).toEqual([]);
  });

  it('needs the App API key with its own variables, and all three of them', () => {
    expect(() => relayWith(configuredEnv({ CUSTOMERIO_APP_API_KEY: '', CUSTOMERIO_CONTACT_MESSAGE_ID: '', CONTACT_RECIPIENT_EMAIL: '' }))).toThrow(/need CUSTOMERIO_APP_API_KEY/);
    expect(() => relayWith(configuredEnv({ COMPLAINTS_RECIPIENT_EMAIL: '' }))).toThrow(/missing: COMPLAINTS_RECIPIENT_EMAIL/);
  });
});
