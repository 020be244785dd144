/**
 * Accepted means kept (docs/decisions/0032-leads-stored-before-the-answer.md), under Node: the relay of `npm start`
 * with its real SQLite store and delivery loop, against a fake Customer.io on 127.0.0.1 that fails as the real one
 * can. The clock is the test's, so retries an hour apart take milliseconds. The same on workerd: tests/workerd/leads.spec.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRelay, type RelayEnv } from '../index';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../testing/fake-provider';
import { MAX_DELIVERY_ATTEMPTS } from './delivery';
import { openSqlite } from './sqlite';

const SITE = 'http://localhost:3000';
const contact = {
  name: 'Inês Araújo',
  email: 'ines.araujo@example.pt',
  phoneNumber: '+351 912 345 678',
  message: 'Gostaria de rever o meu seguro de vida.',
  contactMethod: '/pt/contact',
  acceptedPrivacyPolicy: true,
  language: 'pt',
};
const signUp = { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.it', language: 'it' };
const FORMS = { contact: { path: '/api/contact', body: contact }, newsletter: { path: '/api/newsletter', body: signUp } } as const;
const SUCCESS_PATH = { contact: '/v1/send/email', newsletter: '/api/v1/forms/nl/submit' } as const;

let fake: FakeProvider;
/** Answers of the fake, in order; when they run out, success. */
let script: FakeReply[];
let clock: number;
let logs: string[];
let dir: string;
const relays: ReturnType<typeof createRelay>[] = [];

const healthy = (request: RecordedRequest): FakeReply =>
  request.path === SUCCESS_PATH.contact ? { status: 200, body: '{"delivery_id":"d"}' } : { status: 204 };

beforeAll(async () => {
  fake = await startFakeProvider((request) => script.shift() ?? healthy(request));
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  script = [];
  clock = Date.UTC(2026, 10, 26, 9, 0, 0);
  logs = [];
  dir = await mkdtemp(join(tmpdir(), 'leads-'));
});
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.leads.close()));
  await rm(dir, { recursive: true, force: true });
  // No line of any test may carry what a visitor typed.
  const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  for (const line of logs) {
    for (const value of [contact.name, contact.email, contact.message, '912 345 678', signUp.name, signUp.email]) {
      expect(folded(line)).not.toContain(folded(value));
    }
  }
});

function relayWith(extra: RelayEnv = {}) {
  const relay = createRelay(
    {
      LEADS_DB_PATH: join(dir, 'leads.sqlite'),
      CUSTOMERIO_APP_API_KEY: 'app-key',
      CUSTOMERIO_CONTACT_MESSAGE_ID: '7',
      CONTACT_RECIPIENT_EMAIL: 'office@nortia.test',
      CUSTOMERIO_COMPLAINT_MESSAGE_ID: '9',
      CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID: '10',
      COMPLAINTS_RECIPIENT_EMAIL: 'complaints@nortia.test',
      CUSTOMERIO_API_BASE: fake.url,
      CUSTOMERIO_SITE_ID: 'site',
      CUSTOMERIO_TRACK_API_KEY: 'track-key',
      CUSTOMERIO_NEWSLETTER_FORM_ID: 'nl',
      CUSTOMERIO_TRACK_BASE: fake.url,
      RELAY_RATE_LIMIT_MAX: '0',
      ...extra,
    },
    { log: (line) => logs.push(line), now: () => clock, pollMs: 10 },
  );
  relays.push(relay);
  return relay;
}

