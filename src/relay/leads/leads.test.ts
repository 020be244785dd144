/**
 * Accepted means kept (docs/decisions/0032-leads-stored-before-the-answer.md), under Node: the relay of `npm start`
 * with its real SQLite store and delivery loop, against a fake Customer.io on 127.0.0.1 that fails as the real one
 * can. The clock is the test's, so retries an hour apart take milliseconds. The same on workerd: tests/workerd/leads.spec.ts.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelay, type RelayEnv } from '../index';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../testing/fake-provider';
import { customerioEnv } from '../testing/customerio-env';
import type { OperatorNotice } from '../providers/types';
import { MAX_DELIVERY_ATTEMPTS } from './delivery';
import { REDRIVE_BATCH } from './schedule';
import { NOTICE_BATCH } from './notices';
import { openSqlite } from './sqlite';

const SITE = 'http://localhost:3000';
const contact = {
  name: 'Inês Araújo',
  email: 'ines.araujo@example.pt',
  phoneNumber: '+351 912 345 678',
  message: 'Gostaria de rever o meu seguro de vida.',
  sentFromPage: '/pt/contact',
  acceptedPrivacyPolicy: true,
  language: 'pt',
};
const signUp = { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.it', language: 'it' };
const FORMS = {
  contact: { path: '/api/contact', body: contact, page: '/pt/contact' },
  newsletter: { path: '/api/newsletter', body: signUp, page: '/it/blog' },
} as const;
// A sign-up's delivery is its confirmation e-mail (double opt-in, decision 0039); consent.test.ts follows it on.
const SUCCESS_PATH = { contact: '/v1/send/email', newsletter: '/v1/send/email' } as const;

let fake: FakeProvider;
/** Answers of the fake, in order; when they run out, success. */
let script: FakeReply[];
let clock: number;
let logs: string[];
let dir: string;
const relays: ReturnType<typeof createRelay>[] = [];

const healthy = (request: RecordedRequest): FakeReply =>
  request.path === SUCCESS_PATH.contact ? { status: 200, body: '{"delivery_id":"d"}' } : { status: 204 };

/** The operator's notices (notices.ts) are e-mails with their own template id; the fake takes them apart. */
const OPERATIONS = { CUSTOMERIO_OPERATIONS_MESSAGE_ID: '9', OPERATIONS_EMAIL: 'ops@nortia.test' };
const isNotice = (request: RecordedRequest) => request.path === SUCCESS_PATH.contact && JSON.parse(request.body).transactional_message_id === 9;
/** Answers for notices, in order; when they run out, accepted. */
let noticeScript: FakeReply[];

beforeAll(async () => {
  fake = await startFakeProvider((request) =>
    isNotice(request) ? (noticeScript.shift() ?? { status: 200, body: '{"delivery_id":"n"}' }) : (script.shift() ?? healthy(request)),
  );
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  script = [];
  noticeScript = [];
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
      OUTBOX_DIR: join(dir, 'outbox'),
      ...customerioEnv(fake.url),
      SITE_URL: SITE,
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
    headers: { 'Content-Type': 'application/json', Origin: SITE, Referer: `${SITE}${FORMS[kind].page}` },
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

/** The provider requests that succeeded, by path; the operator's notices, sent the same way, are not deliveries. */
const deliveries = (kind: keyof typeof FORMS) => fake.requests.filter((request) => request.path === SUCCESS_PATH[kind] && !isNotice(request));

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
    // 200 people: one address signs up a few times at most (decision 0046).
    const posts = Array.from({ length: 200 }, (_, i) => post(kind, { ...FORMS[kind].body, name: `Visitor ${i}`, email: `visitor.${i}@example.org` }));
    const answers = await Promise.all(posts.map((request) => answer(relay, request)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(200);
    await relay.leads.loop.settled();
    await after(relay, 60);
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 200, failed: 0 });
    expect(fake.requests).toHaveLength(267);
    // The fake answered its script in order: every request after the 67th succeeded, one per lead.
    const delivered = fake.requests.slice(67).map((request) => JSON.parse(request.body).message_data.name);
    expect(new Set(delivered).size).toBe(200);
  });

  it('a store that cannot be written: the visitor gets the error, nothing is claimed and nothing is sent', async () => {
    const relay = relayWith();
    const other = openSqlite(join(dir, 'leads.sqlite'));
    await other.run('DROP TABLE leads');
    await other.close();
    expect(await answer(relay, post(kind))).toEqual({ status: 503, body: { ok: false, error: 'standard_error' } });
    expect(logs).toContainEqual(expect.stringMatching(/status=503 outcome=store_unavailable ms=\d+ cause="SqliteError: no such table: leads"/));
    await relay.leads.loop.settled();
    expect(fake.requests).toHaveLength(0);
  });
});

