/**
 * The consent register and the newsletter's double opt-in (docs/decisions/0039-consent-register-and-double-opt-in.md),
 * under Node: the relay of `npm start` with its SQLite store and delivery loop against a fake Customer.io on
 * 127.0.0.1, on the test's clock. The same flow on workerd: tests/workerd/double-opt-in.spec.ts; in a browser:
 * tests/e2e/double-opt-in.spec.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRelay, type RelayEnv } from '../index';
import { CONFIRMATION_WINDOW_MS, CONFIRMATIONS_PER_ADDRESS } from '../leads/accept';
import { LIMITATION_DAYS, subjectHash } from '../leads/consents';
import { openSqlite } from '../leads/sqlite';
import { confirmUrlOf, pressConfirm } from '../testing/confirmation';
import { relaysClosedAfterEach } from '../testing/relays-closed-after-each';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../testing/fake-provider';
import { customerioEnv } from '../testing/customerio-env';
import { signToken } from './token';

const SITE = 'http://localhost:3000';
const PUBLIC_SITE = 'https://www.nortia.test';
const SECRET = 'test-newsletter-confirm-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;
const signUp = { name: 'Giulia Bianchi', email: 'Giulia.Bianchi@example.it', language: 'it' };
const contact = {
  name: 'Inês Araújo',
  email: 'ines.araujo@example.pt',
  phoneNumber: '+351 912 345 678',
  message: 'Gostaria de rever o meu seguro de vida.',
  sentFromPage: '/pt/contact',
  acceptedPrivacyPolicy: true,
  language: 'pt',
};
const CONFIRM_EMAIL = '/v1/send/email';
const SUBMIT = '/api/v1/forms/nl/submit';

let fake: FakeProvider;
let script: FakeReply[];
let clock: number;
let logs: string[];
let dir: string;

const healthy = (request: RecordedRequest): FakeReply => (request.path === SUBMIT ? { status: 204 } : { status: 200, body: '{"delivery_id":"d"}' });

beforeAll(async () => {
  fake = await startFakeProvider((request) => script.shift() ?? healthy(request));
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  script = [];
  clock = Date.UTC(2026, 10, 27, 9, 0, 0);
  logs = [];
  dir = await mkdtemp(join(tmpdir(), 'double-opt-in-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  for (const line of logs) {
    for (const value of [signUp.name, signUp.email, contact.name, contact.email, contact.message]) expect(folded(line)).not.toContain(folded(value));
  }
});
// Registered after the hook above, so it runs before it (vitest runs afterEach hooks last first): the relays close
// before their store's folder is removed and their log lines are checked.
const keep = relaysClosedAfterEach();

function relayWith(extra: RelayEnv = {}) {
  const relay = createRelay(
    {
      LEADS_DB_PATH: join(dir, 'leads.sqlite'),
      ...customerioEnv(fake.url),
      CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: 'newsletter-confirm',
      NEWSLETTER_CONFIRM_SECRET: SECRET,
      SITE_URL: PUBLIC_SITE,
      RELAY_RATE_LIMIT_MAX: '0',
      ...extra,
    },
    { log: (line) => logs.push(line), now: () => clock, pollMs: 10 },
  );
  return keep(relay);
}

type TestRelay = ReturnType<typeof relayWith>;

/** A form's JSON post from the page `page` (its Referer, as the browser sends it). */
function post(path: string, body: object, page: string) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, Referer: `${SITE}${page}` },
    body: JSON.stringify(body),
  });
}

async function handle(relay: TestRelay, request: Request) {
  const response = await relay.handle(request, { clientIp: '203.0.113.9' });
  await relay.leads.loop.settled();
  return response;
}

/** Signs up from `page` and returns the confirmation e-mail's link. */
async function signUpFrom(relay: TestRelay, page = '/it/blog', body: object = signUp) {
  expect((await handle(relay, post('/api/newsletter', body, page)))?.status).toBe(200);
  const emails = fake.requests.filter((request) => request.path === CONFIRM_EMAIL);
  return confirmUrlOf(emails.at(-1)!.body);
}

