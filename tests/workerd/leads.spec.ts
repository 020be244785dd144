import { expect, test, type APIRequestContext } from '@playwright/test';
import { d1Execute } from '../../src/operator/d1-execute';
import { readLocalD1 } from './local-d1';
import { failProviderFor, recordedWith } from './providers';
import { POLL, RELAY_ENV, WORKERD_STATE } from './setup';

/**
 * Accepted means kept (docs/decisions/0032-leads-stored-before-the-answer.md), on workerd as in production: the
 * Worker of wrangler.toml with its local D1, Queue, cron handler and Rate Limiting binding, Customer.io replaced by
 * the fake, which fails on demand. Retries are 1 s apart here (LEADS_RETRY_BASE_SECONDS=1). The same under Node:
 * src/relay/leads/leads.test.ts.
 */

const local = { remote: false as const, persistTo: WORKERD_STATE };
const leadsWhere = (condition: string) =>
  readLocalD1<{ id: string; kind: string; state: string; attempts: number; last_error: string | null }>(
    WORKERD_STATE,
    `SELECT id, kind, state, attempts, last_error FROM leads WHERE ${condition}`,
  );

let address = 0;
/** A post as a visitor's browser sends it, from an address of its own (the Rate Limiting binding counts per address). */
async function postLead(request: APIRequestContext, kind: 'contact' | 'newsletter', marker: string) {
  const origin = `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}`;
  const data =
    kind === 'contact'
      ? { name: 'Lead Test', email: marker, phoneNumber: '+34 612 345 678', message: `Lead ${marker}`, sentFromPage: '/es/contact', acceptedPrivacyPolicy: true }
      : { name: 'Lead Test', email: marker, language: 'es' };
  address += 1;
  return request.post(`/api/${kind}`, { headers: { Origin: origin, 'CF-Connecting-IP': `198.51.${Math.floor(address / 250)}.${address % 250}` }, data });
}

/** Runs the cron handler, as Cloudflare's trigger would (wrangler dev --test-scheduled). */
async function runSchedule(request: APIRequestContext) {
  expect((await request.get('/__scheduled?cron=*/15+*+*+*+*')).ok()).toBe(true);
}

const marker = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/**
 * The queue has moved on: a lead posted now, refused `refusals` times (retried 1, 2... s apart through the same
 * queue), has been delivered. Every message queued before it, and due before its last retry, has been handled by
 * then: a quiet period that ends on an event, not on a clock.
 */
async function queueMovedOn(request: APIRequestContext, refusals: number) {
  const later = marker('later');
  await failProviderFor(request, later, 503, refusals);
  expect((await postLead(request, 'newsletter', later)).status()).toBe(200);
  await expect.poll(async () => (await recordedWith(request, later)).length, POLL).toBe(refusals + 1);
}

test('503 three times, then 200: the visitor saw success at once and exactly one delivery arrives (contact and newsletter)', async ({ request }) => {
  test.slow(); // four attempts 1 + 2 + 4 s apart, then a later lead's three, 1 + 2 s apart
  const markers = { contact: marker('c503'), newsletter: marker('n503') };
  for (const [kind, value] of Object.entries(markers) as ['contact' | 'newsletter', string][]) {
    await failProviderFor(request, value, 503, 3);
    const response = await postLead(request, kind, value);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // At once: answered before the retries (1, 2 and 4 s apart) had run, not after them; no time measured.
    expect((await recordedWith(request, value)).length, 'attempts made before the visitor had the answer').toBeLessThan(4);
  }
  for (const value of Object.values(markers)) {
    await expect.poll(() => leadsWhere(`payload LIKE '%${value}%'`)[0]?.state, POLL).toBe('delivered');
    expect(await recordedWith(request, value)).toHaveLength(4);
  }
  // No late copy: a message sent meanwhile, due within 3 s (1 + 2), would have come before the later lead's delivery.
  await queueMovedOn(request, 2);
  for (const value of Object.values(markers)) {
    expect(await recordedWith(request, value)).toHaveLength(4);
    expect(leadsWhere(`payload LIKE '%${value}%'`)).toMatchObject([{ state: 'delivered', attempts: 4 }]);
  }
});