describe.each(['contact', 'newsletter'] as const)('%s after an ambiguous attempt', (kind) => {
  // Both first deliveries are transactional e-mails: the contact lead's, and the sign-up's confirmation (decision 0039).
  const provider = 'customerio-transactional';
  const step = kind === 'newsletter' ? ' step=confirm' : '';

  it('a provider answering only after the relay timed out: the lead is held, unconfirmed; the schedule does not send it again; an operator re-send does, once', async () => {
    // Received and acted on (the fake records it), answered 300 ms later: past the relay's 100 ms timeout.
    script = [{ status: 200, body: '{"delivery_id":"d"}', afterMs: 300 }];
    const relay = relayWith({ RELAY_PROVIDER_TIMEOUT_MS: '100' });
    expect((await answer(relay, post(kind))).status).toBe(200);
    await relay.leads.loop.settled();
    expect(fake.requests).toHaveLength(1);
    const [lead] = await relay.leads.store.list(null, 10);
    expect(lead).toMatchObject({ kind, state: 'failed', attempts: 1, lastError: `unconfirmed:provider_timeout:${provider}` });
    expect(logs).toContainEqual(expect.stringMatching(new RegExp(`^lead id=${lead.id} kind=${kind}${step} attempt=1 outcome=unconfirmed:provider_timeout:${provider} ms=\\d+ state=failed$`)));

    // A day of retries and scheduled runs: no second copy.
    await after(relay, 3600);
    await relay.leads.schedule();
    clock += 86_400_000;
    await relay.leads.schedule();
    await after(relay, 60);
    expect(fake.requests).toHaveLength(1);
    expect(await relay.leads.store.list(null, 10)).toMatchObject([{ state: 'failed', attempts: 1 }]);

    // The operator looked in Customer.io, found nothing, and re-sends it.
    expect(await relay.leads.store.resend([lead.id], clock)).toBe(1);
    await after(relay, 0);
    expect(deliveries(kind)).toHaveLength(2);
    expect(fake.requests[1].body).toBe(fake.requests[0].body);
    // (A re-send starts a fresh count of attempts.)
    expect(await relay.leads.store.list(null, 10)).toMatchObject([{ state: 'delivered', attempts: 1, lastError: null }]);
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
    expect((await crashed.leads.store.claim(lead.id, 'pending', clock, 21_000, 0)).ok).toBe(true);
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

const DAY = 86_400;
/** The notices the fake received, as their message data. */
const notices = () => fake.requests.filter(isNotice).map((request) => JSON.parse(request.body) as { to: string; message_data: OperatorNotice });
/** The lead deliveries the fake was asked for (every request but the notices), by lead id. */
const contactAttempts = () => fake.requests.filter((request) => !isNotice(request)).map((request) => JSON.parse(request.body).message_data.lead_id as string);

/** `count` contact leads accepted now, with their delivery held back (the loop stopped), then given up as failed. */
async function failedLeads(relay: ReturnType<typeof relayWith>, count: number) {
  await relay.leads.loop.close();
  for (let i = 0; i < count; i++) {
    expect((await answer(relay, post('contact'))).status).toBe(200);
    clock += 1000;
  }
  const ids = (await relay.leads.store.list('pending', count)).map((lead) => lead.id);
  for (const id of ids) await relay.leads.store.giveUp(id, clock, 'provider_rejected:401:customerio-transactional');
  return ids;
}

describe('re-drive reaches every failed lead, and nothing past its retention is sent', () => {
  it(`150 failed leads, the provider still down: each run tries the ${REDRIVE_BATCH} least recently tried, so three runs reach all 150, once each`, async () => {
    const relay = relayWith();
    const ids = await failedLeads(relay, 150);
    script = Array.from({ length: 150 }, () => ({ status: 503 }));

    const runs: string[][] = [];
    for (let run = 0; run < 3; run++) {
      clock += 15 * 60_000;
      const before = contactAttempts().length;
      expect(await relay.leads.schedule()).toMatchObject({ redriven: REDRIVE_BATCH, redelivered: 0, failed: 150 });
      runs.push(contactAttempts().slice(before));
    }
    expect(new Set(runs.flat())).toEqual(new Set(ids));
    expect(runs.flat()).toHaveLength(150);

    // The provider is back: the next runs start again from the least recently tried, the first run's 50.
    clock += 15 * 60_000;
    expect(await relay.leads.schedule()).toMatchObject({ redriven: REDRIVE_BATCH, redelivered: REDRIVE_BATCH, failed: 100 });
    expect(contactAttempts().slice(150)).toEqual(runs[0]);
  });

  it('a pending lead found past its retention when the server starts (off for 95 days) is purged with a warning, never sent, and the loop settles', async () => {
    const before = relayWith(OPERATIONS);
    await before.leads.loop.close();
    await answer(before, post('contact')); // pending, held back
    const [lead] = await before.leads.store.list('pending', 1);
    await before.leads.close();
    clock += 95 * DAY * 1000;

    const after = relayWith(OPERATIONS); // its loop starts at once, before any scheduled run
    await after.leads.loop.settled();
    expect(await after.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
    expect(contactAttempts()).toEqual([]);
    expect(notices().map((n) => [n.message_data.notice, n.message_data.leads[0].id])).toEqual([['purge_warning', lead.id]]);
  });

  it('a failed lead past its retention is deleted by the run and never sent, though the provider is back', async () => {
    const relay = relayWith();
    const [id] = await failedLeads(relay, 1);
    clock += 120 * DAY * 1000;
    // Delivery itself refuses it, whoever asks: the schedule, the queue, an operator.
    expect(await relay.leads.deliver(id, 'failed')).toEqual({ status: 'skipped', reason: 'expired' });
    expect(await relay.leads.schedule()).toMatchObject({ purgedFailed: 1, redriven: 0, redelivered: 0, failed: 0 });
    expect(contactAttempts()).toEqual([]);
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
  });
});

describe('nobody loses a lead without being told', () => {
  it('a lead refused by the provider: one notice to the operator at once, with its id, kind and age and no personal data; later runs do not repeat it', async () => {
    script = [{ status: 401 }, { status: 401 }, { status: 401 }];
    const relay = relayWith(OPERATIONS);
    await answer(relay, post('contact'));
    await relay.leads.loop.settled();
    const [lead] = await relay.leads.store.list('failed', 1);

    expect(notices()).toEqual([
      {
        to: 'ops@nortia.test',
        transactional_message_id: 9,
        identifiers: { email: 'ops@nortia.test' },
        message_data: {
          notice: 'lead_failed',
          count: 1,
          leads: [{ id: lead.id, kind: 'contact', state: 'failed', age_days: 0, last_error: 'provider_rejected:401:customerio-transactional', purge_on: '2027-02-24' }],
        },
      },
    ]);
    for (const value of [contact.name, contact.email, contact.message, contact.phoneNumber]) {
      expect(fake.requests.filter(isNotice)[0].body).not.toContain(value);
    }
    clock += 15 * 60_000;
    await relay.leads.schedule();
    clock += 15 * 60_000;
    await relay.leads.schedule();
    expect(notices()).toHaveLength(1);
    expect(logs).toContainEqual('leads notice=lead_failed leads=1 outcome=sent:customerio-transactional');
    expect(logs).toContainEqual(expect.stringMatching(/outcome=provider_rejected:401:customerio-transactional ms=\d+ state=failed/));
  });

  it('a daily digest while a lead remains failed: once a day, and none once it is delivered', async () => {
    const relay = relayWith(OPERATIONS);
    const [id] = await failedLeads(relay, 1);
    script = Array.from({ length: 200 }, () => ({ status: 401 }));
    await relay.leads.schedule();
    expect(notices().map((n) => n.message_data.notice)).toEqual(['lead_failed']);

    // Runs every 15 minutes for two days: one digest each day the lead is still failed, a day after it was told.
    for (let run = 0; run < 2 * 96; run++) {
      clock += 15 * 60_000;
      await relay.leads.schedule();
    }
    expect(notices().map((n) => n.message_data.notice)).toEqual(['lead_failed', 'digest', 'digest']);
    expect(notices()[1].message_data).toMatchObject({ count: 1, leads: [{ id, state: 'failed', age_days: 1 }] });

    script = [];
    clock += DAY * 1000;
    await relay.leads.schedule(); // re-driven and delivered
    clock += DAY * 1000;
    await relay.leads.schedule();
    expect(notices()).toHaveLength(3);
  });

  it(`a digest of more failed leads than it can name (${NOTICE_BATCH + 10}) counts them all and names ${NOTICE_BATCH}`, async () => {
    const relay = relayWith(OPERATIONS);
    await failedLeads(relay, NOTICE_BATCH + 10);
    await relay.leads.notify();
    await relay.leads.notify();
    clock += DAY * 1000 + 60_000;
    await relay.leads.notify();
    const [digest] = notices().filter((n) => n.message_data.notice === 'digest');
    expect(digest.message_data.count).toBe(NOTICE_BATCH + 10);
    expect(digest.message_data.leads).toHaveLength(NOTICE_BATCH);
  });

  it('a warning 7 days before an undelivered lead would be purged (LEADS_PURGE_WARNING_DAYS moves it), once', async () => {
    for (const [env, warnedOn] of [[{}, 83], [{ LEADS_PURGE_WARNING_DAYS: '3' }, 87]] as const) {
      fake.requests.length = 0;
      const relay = relayWith({ ...OPERATIONS, LEADS_DB_PATH: join(dir, `warn-${warnedOn}.sqlite`), ...env });
      await relay.leads.loop.close();
      const start = clock;
      await answer(relay, post('newsletter')); // pending, held back: never delivered, never failed
      const [lead] = await relay.leads.store.list('pending', 1);

      const warnings = () => notices().filter((n) => n.message_data.notice === 'purge_warning');
      clock = start + (warnedOn * DAY - 60) * 1000;
      await relay.leads.notify();
      expect(warnings()).toEqual([]);
      clock = start + warnedOn * DAY * 1000 + 60_000;
      await relay.leads.notify();
      await relay.leads.notify();
      expect(warnings().map((n) => n.message_data)).toEqual([
        { notice: 'purge_warning', count: 1, leads: [{ id: lead.id, kind: 'newsletter', state: 'pending', age_days: warnedOn, last_error: '', purge_on: '2027-02-24' }] },
      ]);
      clock = start;
    }
  });

  it('an undelivered lead past its retention that was never warned (the server off through its warning days) is told as the run purges it', async () => {
    const relay = relayWith(OPERATIONS);
    await relay.leads.loop.close();
    await answer(relay, post('newsletter')); // pending, held back
    const [lead] = await relay.leads.store.list('pending', 1);
    clock += 95 * DAY * 1000;
    expect(await relay.leads.schedule()).toMatchObject({ purgedFailed: 1 });
    expect(notices().map((n) => n.message_data)).toEqual([
      { notice: 'purge_warning', count: 1, leads: [{ id: lead.id, kind: 'newsletter', state: 'pending', age_days: 95, last_error: '', purge_on: '2027-02-24' }] },
    ]);
    // Neither its confirmation e-mail nor a form submission: the only requests are the operator's notices.
    expect(fake.requests.filter((request) => !isNotice(request))).toEqual([]);
  });

  it('a notice the provider refuses is told again by the next run; without notice settings it goes to the outbox of a development server only', async () => {
    noticeScript = [{ status: 503 }];
    const relay = relayWith(OPERATIONS);
    await failedLeads(relay, 1);
    await relay.leads.notify();
    expect(logs).toContainEqual('leads notice=lead_failed leads=1 outcome=provider_rejected:503:customerio-transactional');
    await relay.leads.notify();
    await relay.leads.notify();
    // Refused, then sent by the next run, then never again: the same notice twice at the fake, the second accepted.
    expect(notices().map((n) => n.message_data)).toEqual([notices()[0].message_data, notices()[0].message_data]);
    expect(logs.filter((line) => line === 'leads notice=lead_failed leads=1 outcome=sent:customerio-transactional')).toHaveLength(1);

    // A server with Customer.io keys but no notice settings: no file nobody reads; logged unsent, tried each run.
    logs.length = 0;
    const unset = relayWith({ LEADS_DB_PATH: join(dir, 'unset.sqlite') });
    await failedLeads(unset, 1);
    await unset.leads.notify();
    await unset.leads.notify();
    expect(await readdir(join(dir, 'outbox')).catch(() => [])).toEqual([]);
    expect(logs.filter((line) => line === 'leads notice=lead_failed leads=1 outcome=provider_unavailable:unconfigured').length).toBeGreaterThanOrEqual(2);

    const development = createRelay(
      { LEADS_DB_PATH: join(dir, 'local.sqlite'), OUTBOX_DIR: join(dir, 'outbox') },
      { log: (line) => logs.push(line), now: () => clock, pollMs: 10 },
    );
    relays.push(development);
    const [id] = await failedLeads(development, 1);
    await development.leads.notify();
    const written = JSON.parse(await readFile(join(dir, 'outbox', `notice-lead_failed-${id}.json`), 'utf8'));
    expect(written).toMatchObject({ kind: 'notice', message_data: { notice: 'lead_failed', count: 1, leads: [{ id, kind: 'contact' }] } });
  });
});

describe('the store thread dies (decision 0046)', () => {
  it('it is started again: the next post is stored and delivered, and the operator hears of the outage and its end', async () => {
    const relay = relayWith(OPERATIONS);
    expect((await answer(relay, post('contact'))).status).toBe(200);
    await relay.leads.loop.settled();

    await relay.leads.database.thread!.terminate();
    await vi.waitFor(() => expect(logs).toContainEqual('leads store_thread outcome=restarted failures=1'), { timeout: 10_000 });
    expect(await answer(relay, post('contact'))).toEqual({ status: 200, body: { ok: true } });
    await relay.leads.loop.settled();
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 2, failed: 0 });
    expect(deliveries('contact')).toHaveLength(2);

    await vi.waitFor(() => expect(notices().map((n) => n.message_data.notice)).toEqual(['store_stopped', 'store_restarted']));
    expect(notices()[0].message_data).toEqual({
      notice: 'store_stopped',
      count: 0,
      leads: [],
      detail: "the lead store's thread stopped (exit code 1); posts answer 503 until it is started again",
    });
    expect(logs).toContainEqual(expect.stringMatching(/^leads store_thread outcome=stopped failures=1 cause="exit code 1"$/));
  });
});
