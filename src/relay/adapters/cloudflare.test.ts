import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker, { RATE_LIMIT_BINDING, type CloudflareEnv, type RateLimitBinding } from './cloudflare';
import { CONFIRMATIONS_PER_ADDRESS } from '../leads/accept';
import { LEADS_DEAD_LETTER_QUEUE } from '../leads/worker';
import { recordingQueue, sqliteD1 } from '../testing/cloudflare-bindings';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../testing/fake-provider';
import { customerioEnv } from '../testing/customerio-env';
import { confirmUrlOf, pressConfirm } from '../testing/confirmation';

let fake: FakeProvider;
let reply: (request: RecordedRequest) => FakeReply;
const healthy = (request: RecordedRequest): FakeReply =>
  request.path === '/v1/send/email' ? { status: 200, body: '{"delivery_id":"d"}' } : { status: 204 };
let lines: string[];
beforeAll(async () => {
  fake = await startFakeProvider((request) => reply(request));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  reply = healthy;
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const SITE = 'https://www.nortia.test';
const signUp = { name: 'Rui Costa', email: 'rui.costa@example.pt' };
const QUEUE = 'nortia-leads';

/** A Worker's bindings: variables, static assets, D1 over SQLite and a recording queue. */
function bindings(extra: Record<string, unknown> = {}) {
  const d1 = sqliteD1();
  const queue = recordingQueue(QUEUE);
  const env: CloudflareEnv = {
    ...customerioEnv(fake.url),
    ASSETS: { fetch: async () => new Response('static page') },
    LEADS_DB: d1.binding,
    LEADS_QUEUE: queue.binding,
    SOME_KV: { get: () => null }, // a non-string binding the relay must ignore
    ...extra,
  };
  const leads = () =>
    d1.db.all<{ id: string; state: string; attempts: number; last_error: string | null; step: string | null }>('SELECT * FROM leads ORDER BY created_at, id');
  return { env, queue, leads, db: d1.db };
}

function signUpRequest(ip: string, path = '/api/newsletter') {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': ip },
    body: JSON.stringify(signUp),
  });
}

const waitUntil = () => {
  const pending: Promise<unknown>[] = [];
  return { ctx: { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) }, done: () => Promise.all(pending) };
};