const submissions = () => fake.requests.filter((request) => request.path === SUBMIT);
const press = (relay: TestRelay, link: string) => handle(relay, pressConfirm(link, SITE));
const rows = (table: string) => openSqlite(join(dir, 'leads.sqlite')).all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY given_at`);

describe('double opt-in', () => {
  it('a sign-up is stored awaiting confirmation and sends only the confirmation e-mail, to the visitor, in their language', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    expect(submissions()).toHaveLength(0);
    const [email] = fake.requests;
    expect(email.headers.authorization).toBe('Bearer app-key');
    const [lead] = await relay.leads.store.list(null, 10);
    expect(JSON.parse(email.body)).toEqual({
      to: signUp.email,
      transactional_message_id: 'newsletter-confirm',
      identifiers: { email: signUp.email },
      message_data: { name: signUp.name, language: 'it', confirm_url: link, lead_id: lead.id },
    });
    expect(link).toMatch(new RegExp(`^${PUBLIC_SITE}/it/newsletter/confirm\\?token=${lead.id}\\.[0-9a-z]+\\.[A-Za-z0-9_-]+$`));
    expect(await rows('consents')).toMatchObject([{ lead_id: lead.id, confirmed_at: null }]);
  });

  it('a GET of the link confirms nothing (a mail scanner opening it): the page is static, the relay does not answer', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    const path = new URL(link);
    expect(await handle(relay, new Request(`${SITE}${path.pathname}${path.search}`))).toBeNull();
    expect(await handle(relay, new Request(`${SITE}${path.pathname}${path.search}`, { method: 'HEAD' }))).toBeNull();
    expect(submissions()).toHaveLength(0);
    expect(await rows('consents')).toMatchObject([{ confirmed_at: null }]);
  });

  it("pressing the button submits the form once, with the consent's proof; pressing again submits nothing", async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    const signedUpAt = clock;
    clock += 3 * DAY;

    const first = await press(relay, link);
    expect(first?.status).toBe(303);
    expect(first?.headers.get('location')).toBe('/it/newsletter/confirmed');
    expect(submissions()).toHaveLength(1);
    expect(JSON.parse(submissions()[0].body)).toEqual({
      data: {
        email: signUp.email,
        name: signUp.name,
        language: 'it',
        newsletter_consent_at: new Date(signedUpAt).toISOString(),
        newsletter_policy: '/docs/it/privacy-policy.pdf',
        newsletter_policy_version: '2026-11',
        newsletter_confirmed_at: new Date(clock).toISOString(),
      },
    });
    expect(await rows('consents')).toMatchObject([{ confirmed_at: clock, keep_until: null }]);

    clock += 60_000;
    for (let i = 0; i < 3; i++) {
      const again = await press(relay, link);
      expect(again?.headers.get('location')).toBe('/it/newsletter/already-confirmed');
    }
    await handle(relay, post('/api/contact', contact, '/pt/contact'));
    expect(submissions()).toHaveLength(1);
    expect(await rows('consents')).toMatchObject([{ confirmed_at: clock - 60_000 }, { purpose: 'contact_request' }]);
  });

  it('two presses at the same moment (a double click, two tabs) submit once', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    const answers = await Promise.all([press(relay, link), press(relay, link), press(relay, link)]);
    expect(answers.map((answer) => answer?.headers.get('location')).sort()).toEqual([
      '/it/newsletter/already-confirmed',
      '/it/newsletter/already-confirmed',
      '/it/newsletter/confirmed',
    ]);
    expect(submissions()).toHaveLength(1);
  });

  it('an expired link submits nothing and lands on the page that offers to sign up again', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    clock += 7 * DAY;
    const answer = await press(relay, link);
    expect(answer?.headers.get('location')).toBe('/it/newsletter/link-expired');
    expect(submissions()).toHaveLength(0);
    expect(logs).toContainEqual(expect.stringMatching(/status=303 outcome=confirm:expired/));
  });

  it('the link works as long as NEWSLETTER_CONFIRM_DAYS says', async () => {
    const relay = relayWith({ NEWSLETTER_CONFIRM_DAYS: '2' });
    const link = await signUpFrom(relay);
    clock += 2 * DAY - 1;
    expect((await press(relay, link))?.headers.get('location')).toBe('/it/newsletter/confirmed');
    const other = await signUpFrom(relay, '/it/blog', { ...signUp, email: 'other@example.it' });
    clock += 2 * DAY;
    expect((await press(relay, other))?.headers.get('location')).toBe('/it/newsletter/link-expired');
  });

  it.each([
    ['signed with another key', async (leadId: string) => signToken(`${SECRET}-other`, leadId, clock + DAY)],
    ['with its lead changed', async () => signToken(SECRET, 'f'.repeat(36), clock + DAY).then((token) => token.replace('f'.repeat(36), 'e'.repeat(36)))],
    ['missing', async () => ''],
  ])('a token %s submits nothing and lands on the same page', async (_what, forge) => {
    const relay = relayWith();
    await signUpFrom(relay);
    const [lead] = await relay.leads.store.list(null, 1);
    const token = await forge(lead.id);
    const answer = await press(relay, `${PUBLIC_SITE}/it/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(answer?.headers.get('location')).toBe('/it/newsletter/link-expired');
    expect(submissions()).toHaveLength(0);
    expect(logs).toContainEqual(expect.stringMatching(/outcome=confirm:invalid/));
  });

  it('a valid token of a sign-up that is gone (purged) submits nothing', async () => {
    const relay = relayWith();
    const token = await signToken(SECRET, '0f0f0f0f-0000-4000-8000-000000000000', clock + DAY);
    const answer = await press(relay, `${PUBLIC_SITE}/es/newsletter/confirm?token=${token}`);
    expect(answer?.headers.get('location')).toBe('/es/newsletter/link-expired');
    expect(submissions()).toHaveLength(0);
  });

  it('the page answers in its own language, and a post from a foreign origin is refused', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    const asPortuguese = link.replace('/it/newsletter/confirm', '/pt/newsletter/confirm');
    expect((await press(relay, asPortuguese))?.headers.get('location')).toBe('/pt/newsletter/confirmed');
    const url = new URL(link);
    const foreign = new Request(`${SITE}${url.pathname}${url.search}`, { method: 'POST', headers: { Origin: 'https://evil.test' } });
    expect((await handle(relay, foreign))?.status).toBe(403);
  });

  it('presses are limited per address like form posts, and a limited one lands on the page that says to wait', async () => {
    const relay = relayWith({ RELAY_RATE_LIMIT_MAX: '1' });
    const link = await signUpFrom(relay);
    const locations = [];
    for (let i = 0; i < 5; i++) locations.push((await press(relay, link))?.headers.get('location'));
    expect(locations).toEqual([
      '/it/newsletter/confirmed',
      ...Array(3).fill('/it/newsletter/already-confirmed'),
      '/it/newsletter/error/rate_limited',
    ]);
    expect(submissions()).toHaveLength(1);
  });

  it('the confirmation e-mail and the submission are delivered with retries, each once', async () => {
    script = [{ status: 503 }, { status: 503 }];
    const relay = relayWith();
    expect((await handle(relay, post('/api/newsletter', signUp, '/it/blog')))?.status).toBe(200);
    clock += 60_000;
    relay.leads.loop.kick();
    await relay.leads.loop.settled();
    clock += 120_000;
    relay.leads.loop.kick();
    await relay.leads.loop.settled();
    const emails = fake.requests.filter((request) => request.path === CONFIRM_EMAIL);
    expect(emails).toHaveLength(3);
    const link = confirmUrlOf(emails[2].body);

    script = [{ status: 500 }];
    await press(relay, link);
    expect(submissions()).toHaveLength(1);
    clock += 60_000;
    relay.leads.loop.kick();
    await relay.leads.loop.settled();
    expect(submissions()).toHaveLength(2);
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 2, failed: 0 });
  });

  it('without NEWSLETTER_CONFIRM_SECRET, with the outbox, the links work while the process runs', async () => {
    const relay = createRelay(
      { LEADS_DB_PATH: join(dir, 'outbox.sqlite'), OUTBOX_DIR: join(dir, 'outbox') },
      { log: (line) => logs.push(line), now: () => clock, pollMs: 10 },
    );
    keep(relay);
    expect(logs).toContainEqual(expect.stringMatching(/^relay newsletter_confirm_key=ephemeral/));
  });
});