test('a provider down past the retries: the lead is kept as failed, and the scheduled run delivers it once the provider is back', async ({ request }) => {
  test.slow(); // six attempts, 1 + 2 + 4 + 8 + 16 s apart
  const markers = { contact: marker('cdown'), newsletter: marker('ndown') };
  for (const [kind, value] of Object.entries(markers) as ['contact' | 'newsletter', string][]) {
    await failProviderFor(request, value, 503, -1);
    expect((await postLead(request, kind, value)).status()).toBe(200);
  }
  for (const value of Object.values(markers)) {
    await expect.poll(() => leadsWhere(`payload LIKE '%${value}%'`)[0]?.state, { ...POLL, timeout: 60_000 }).toBe('failed');
    expect(await recordedWith(request, value)).toHaveLength(6);
  }
  for (const value of Object.values(markers)) await failProviderFor(request, value, 503, 0);
  await runSchedule(request);
  for (const value of Object.values(markers)) {
    await expect.poll(() => leadsWhere(`payload LIKE '%${value}%'`)[0]?.state, POLL).toBe('delivered');
    expect(await recordedWith(request, value)).toHaveLength(7);
  }
});

test('200 concurrent posts: 200 records, 200 deliveries, none doubled', async ({ request }) => {
  test.slow();
  const batch = marker('burst');
  const posts = Array.from({ length: 200 }, (_, i) => postLead(request, i % 2 ? 'contact' : 'newsletter', `${i}.${batch}`));
  const statuses = (await Promise.all(posts)).map((response) => response.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(200);
  await expect
    .poll(() => readLocalD1<{ n: number }>(WORKERD_STATE, `SELECT COUNT(*) AS n FROM leads WHERE payload LIKE '%${batch}%' AND state = 'delivered'`)[0].n, {
      ...POLL,
      timeout: 80_000,
    })
    .toBe(200);
  const recorded = await recordedWith(request, batch);
  expect(recorded).toHaveLength(200);
  const markers = recorded.map((r) => /"(\d+\.burst[^"]+)"/.exec(r.body)?.[1]);
  expect(new Set(markers).size).toBe(200);
});

test('a store that cannot be written: the visitor gets the error, and nothing is sent', async ({ request }) => {
  const value = marker('nostore');
  d1Execute('ALTER TABLE leads RENAME TO leads_paused', local);
  try {
    const response = await postLead(request, 'newsletter', value);
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'standard_error' });
  } finally {
    d1Execute('ALTER TABLE leads_paused RENAME TO leads', local);
  }
  // Nothing later either: a lead posted after it, retried once (1 s), is delivered while this one is still unsent.
  await queueMovedOn(request, 1);
  expect(await recordedWith(request, value)).toHaveLength(0);
});

test('the Rate Limiting binding counts accepted posts per address in wrangler dev: the sixth in a minute is refused', async ({ request }) => {
  const origin = `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await request.post('/api/newsletter', {
      headers: { Origin: origin, 'CF-Connecting-IP': '203.0.113.250' },
      data: { name: 'Limit Test', email: `limit${i}.${marker('rl')}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(RELAY_ENV.RELAY_RATE_LIMIT_MAX).toBe('1000'); // the in-memory limit would have allowed all six
});

test('a lead the provider refuses becomes failed, and the operator gets exactly one notice, however often the cron runs', async ({ request }) => {
  test.slow(); // a delivery, a notice and two cron runs, each waited on for up to 30 s
  const value = marker('nrefused');
  await failProviderFor(request, value, 401, -1);
  // A contact lead: a sign-up's first delivery is its confirmation e-mail (decision 0039), through the same API.
  expect((await postLead(request, 'contact', value)).status()).toBe(200);
  await expect.poll(() => leadsWhere(`payload LIKE '%${value}%'`)[0]?.state, POLL).toBe('failed');
  const [lead] = leadsWhere(`payload LIKE '%${value}%'`);
  // The notice names the lead by id only: the fake finds it by the id, never by what the visitor typed.
  const notices = async () => (await recordedWith(request, lead.id)).filter((r) => JSON.parse(r.body).transactional_message_id === 11);
  await expect.poll(async () => (await notices()).length, POLL).toBe(1);

  for (const attempts of [2, 3]) {
    await runSchedule(request);
    await expect.poll(() => leadsWhere(`id = '${lead.id}'`)[0].attempts, POLL).toBe(attempts);
  }
  const [notice] = await notices();
  expect(await notices()).toHaveLength(1);
  expect(JSON.parse(notice.body)).toMatchObject({
    to: 'ops@nortia.test',
    message_data: { notice: 'lead_failed', leads: [{ id: lead.id, kind: 'contact', state: 'failed', last_error: 'provider_rejected:401:customerio-transactional' }] },
  });
  expect(notice.body).not.toContain(value);
});