describe('Workers module', () => {
  it('answers /api/* once the lead is in D1 and queued; the queue consumer then delivers it through Customer.io', async () => {
    const { env, queue, leads } = bindings();
    const response = await worker.fetch(signUpRequest('192.0.2.10'), env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(fake.requests).toHaveLength(0);
    const [stored] = await leads();
    expect(stored).toMatchObject({ state: 'pending', attempts: 0 });
    expect(queue.sent).toEqual([{ body: { id: stored.id } }]);

    // The sign-up's delivery is its confirmation e-mail (double opt-in, decision 0039).
    const { batch, outcomes } = queue.batch();
    await worker.queue(batch, env);
    expect(outcomes).toEqual([{ acked: true }]);
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/send/email']);
    expect(await leads()).toMatchObject([{ state: 'delivered', attempts: 1, step: 'confirm' }]);

    // Its link opens the static page (a GET reaches ASSETS and confirms nothing); the button's POST confirms.
    const link = confirmUrlOf(fake.requests[0].body);
    expect(link).toMatch(new RegExp(`^${SITE}/es/newsletter/confirm\\?token=`));
    expect(await (await worker.fetch(new Request(link), env)).text()).toBe('static page');
    expect(queue.sent).toEqual([]);
    const pressed = await worker.fetch(pressConfirm(link, SITE), env);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/es/newsletter/confirmed');
    expect(queue.sent).toEqual([{ body: { id: `${stored.id}:subscribe` } }]);
    const again = await worker.fetch(pressConfirm(link, SITE), env);
    expect(again.headers.get('location')).toBe('/es/newsletter/already-confirmed');
    expect(queue.sent).toHaveLength(1);

    await worker.queue(queue.batch().batch, env);
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/send/email', '/api/v1/forms/nl/submit']);
    expect(await leads()).toMatchObject([
      { state: 'delivered', step: 'confirm' },
      { state: 'delivered', step: 'subscribe', attempts: 1 },
    ]);
  });

  it('asks the queue for a retry with a growing delay while the provider fails, and never sends a delivered lead again', async () => {
    const { env, queue, leads } = bindings({ LEADS_RETRY_BASE_SECONDS: '30' });
    await worker.fetch(signUpRequest('192.0.2.11'), env);
    reply = () => ({ status: 503 });
    const first = queue.batch();
    await worker.queue(first.batch, env);
    expect(first.outcomes).toEqual([{ retried: { delaySeconds: 30 } }]);
    // The queue's retry arrives early (clocks differ): the consumer waits for the lead's own time.
    queue.sent.push({ body: first.batch.messages[0].body as { id: string } });
    const early = queue.batch();
    await worker.queue(early.batch, env);
    expect(early.outcomes).toEqual([{ retried: { delaySeconds: expect.any(Number) } }]);
    expect(fake.requests).toHaveLength(1);
    expect(await leads()).toMatchObject([{ state: 'pending', attempts: 1, last_error: 'provider_rejected:503:customerio-transactional' }]);
  });

  it('a provider answering after the timeout: the consumer acks, the lead is held unconfirmed, and the cron sends it no second time', async () => {
    const { env, queue, leads } = bindings({ RELAY_PROVIDER_TIMEOUT_MS: '100' });
    await worker.fetch(signUpRequest('192.0.2.14'), env);
    // Its confirmation e-mail is answered in time and the visitor confirms (decision 0039); the form submission that
    // follows is received and answered 300 ms later, past the relay's 100 ms timeout.
    await worker.queue(queue.batch().batch, env);
    expect((await worker.fetch(pressConfirm(confirmUrlOf(fake.requests[0].body), SITE), env)).status).toBe(303);
    reply = (request) => (request.path === '/v1/send/email' ? healthy(request) : { status: 204, afterMs: 300 });
    const { batch, outcomes } = queue.batch();
    await worker.queue(batch, env);
    expect(outcomes).toEqual([{ acked: true }]);
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/send/email', '/api/v1/forms/nl/submit']);
    expect(await leads()).toMatchObject([
      { state: 'delivered', step: 'confirm' },
      { state: 'failed', step: 'subscribe', attempts: 1, last_error: 'unconfirmed:provider_timeout:customerio-forms' },
    ]);

    reply = healthy;
    const { ctx, done } = waitUntil();
    await worker.scheduled({}, env, ctx);
    await done();
    expect(fake.requests).toHaveLength(2);
    expect(await leads()).toMatchObject([{ state: 'delivered' }, { state: 'failed', attempts: 1 }]);
  });

  it('marks a lead failed when its message reaches the dead-letter queue', async () => {
    const { env, queue, leads } = bindings();
    await worker.fetch(signUpRequest('192.0.2.12'), env);
    const { batch, outcomes } = queue.batch(LEADS_DEAD_LETTER_QUEUE);
    await worker.queue(batch, env);
    expect(outcomes).toEqual([{ acked: true }]);
    expect(await leads()).toMatchObject([{ state: 'failed', last_error: 'dead_lettered' }]);
    expect(fake.requests).toHaveLength(0);
  });

  it('tells the operator once of a dead-lettered lead and of a failed one, through Customer.io, however often the cron runs', async () => {
    const { env, queue, leads } = bindings({ CUSTOMERIO_OPERATIONS_MESSAGE_ID: '9', OPERATIONS_EMAIL: 'ops@nortia.test' });
    await worker.fetch(signUpRequest('192.0.2.14'), env);
    await worker.queue(queue.batch(LEADS_DEAD_LETTER_QUEUE).batch, env);
    // The second sign-up's confirmation e-mail (template 8) is refused for good; the notices (template 9) go through.
    const isNotice = (request: RecordedRequest) => request.path === '/v1/send/email' && JSON.parse(request.body).transactional_message_id === 9;
    reply = (request) => (isNotice(request) ? healthy(request) : { status: 401 });
    await worker.fetch(signUpRequest('192.0.2.15'), env);
    await worker.queue(queue.batch().batch, env);
    for (let run = 0; run < 3; run++) {
      const { ctx, done } = waitUntil();
      await worker.scheduled({}, env, ctx);
      await done();
    }

    const [deadLettered, failed] = (await leads()).map((lead) => lead.id);
    expect(await leads()).toMatchObject([{ state: 'failed' }, { state: 'failed', step: 'confirm' }]);
    const notices = fake.requests.filter(isNotice).map((request) => JSON.parse(request.body));
    expect(notices.map((notice) => [notice.to, notice.transactional_message_id, notice.message_data.notice, notice.message_data.leads.map((l: { id: string }) => l.id)])).toEqual([
      ['ops@nortia.test', 9, 'lead_failed', [deadLettered]],
      ['ops@nortia.test', 9, 'lead_failed', [failed]],
    ]);
    expect(notices[0].message_data.leads[0]).toEqual({ id: deadLettered, kind: 'newsletter', state: 'failed', age_days: 0, last_error: 'dead_lettered', purge_on: expect.any(String) });
    expect(JSON.stringify(notices)).not.toMatch(/rui|costa/i);
  });

  it('runs the schedule from the cron trigger: a failed lead is delivered once the provider is back', async () => {
    const { env, queue, leads } = bindings();
    reply = () => ({ status: 401 });
    await worker.fetch(signUpRequest('192.0.2.13'), env);
    await worker.queue(queue.batch().batch, env);
    expect(await leads()).toMatchObject([{ state: 'failed' }]);

    reply = healthy;
    const { ctx, done } = waitUntil();
    await worker.scheduled({}, env, ctx);
    await done();
    expect(await leads()).toMatchObject([{ state: 'delivered', attempts: 2 }]);
    expect(lines).toContainEqual(expect.stringMatching(/^leads schedule requeued=0 redriven=1 redelivered=1 purged_delivered=0 purged_failed=0 purged_complaints=0 purged_consents=0 pending=0 failed=0 ms=\d+$/));
  });

  it('hands other paths to the ASSETS binding', async () => {
    const response = await worker.fetch(new Request(`${SITE}/es/contact`), bindings().env);
    expect(await response.text()).toBe('static page');
  });

  it('rate-limits by CF-Connecting-IP across requests of one isolate', async () => {
    const { env, leads } = bindings({ RELAY_RATE_LIMIT_MAX: '1' });
    expect((await worker.fetch(signUpRequest('192.0.2.20'), env)).status).toBe(200);
    const limited = await worker.fetch(signUpRequest('192.0.2.20'), env);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await worker.fetch(signUpRequest('192.0.2.21'), env)).status).toBe(200);
    expect(await leads()).toHaveLength(2);
  });

  it('answers 500 standard_error when no provider is configured (a worker has no outbox)', async () => {
    const { env, leads } = bindings();
    const response = await worker.fetch(signUpRequest('192.0.2.30'), { ASSETS: env.ASSETS, LEADS_DB: env.LEADS_DB, LEADS_QUEUE: env.LEADS_QUEUE });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ok: false, error: 'standard_error' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('no contact provider'));
    expect(await leads()).toHaveLength(0);
  });

  it('answers 503 standard_error, claiming nothing, when the lead store is not bound', async () => {
    const { env } = bindings();
    const { LEADS_DB: _db, ...withoutStore } = env;
    const response = await worker.fetch(signUpRequest('192.0.2.31'), withoutStore);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'standard_error' });
    expect(lines).toContainEqual(expect.stringMatching(/status=503 outcome=store_unavailable .*missing binding LEADS_DB/));
  });
});