describe('the consent register', () => {
  it('records purpose, the policy in the language of the page the form was on, its version and the time, and no personal data but a hash', async () => {
    const relay = relayWith();
    // The page is Spanish, the language field says pt: the document shown was the Spanish one (this recorded the
    // Portuguese policy before), while the visitor is written to in Portuguese.
    const link = await signUpFrom(relay, '/es/blog', { ...signUp, language: 'pt' });
    await handle(relay, post('/api/contact', contact, '/pt/contact'));
    expect(new URL(link).pathname).toBe('/pt/newsletter/confirm');

    const [newsletter, contactRecord] = await rows('consents');
    expect(newsletter).toEqual({
      lead_id: expect.any(String),
      kind: 'newsletter',
      purpose: 'newsletter',
      policy: '/docs/es/privacy-policy.pdf',
      policy_version: '2026-11',
      lang: 'pt',
      page: '/es/blog',
      given_at: clock,
      confirmed_at: null,
      subject_hash: await subjectHash('giulia.bianchi@example.it'),
      keep_until: clock + (90 + LIMITATION_DAYS) * DAY,
      withdrawn_at: null,
    });
    expect(contactRecord).toMatchObject({ kind: 'contact', purpose: 'contact_request', policy: '/docs/pt/privacy-policy.pdf', page: '/pt/contact' });
    const stored = JSON.stringify(await rows('consents')).toLowerCase();
    for (const value of [signUp.name, signUp.email, contact.name, contact.email, contact.phoneNumber]) expect(stored).not.toContain(value.toLowerCase());

    // The lead itself recorded the same document.
    const [lead] = (await relay.leads.store.list(null, 10)).filter((summary) => summary.kind === 'newsletter');
    expect((await relay.leads.store.get(lead.id))?.privacy).toEqual({ acceptedAt: clock, document: '/docs/es/privacy-policy.pdf', version: '2026-11' });
  });

  it('outlives the payload: leads go after 30/90 days, the proof after the limitation period, a confirmed subscription only once withdrawn', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    await press(relay, link);
    await handle(relay, post('/api/contact', contact, '/pt/contact'));
    const given = clock;

    clock = given + 91 * DAY;
    await relay.leads.schedule();
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
    expect(await rows('consents')).toHaveLength(2);

    clock = given + (90 + LIMITATION_DAYS) * DAY + 1;
    expect((await relay.leads.schedule()).purgedConsents).toBe(1);
    expect(await rows('consents')).toMatchObject([{ purpose: 'newsletter', confirmed_at: given, keep_until: null }]);

    // The subscriber unsubscribes: found by the hash of the address however it is written, kept for the period.
    const hash = await subjectHash('  GIULIA.bianchi@example.IT ');
    expect(await relay.leads.consents.withdraw(hash, clock)).toBe(1);
    clock += LIMITATION_DAYS * DAY - 1;
    await relay.leads.schedule();
    expect(await relay.leads.consents.bySubject(hash)).toHaveLength(1);
    clock += 2;
    await relay.leads.schedule();
    expect(await relay.leads.consents.bySubject(hash)).toEqual([]);
  });
});