function post(kind: keyof typeof FORMS, body: object = FORMS[kind].body) {
  return new Request(`${SITE}${FORMS[kind].path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, Referer: `${SITE}/it/blog` },
    body: JSON.stringify(body),
  });
}

async function answer(relay: ReturnType<typeof relayWith>, request: Request) {
  const response = (await relay.handle(request, { clientIp: '203.0.113.5' }))!;
  return { status: response.status, body: await response.json() };
}

/** Moves the test's clock on and lets the loop deliver whatever that made due. */
async function after(relay: ReturnType<typeof relayWith>, seconds: number) {
  clock += seconds * 1000;
  relay.leads.loop.kick();
  await relay.leads.loop.settled();
}

/** The provider requests that succeeded, by path. */
const deliveries = (kind: keyof typeof FORMS) => fake.requests.filter((request) => request.path === SUCCESS_PATH[kind]);

describe.each(['contact', 'newsletter'] as const)('%s', (kind) => {
  it('a provider failing 503 three times, then 200: the visitor saw success at once and exactly one delivery arrives', async () => {
    script = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const relay = relayWith();
    expect(await answer(relay, post(kind))).toEqual({ status: 200, body: { ok: true } });
    await relay.leads.loop.settled();
    expect(fake.requests).toHaveLength(1);

    // Retries after 1, 2 and 4 minutes (the default base of 60 s, doubling).
    await after(relay, 59);
    expect(fake.requests).toHaveLength(1);
    await after(relay, 1);
    await after(relay, 120);
    await after(relay, 240);
    expect(fake.requests).toHaveLength(4);
    await after(relay, 3600);
    expect(fake.requests).toHaveLength(4);
    expect(new Set(fake.requests.map((request) => request.body)).size).toBe(1);
    expect(await relay.leads.store.list(null, 10)).toMatchObject([{ kind, state: 'delivered', attempts: 4, lastError: null }]);
  });

  it('a provider down past the retries: the lead is kept as failed, and the scheduled run delivers it once the provider is back', async () => {
    script = Array.from({ length: MAX_DELIVERY_ATTEMPTS }, () => ({ status: 503 }));
    const relay = relayWith();
    expect((await answer(relay, post(kind))).status).toBe(200);
    await relay.leads.loop.settled();
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) await after(relay, 60 * 2 ** (attempt - 1));
    expect(fake.requests).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(await relay.leads.store.list('failed', 10)).toMatchObject([{ kind, attempts: MAX_DELIVERY_ATTEMPTS }]);
    await after(relay, 86_400);
    expect(fake.requests).toHaveLength(MAX_DELIVERY_ATTEMPTS);

    const report = await relay.leads.schedule();
    expect(report).toMatchObject({ redriven: 1, redelivered: 1, failed: 0, pending: 0 });
    expect(deliveries(kind).filter((_, i) => i >= MAX_DELIVERY_ATTEMPTS)).toHaveLength(1);
    expect(await relay.leads.store.list(null, 10)).toMatchObject([{ state: 'delivered' }]);
    expect(logs).toContainEqual(expect.stringMatching(/^leads schedule requeued=0 redriven=1 redelivered=1 /));
  });

  it('the server stopped between accept and delivery: the lead is delivered once after the restart', async () => {
    script = [{ status: 503 }];
    const first = relayWith();
    expect((await answer(first, post(kind))).status).toBe(200);
    await first.leads.loop.settled();
    await first.leads.close();
    relays.splice(relays.indexOf(first), 1);

    clock += 60_000;
    const second = relayWith();
    await second.leads.loop.settled();
    expect(fake.requests).toHaveLength(2);
    expect(await second.leads.store.list(null, 10)).toMatchObject([{ state: 'delivered', attempts: 2 }]);
  });

  it('200 concurrent posts, the first 67 provider calls answered 503: 200 records, 200 deliveries, none doubled', async () => {
    script = Array.from({ length: 67 }, () => ({ status: 503 }));
    const relay = relayWith();
    const posts = Array.from({ length: 200 }, (_, i) => post(kind, { ...FORMS[kind].body, name: `Visitor ${i}` }));
    const answers = await Promise.all(posts.map((request) => answer(relay, request)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(200);
    await relay.leads.loop.settled();
    await after(relay, 60);
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 200, failed: 0 });
    expect(fake.requests).toHaveLength(267);
    // The fake answered its script in order: every request after the 67th succeeded, one per lead.
    const delivered = fake.requests.slice(67).map((request) => JSON.parse(request.body)[kind === 'contact' ? 'message_data' : 'data'].name);
    expect(new Set(delivered).size).toBe(200);
  });

  it('a store that cannot be written: the visitor gets the error, nothing is claimed and nothing is sent', async () => {
    const relay = relayWith();
    const other = openSqlite(join(dir, 'leads.sqlite'));
    await other.run('DROP TABLE leads');
    other.close();
    expect(await answer(relay, post(kind))).toEqual({ status: 503, body: { ok: false, error: 'standard_error' } });
    expect(logs).toContainEqual(expect.stringMatching(/status=503 outcome=store_unavailable ms=\d+ cause="SqliteError: no such table: leads"/));
    await relay.leads.loop.settled();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('what a lead records', () => {
  it('keeps the language, the page, and when and which privacy policy was accepted (the box, or the sign-up itself)', async () => {
    const relay = relayWith();
    await answer(relay, post('contact'));
    await answer(relay, post('newsletter'));
    const rows = await openSqlite(join(dir, 'leads.sqlite')).all<Record<string, unknown>>('SELECT * FROM leads ORDER BY kind');
    expect(rows).toMatchObject([
      { kind: 'contact', lang: 'pt', page: '/pt/contact', created_at: clock, privacy_accepted_at: clock, privacy_policy: '/docs/pt/privacy-policy.pdf (version 2026-11)' },
      { kind: 'newsletter', lang: 'it', page: '/it/blog', created_at: clock, privacy_accepted_at: clock, privacy_policy: '/docs/it/privacy-policy.pdf (version 2026-11)' },
    ]);
    expect(JSON.parse(rows[0].payload as string)).toMatchObject({ name: contact.name, acceptedPrivacyPolicy: true });
  });

  it('a lead held by a deliverer that died is delivered once its hold runs out', async () => {
    // Accepted, then claimed by a process that stopped before it sent: the row says pending, held for a while.
    const crashed = relayWith();
    await crashed.leads.loop.close();
    await answer(crashed, post('contact'));
    const [lead] = await crashed.leads.store.list('pending', 1);
    expect((await crashed.leads.store.claim(lead.id, 'pending', clock, 21_000)).ok).toBe(true);
    await crashed.leads.close();
    relays.splice(0);

    const restarted = relayWith();
    await restarted.leads.loop.settled();
    expect(fake.requests).toHaveLength(0);
    await after(restarted, 21);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('one lead, one delivery', () => {
  it('deliverers racing for one lead (the queue and the schedule, two processes): one sends, and a delivered lead is never sent again', async () => {
    const relay = relayWith();
    await relay.leads.loop.close();
    await answer(relay, post('contact'));
    const [lead] = await relay.leads.store.list('pending', 1);
    const outcomes = await Promise.all([relay.leads.deliver(lead.id), relay.leads.deliver(lead.id), relay.leads.deliver(lead.id)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['delivered', 'skipped', 'skipped']);
    expect(await relay.leads.deliver(lead.id)).toEqual({ status: 'skipped', reason: 'delivered' });
    expect(await relay.leads.deliver(lead.id, 'failed')).toEqual({ status: 'skipped', reason: 'delivered' });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('retention', () => {
  it('the schedule deletes delivered leads after 30 days and failed ones after 90, and keeps the rest', async () => {
    const relay = relayWith();
    script = [{ status: 401 }];
    await answer(relay, post('contact')); // refused: failed at once
    await relay.leads.loop.settled();
    await answer(relay, post('newsletter')); // delivered
    await relay.leads.loop.settled();
    script = [{ status: 401 }, { status: 401 }];

    clock += 31 * 86_400_000;
    expect(await relay.leads.schedule()).toMatchObject({ purgedDelivered: 1, purgedFailed: 0, failed: 1 });
    clock += 60 * 86_400_000;
    expect(await relay.leads.schedule()).toMatchObject({ purgedDelivered: 0, purgedFailed: 1, failed: 0, pending: 0 });
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
  });

  it('keeps a complaint, delivered or not, for its own period (five years by default), then deletes it', async () => {
    const relay = relayWith();
    const complaint = { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.it', description: 'Risposta mai arrivata.', acceptedPrivacyPolicy: true };
    const request = new Request(`${SITE}/api/complaint`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE }, body: JSON.stringify(complaint) });
    expect((await answer(relay, request)).status).toBe(200);
    await relay.leads.loop.settled();
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 1, failed: 0 });

    clock += 1825 * 86_400_000;
    expect(await relay.leads.schedule()).toMatchObject({ purgedDelivered: 0, purgedFailed: 0, purgedComplaints: 0 });
    clock += 2 * 86_400_000;
    expect(await relay.leads.schedule()).toMatchObject({ purgedDelivered: 0, purgedComplaints: 1 });
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
  });

  it.each([
    ['LEADS_RETRY_BASE_SECONDS', '0'],
    ['LEADS_KEEP_FAILED_DAYS', 'ninety'],
    ['LEADS_KEEP_DELIVERED_DAYS', '-1'],
  ])('refuses to start with %s=%s', (name, value) => {
    expect(() => relayWith({ [name]: value })).toThrow(name);
  });
});