/** A stand-in for Cloudflare's Rate Limiting binding: allows `limit` hits per key, records every key it saw. */
function fakeRateLimitBinding(limit: number) {
  const keys: string[] = [];
  const binding: RateLimitBinding = {
    async limit({ key }) {
      keys.push(key);
      return { success: keys.filter((seen) => seen === key).length <= limit };
    },
  };
  return { binding, keys };
}

describe('one write, one D1 batch (decision 0046)', () => {
  it('a sign-up whose lead D1 refuses keeps no consent record; a confirmation whose register D1 refuses stores no submission; pressed again, both', async () => {
    const { env, queue, leads, db } = bindings();
    await db.run(`CREATE TRIGGER refuse BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    expect((await worker.fetch(signUpRequest('192.0.2.30'), env)).status).toBe(503);
    expect(await db.all('SELECT * FROM consents')).toEqual([]);
    expect(queue.sent).toEqual([]);
    await db.run('DROP TRIGGER refuse');

    expect((await worker.fetch(signUpRequest('192.0.2.31'), env)).status).toBe(200);
    await worker.queue(queue.batch().batch, env);
    const link = confirmUrlOf(fake.requests[0].body);
    await db.run(`CREATE TRIGGER refuse BEFORE UPDATE ON consents BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    expect((await worker.fetch(pressConfirm(link, SITE), env)).headers.get('location')).toBe('/es/newsletter/error/standard_error');
    expect(await leads()).toHaveLength(1);
    expect(queue.sent).toEqual([]);
    await db.run('DROP TRIGGER refuse');

    expect((await worker.fetch(pressConfirm(link, SITE), env)).headers.get('location')).toBe('/es/newsletter/confirmed');
    expect(await leads()).toMatchObject([{ step: 'confirm' }, { step: 'subscribe' }]);
    expect(await db.all('SELECT confirmed_at IS NOT NULL AS confirmed FROM consents')).toEqual([{ confirmed: 1 }]);
  });
});

describe('confirmation e-mails per address (decision 0046)', () => {
  it(`the sign-ups of one address past ${CONFIRMATIONS_PER_ADDRESS} a day are answered alike, and D1 keeps and the queue gets none of them`, async () => {
    const { env, queue, leads, db } = bindings();
    const statuses = [];
    for (let i = 0; i <= CONFIRMATIONS_PER_ADDRESS; i++) statuses.push((await worker.fetch(signUpRequest(`192.0.2.${40 + i}`), env)).status);
    expect(statuses).toEqual(Array.from({ length: CONFIRMATIONS_PER_ADDRESS + 1 }, () => 200));
    expect(queue.sent).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(await leads()).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(await db.all('SELECT lead_id FROM consents')).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(lines.filter((line) => line.includes('outcome=confirmation_limited'))).toHaveLength(1);
  });
});

describe('Rate Limiting binding', () => {
  it('counts accepted posts with the binding, keyed on route and CF-Connecting-IP, instead of in memory', async () => {
    const { binding, keys } = fakeRateLimitBinding(2);
    // The in-memory limit would refuse the second post: the binding's limit is the one that holds.
    const { env, leads } = bindings({ [RATE_LIMIT_BINDING]: binding, RELAY_RATE_LIMIT_MAX: '1' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await worker.fetch(signUpRequest('198.51.100.7'), env)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(keys).toEqual(Array(3).fill('/api/newsletter|198.51.100.7'));
    expect(await leads()).toHaveLength(2);
  });

  it('tells a limited visitor to retry after the longest period the binding can have', async () => {
    const { binding } = fakeRateLimitBinding(0);
    const limited = await worker.fetch(signUpRequest('198.51.100.8'), bindings({ [RATE_LIMIT_BINDING]: binding }).env);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ ok: false, error: 'rate_limited' });
  });

  it('is consulted only for posts that passed validation', async () => {
    const { binding, keys } = fakeRateLimitBinding(5);
    const { env } = bindings({ [RATE_LIMIT_BINDING]: binding });
    const typo = new Request(`${SITE}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': '198.51.100.9' },
      body: JSON.stringify({ ...signUp, email: 'rui.costa@' }),
    });
    expect((await worker.fetch(typo, env)).status).toBe(422);
    expect(keys).toEqual([]);
  });
});