describe('one write, one transaction (decision 0046)', () => {
  /** Makes the store refuse one kind of write, as a full disk or a broken table would, from another connection. */
  async function refuse(event: 'INSERT ON leads' | 'UPDATE ON consents', name = 'refuse') {
    const other = openSqlite(join(dir, 'leads.sqlite'));
    await other.run(`CREATE TRIGGER ${name} BEFORE ${event} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    await other.close();
  }
  async function allow(name = 'refuse') {
    const other = openSqlite(join(dir, 'leads.sqlite'));
    await other.run(`DROP TRIGGER ${name}`);
    await other.close();
  }

  it('a sign-up whose lead cannot be stored keeps no consent record either, and the visitor gets the error', async () => {
    const relay = relayWith();
    await refuse('INSERT ON leads');
    const response = await handle(relay, post('/api/newsletter', signUp, '/it/blog'));
    expect(response?.status).toBe(503);
    expect(await rows('consents')).toEqual([]);
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
    expect(fake.requests).toHaveLength(0);
  });

  it('a confirmation whose register cannot be written stores no submission; pressed again, both are written, once', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay);
    await refuse('UPDATE ON consents');
    const refused = await press(relay, link);
    expect(refused?.headers.get('location')).toBe('/it/newsletter/error/standard_error');
    expect(logs).toContainEqual(expect.stringMatching(/outcome=confirm:store_unavailable .*cause="SqliteError: refused"/));
    expect((await relay.leads.store.list(null, 10)).map((lead) => lead.id)).toHaveLength(1);
    expect(await rows('consents')).toMatchObject([{ confirmed_at: null }]);
    expect(submissions()).toHaveLength(0);

    await allow();
    clock += 1000;
    expect((await press(relay, link))?.headers.get('location')).toBe('/it/newsletter/confirmed');
    expect(await rows('consents')).toMatchObject([{ confirmed_at: clock, keep_until: null }]);
    expect(submissions()).toHaveLength(1);
  });
});

describe(`confirmation e-mails per address: at most ${CONFIRMATIONS_PER_ADDRESS} a day (decision 0046)`, () => {
  const confirmations = () => fake.requests.filter((request) => request.path === CONFIRM_EMAIL);

  it('a repeat past the limit is answered like the others, with or without JavaScript, and sends and keeps nothing; a day later one goes again', async () => {
    const relay = relayWith();
    // However the address is written, it is one person's inbox.
    const spellings = [signUp.email, signUp.email.toUpperCase(), ` ${signUp.email.toLowerCase()} `, signUp.email];
    const answers = [];
    for (const email of spellings) {
      const response = await handle(relay, post('/api/newsletter', { ...signUp, email }, '/it/blog'));
      answers.push({ status: response?.status, body: await response?.json() });
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 200, body: { ok: true } })));
    const viaForm = await handle(
      relay,
      new Request(`${SITE}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, Referer: `${SITE}/it/blog` },
        body: new URLSearchParams({ name: signUp.name, email: signUp.email, language: 'it' }),
      }),
    );
    expect(viaForm?.status).toBe(303);
    expect(viaForm?.headers.get('location')).toBe('/it/newsletter/sent');

    expect(confirmations()).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: CONFIRMATIONS_PER_ADDRESS, failed: 0 });
    expect(await rows('consents')).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(logs.filter((line) => / status=200 outcome=confirmation_limited ms=\d+$/.test(line))).toHaveLength(1);
    expect(logs.filter((line) => / status=303 outcome=confirmation_limited ms=\d+ via=form$/.test(line))).toHaveLength(1);

    // Another address is not held back by this one; nor is this one a day after its first sign-ups.
    await handle(relay, post('/api/newsletter', { ...signUp, email: 'someone.else@example.it' }, '/it/blog'));
    expect(confirmations()).toHaveLength(CONFIRMATIONS_PER_ADDRESS + 1);
    clock += CONFIRMATION_WINDOW_MS;
    await handle(relay, post('/api/newsletter', signUp, '/it/blog'));
    expect(confirmations()).toHaveLength(CONFIRMATIONS_PER_ADDRESS + 2);
  });

  it('ten sign-ups of one address at the same moment send the limit, no more', async () => {
    const relay = relayWith();
    const responses = await Promise.all(Array.from({ length: 10 }, () => relay.handle(post('/api/newsletter', signUp, '/it/blog'), { clientIp: '203.0.113.9' })));
    expect(responses.map((response) => response?.status)).toEqual(Array.from({ length: 10 }, () => 200));
    await relay.leads.loop.settled();
    expect(confirmations()).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(await rows('consents')).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
  });
});

describe('the policy recorded is the one the page showed, whatever else the post says (decision 0046)', () => {
  const form = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, ...headers },
      body: new URLSearchParams(body),
    });
  const { acceptedPrivacyPolicy: _box, ...contactFields } = contact;

  it.each([
    {
      how: 'a contact post from an /es/ page whose page field and language say pt',
      request: () => post('/api/contact', { ...contact, sentFromPage: '/pt/contact', language: 'pt' }, '/es/contact'),
      policy: '/docs/es/privacy-policy.pdf',
      page: '/es/contact',
    },
    {
      how: 'the same without JavaScript',
      request: () => form('/api/contact', { ...contactFields, acceptedPrivacyPolicy: 'on', sentFromPage: '/pt/contact', language: 'pt' }, { Referer: `${SITE}/es/contact` }),
      policy: '/docs/es/privacy-policy.pdf',
      page: '/es/contact',
    },
    {
      how: 'a contact post without a Referer (cut by a browser setting): the page the form says it is on',
      request: () => post('/api/contact', { ...contact, sentFromPage: '/it/contact', language: 'pt' }, '/'),
      policy: '/docs/it/privacy-policy.pdf',
      page: '/it/contact',
    },
    {
      how: 'a sign-up without JavaScript from an /es/ page whose language field says pt',
      request: () => form('/api/newsletter', { name: signUp.name, email: signUp.email, language: 'pt' }, { Referer: `${SITE}/es/blog` }),
      policy: '/docs/es/privacy-policy.pdf',
      page: '/es/blog',
    },
  ])('$how', async ({ request, policy, page }) => {
    const relay = relayWith();
    expect((await handle(relay, request()))?.status).toBeLessThan(400);
    expect(await rows('consents')).toMatchObject([{ policy, page }]);
    const [lead] = await relay.leads.store.list(null, 1);
    expect((await relay.leads.store.get(lead.id))?.privacy.document).toBe(policy);
  });

  it('the confirmation of a sign-up from an /es/ page in pt: the page and e-mail in pt, the proof sent to Customer.io names the Spanish policy', async () => {
    const relay = relayWith();
    const link = await signUpFrom(relay, '/es/blog', { ...signUp, language: 'pt' });
    expect(new URL(link).pathname).toBe('/pt/newsletter/confirm');
    expect((await press(relay, link))?.headers.get('location')).toBe('/pt/newsletter/confirmed');
    expect(JSON.parse(submissions()[0].body).data).toMatchObject({ language: 'pt', newsletter_policy: '/docs/es/privacy-policy.pdf' });
    expect(await rows('consents')).toMatchObject([{ policy: '/docs/es/privacy-policy.pdf', confirmed_at: clock }]);
  });
});
