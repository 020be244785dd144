import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRelay, type RelayEnv } from '@/relay';
import { openSqlite } from '@/relay/leads/sqlite';
import { startFakeProvider, type FakeProvider } from '@/relay/testing/fake-provider';
import { customerioEnv } from '@/relay/testing/customerio-env';
import { forgetFailureNoticesSql, listSql, resendSql, runLeadsCommand, withdrawSql } from './leads-command';

let dir: string;
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider((request) => (request.path === '/v1/send/email' ? { status: 200, body: '{"delivery_id":"d"}' } : { status: 204 }));
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.requests.length = 0;
  dir = await mkdtemp(join(tmpdir(), 'leads-command-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const base = () => ({ LEADS_DB_PATH: join(dir, 'leads.sqlite'), OUTBOX_DIR: join(dir, 'outbox') });
/** The Customer.io variables, pointing at the fake. */
const withProvider = () => ({
  ...base(),
  ...customerioEnv(fake.url),
});
/** Customer.io for the contact form only: the newsletter's variables, its confirmation e-mail's included, are unset. */
const contactOnly = () => ({
  ...withProvider(),
  CUSTOMERIO_SITE_ID: '',
  CUSTOMERIO_TRACK_API_KEY: '',
  CUSTOMERIO_NEWSLETTER_FORM_ID: '',
  CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '',
});

const command = (extra: Partial<Parameters<typeof runLeadsCommand>[0]>, env: RelayEnv = base()) =>
  runLeadsCommand({ command: 'list', ids: [], all: false, workerd: false, remote: false, ...extra }, env);

/**
 * A store holding one contact lead accepted by a relay with `env` whose delivery never ran (held back: the loop
 * stopped before it), and, when `failed`, given up as the delivery loop does after its attempts.
 */
async function withLead(env: RelayEnv, failed: boolean, error = 'provider_unavailable:outbox', form: 'contact' | 'complaint' = 'contact') {
  const relay = createRelay(env, { log: () => undefined });
  await relay.leads.loop.close();
  const fields = form === 'contact'
    ? { name: 'Marta Ruiz', email: 'marta@example.es', phoneNumber: '612345678', message: 'Hola', acceptedPrivacyPolicy: true }
    : { name: 'Marta Ruiz', email: 'marta@example.es', description: 'Nadie contestó mi reclamación.', acceptedPrivacyPolicy: true };
  const response = await relay.handle(
    new Request(`http://localhost:3000/api/${form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify(fields),
    }),
  );
  expect(response?.status).toBe(200);
  const [lead] = await relay.leads.store.list('pending', 1);
  if (failed) {
    await relay.leads.store.claim(lead.id, 'pending', Date.now(), 1000, 0);
    await relay.leads.store.attemptFailed(lead.id, Date.now(), error, null);
  }
  await relay.leads.close();
  return lead.id;
}

/** Every row of the store, every column, as the file holds it. */
async function rows() {
  const db = openSqlite(join(dir, 'leads.sqlite'));
  try {
    return await db.all('SELECT * FROM leads ORDER BY id');
  } finally {
    db.close();
  }
}

const outboxFiles = () => readdir(join(dir, 'outbox')).catch(() => [] as string[]);

describe('npm run leads, on the Node store', () => {
  it('list only reads: a held-back contact lead, listed without and with the provider variables, changes no row, calls no provider, writes no outbox file', async () => {
    const id = await withLead(base(), false);
    const before = await rows();
    expect(before).toHaveLength(1);

    const withoutKeys = await command({});
    const withKeys = await command({}, withProvider());

    for (const output of [withoutKeys, withKeys]) expect(output).toMatch(new RegExp(`${id}\\s+contact\\s+es\\s+-\\s+pending\\s+0`));
    expect(await rows()).toEqual(before);
    expect(fake.requests).toHaveLength(0);
    expect(await outboxFiles()).toEqual([]);
  });

  it('lists failed leads without personal data; on a development store re-sends them to the outbox and lists them delivered', async () => {
    const id = await withLead(base(), true);
    const failed = await command({ state: 'failed' });
    expect(failed).toContain(id);
    expect(failed).toMatch(/contact\s+es\s+-\s+failed\s+1\s+\S+\s+-\s+provider_unavailable:outbox/);
    expect(failed).not.toMatch(/Marta|marta@|Hola|612345678/);

    expect(await command({ command: 'resend', all: true })).toBe('1 lead(s) re-sent; now 1 delivered, 0 pending, 0 failed.');
    expect(await outboxFiles()).toEqual([`contact-${id}.json`]);
    expect(await command({ state: 'delivered' })).toContain(id);
    expect(await command({ state: 'failed' })).toBe('no leads');
  });

  it('resend --all leaves a lead held unconfirmed (a timed-out send the provider may have) alone; named by id, it is re-sent', async () => {
    const id = await withLead(base(), true, 'unconfirmed:provider_timeout:outbox');
    expect(await command({ command: 'resend', all: true })).toBe(
      '0 lead(s) re-sent; now 0 delivered, 0 pending, 1 failed. 1 held unconfirmed left alone: check Customer.io, then re-send them by id.',
    );
    expect(await outboxFiles()).toEqual([]);
    expect(resendSql(null, 0)).toContain("last_error NOT LIKE 'unconfirmed:%'");
    expect(await command({ command: 'resend', ids: [id] })).toBe('1 lead(s) re-sent; now 1 delivered, 0 pending, 0 failed.');
    expect(await outboxFiles()).toEqual([`contact-${id}.json`]);
  });

  it('resend without the provider refuses, naming the missing variables, on a store a provider has delivered from: nothing changes, nothing is written', async () => {
    await withLead(withProvider(), true);
    const before = await rows();

    await expect(command({ command: 'resend', all: true })).rejects.toThrow(
      'resend refused: set CUSTOMERIO_APP_API_KEY, CUSTOMERIO_CONTACT_MESSAGE_ID, CONTACT_RECIPIENT_EMAIL, CUSTOMERIO_SITE_ID, CUSTOMERIO_TRACK_API_KEY, CUSTOMERIO_NEWSLETTER_FORM_ID; the local outbox serves the development server only',
    );
    // Half the provider is still not enough: the newsletter's three are named.
    await expect(command({ command: 'resend', all: true }, contactOnly())).rejects.toThrow(
      'resend refused: set CUSTOMERIO_SITE_ID, CUSTOMERIO_TRACK_API_KEY, CUSTOMERIO_NEWSLETTER_FORM_ID;',
    );
    expect(await rows()).toEqual(before);
    expect(await outboxFiles()).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('a store once served by a half-configured server (Customer.io for contact only) holds real leads: resend refuses the outbox', async () => {
    await withLead(contactOnly(), true);
    await expect(command({ command: 'resend', all: true })).rejects.toThrow(/resend refused: .*a relay with Customer.io has delivered from this store/);
    expect(await outboxFiles()).toEqual([]);
  });

  it('resend refuses the outbox on a store that does not say it is a development store (one from before the note)', async () => {
    await withLead(base(), true);
    const db = openSqlite(join(dir, 'leads.sqlite'));
    await db.run(`DELETE FROM lead_store`);
    db.close();
    await expect(command({ command: 'resend', all: true })).rejects.toThrow(/resend refused: .*this store does not say it is a development store/);
    expect(await outboxFiles()).toEqual([]);
  });

  it('resend with Customer.io for contact and newsletter but not complaints refuses, naming the complaint variables: nothing changes', async () => {
    const id = await withLead(withProvider(), true);
    const before = await rows();
    const noComplaints = { ...withProvider(), CUSTOMERIO_COMPLAINT_MESSAGE_ID: '', CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID: '', COMPLAINTS_RECIPIENT_EMAIL: '' };
    await expect(command({ command: 'resend', ids: [id] }, noComplaints)).rejects.toThrow(
      'resend refused: set CUSTOMERIO_COMPLAINT_MESSAGE_ID, CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID, COMPLAINTS_RECIPIENT_EMAIL',
    );
    expect(await rows()).toEqual(before);
    expect(fake.requests).toHaveLength(0);
  });

  it('resend with the provider sends each released lead once through it, and leaves a pending lead to the server', async () => {
    const failedId = await withLead(withProvider(), true);
    const pendingId = await withLead(withProvider(), false);

    expect(await command({ command: 'resend', ids: [failedId, pendingId] }, withProvider())).toBe('1 lead(s) re-sent; now 1 delivered, 1 pending, 0 failed.');
    expect(fake.requests).toHaveLength(1);
    expect(JSON.parse(fake.requests[0].body).message_data.lead_id).toBe(failedId);
    expect(await outboxFiles()).toEqual([]);
    // No delivery loop or schedule was started: the pending lead, due now, is still pending and was never sent.
    expect(await command({ state: 'pending' }, withProvider())).toMatch(new RegExp(`${pendingId}\\s+contact\\s+es\\s+-\\s+pending\\s+0`));
  });

  it('list on a path that holds no store says so and creates nothing', async () => {
    const missing = { ...base(), LEADS_DB_PATH: join(dir, 'typo', 'leads.sqlite') };
    await expect(command({}, missing)).rejects.toThrow(`no lead store at ${missing.LEADS_DB_PATH} (LEADS_DB_PATH)`);
    await expect(command({ command: 'resend', all: true }, missing)).rejects.toThrow('no lead store at');
    expect(await readdir(dir)).toEqual([]);
  });

  it('resend leaves a failed lead past its retention alone: not released, not sent', async () => {
    const id = await withLead(withProvider(), true);
    const db = openSqlite(join(dir, 'leads.sqlite'));
    await db.run('UPDATE leads SET created_at = created_at - ? WHERE id = ?', [91 * 24 * 60 * 60 * 1000, id]);
    db.close();
    const before = await rows();
    expect(await command({ command: 'resend', all: true }, withProvider())).toBe('0 lead(s) re-sent; now 0 delivered, 0 pending, 1 failed.');
    expect(await rows()).toEqual(before);
    expect(fake.requests).toHaveLength(0);
  });

  it('resend sends a failed complaint past the failed leads\' retention: complaints keep their own (decision 0043)', async () => {
    const id = await withLead(withProvider(), true, 'provider_unavailable:outbox', 'complaint');
    const db = openSqlite(join(dir, 'leads.sqlite'));
    await db.run('UPDATE leads SET created_at = created_at - ? WHERE id = ?', [91 * 24 * 60 * 60 * 1000, id]);
    db.close();
    expect(await command({ command: 'resend', all: true }, withProvider())).toBe('1 lead(s) re-sent; now 1 delivered, 0 pending, 0 failed.');
    expect(fake.requests.map((request) => JSON.parse(request.body).message_data.lead_id)).toContain(id);
  });

  it('refuses what it cannot do', async () => {
    await expect(command({ state: 'lost' })).rejects.toThrow('--state must be one of pending, delivered, failed');
    await expect(command({ command: 'resend', ids: ["x' OR 1=1"] })).rejects.toThrow('not a lead id');
    await expect(command({ command: 'resend' })).rejects.toThrow('resend takes --all or lead ids');
    await expect(command({ command: 'purge' })).rejects.toThrow('usage:');
  });
});

describe('npm start without the provider variables', () => {
  it('on a store a provider has delivered from, delivers nothing to the outbox: the schedule leaves the failed lead failed and the server is told what to set', async () => {
    const id = await withLead(withProvider(), true);
    const before = await rows();
    const relay = createRelay(base(), { log: () => undefined });
    try {
      await expect(relay.leads.ready).rejects.toThrow(
        'holds real leads: set CUSTOMERIO_APP_API_KEY, CUSTOMERIO_CONTACT_MESSAGE_ID, CONTACT_RECIPIENT_EMAIL, CUSTOMERIO_SITE_ID, CUSTOMERIO_TRACK_API_KEY, CUSTOMERIO_NEWSLETTER_FORM_ID;',
      );
      await relay.leads.schedule().catch(() => undefined);
    } finally {
      await relay.leads.close();
    }
    expect(await outboxFiles()).toEqual([]);
    expect(await rows()).toEqual(before);
    expect(await command({ state: 'failed' })).toContain(id);
  });

  it('on a store from before the note that holds leads, refuses too; on a development store it delivers to the outbox', async () => {
    await withLead(base(), false);
    const db = openSqlite(join(dir, 'leads.sqlite'));
    await db.run(`DELETE FROM lead_store`);
    db.close();
    const older = createRelay(base(), { log: () => undefined });
    await expect(older.leads.ready).rejects.toThrow('holds real leads');
    await older.leads.close();
    expect(await outboxFiles()).toEqual([]);

    await rm(join(dir, 'leads.sqlite'));
    const id = await withLead(base(), false);
    const development = createRelay(base(), { log: () => undefined });
    await development.leads.ready;
    await development.leads.loop.settled();
    await development.leads.close();
    expect(await outboxFiles()).toEqual([`contact-${id}.json`]);
  });
});

describe('the SQL it runs on D1 through wrangler', () => {
  it('selects the summary columns only, and releases failed leads for the next scheduled run, their failure to be told again', () => {
    expect(listSql('failed')).toBe(
      "SELECT id, kind, lang, page, state, attempts, created_at, next_attempt_at, last_error FROM leads WHERE state = 'failed' ORDER BY created_at LIMIT 500",
    );
    expect(resendSql(['0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'], 5)).toBe(
      "UPDATE leads SET state = 'pending', attempts = 0, next_attempt_at = 0, claimed_until = 0, updated_at = 5 WHERE state = 'failed' AND id IN ('0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b')",
    );
    // --all: every failed lead but those held unconfirmed (decision 0040).
    expect(forgetFailureNoticesSql(null)).toBe(
      "DELETE FROM lead_notices WHERE event = 'failed' AND subject IN (SELECT id FROM leads WHERE state = 'failed' AND (last_error IS NULL OR last_error NOT LIKE 'unconfirmed:%'))",
    );
  });
});

describe('npm run leads -- withdraw (decision 0046)', () => {
  /** A development relay's store with two sign-ups of one address (the first confirmed) and another person's. */
  async function register() {
    const relay = createRelay(base(), { log: () => undefined });
    for (const email of ['Ana.Garcia@example.es', 'ana.garcia@example.es', 'rui@example.pt']) {
      const response = await relay.handle(
        new Request('http://localhost:3000/api/newsletter', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Referer: 'http://localhost:3000/es/blog' },
          body: JSON.stringify({ name: 'Ana', email, language: 'es' }),
        }),
      );
      expect(response?.status).toBe(200);
    }
    const signUps = (await relay.leads.store.list(null, 10)).map((lead) => lead.id);
    expect(await relay.leads.confirm(signUps[0], Date.now())).toBe('confirmed');
    await relay.leads.close();
    return signUps;
  }
  async function consents() {
    const db = openSqlite(join(dir, 'leads.sqlite'));
    try {
      return await db.all<{ lead_id: string; confirmed_at: number | null; keep_until: number | null; withdrawn_at: number | null }>(
        'SELECT lead_id, confirmed_at, keep_until, withdrawn_at FROM consents ORDER BY given_at, lead_id',
      );
    } finally {
      await db.close();
    }
  }

  it('by address, however written: every record of it notes the withdrawal, none is deleted or kept less; the confirmed one now goes 3 years on; again, nothing changes', async () => {
    const [confirmed, unconfirmed, other] = await register();
    const before = await consents();
    const byId = Object.fromEntries(before.map((row) => [row.lead_id, row]));
    expect(byId[confirmed]).toMatchObject({ keep_until: null, withdrawn_at: null });

    const started = Date.now();
    const output = await command({ command: 'withdraw', ids: [' ANA.garcia@Example.es '] });
    expect(output).toMatch(/^withdrawal recorded at \S+ on 2 consent record\(s\) of 2 for hash [0-9a-f]{12}…/);
    expect(output.toLowerCase()).not.toContain('ana.garcia');
    const after = Object.fromEntries((await consents()).map((row) => [row.lead_id, row]));
    expect(Object.keys(after).sort()).toEqual([confirmed, unconfirmed, other].sort());
    const at = after[confirmed].withdrawn_at!;
    expect(at).toBeGreaterThanOrEqual(started);
    expect(after[confirmed]).toMatchObject({ confirmed_at: byId[confirmed].confirmed_at, keep_until: at + 3 * 365 * 86_400_000 });
    expect(after[unconfirmed]).toMatchObject({ withdrawn_at: at, keep_until: byId[unconfirmed].keep_until });
    expect(after[other]).toEqual(byId[other]);

    expect(await command({ command: 'withdraw', ids: ['ana.garcia@example.es'] })).toMatch(/ on 0 consent record\(s\) of 2 /);
    expect((await consents()).find((row) => row.lead_id === confirmed)?.withdrawn_at).toBe(at);
  });

  it('by a lead id: the records of the address behind it; an unknown id or address says so; anything else is refused', async () => {
    const [, , other] = await register();
    expect(await command({ command: 'withdraw', ids: [other] })).toMatch(/ on 1 consent record\(s\) of 1 /);
    expect((await consents()).find((row) => row.lead_id === other)?.withdrawn_at).toEqual(expect.any(Number));
    expect(await command({ command: 'withdraw', ids: ['0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b'] })).toBe('no consent record for lead 0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b');
    expect(await command({ command: 'withdraw', ids: ['nobody@example.org'] })).toMatch(/^no consent record for this address/);
    await expect(command({ command: 'withdraw', ids: [] })).rejects.toThrow('withdraw takes one e-mail address or one lead id');
    await expect(command({ command: 'withdraw', ids: ['not an address'] })).rejects.toThrow('withdraw takes one e-mail address or one lead id');
  });

  it('on D1 it runs the same withdrawal as literal SQL', async () => {
    const sql = withdrawSql('ab12', 5);
    expect(sql).toBe("UPDATE consents SET withdrawn_at = 5, keep_until = COALESCE(keep_until, 94608000005) WHERE subject_hash = 'ab12' AND withdrawn_at IS NULL");
  });
});

describe('a withdrawn sign-up', () => {
  it('is not confirmed by its old link afterwards', async () => {
    const relay = createRelay(base(), { log: () => undefined });
    const response = await relay.handle(
      new Request('http://localhost:3000/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Referer: 'http://localhost:3000/es/blog' },
        body: JSON.stringify({ name: 'Ana', email: 'ana@example.es', language: 'es' }),
      }),
    );
    expect(response?.status).toBe(200);
    const [signUp] = await relay.leads.store.list(null, 1);
    await relay.leads.loop.close();
    expect(await command({ command: 'withdraw', ids: ['ana@example.es'] })).toMatch(/ on 1 consent record\(s\) of 1 /);
    expect(await relay.leads.confirm(signUp.id, Date.now())).toBe('missing');
    expect(await relay.leads.store.get(`${signUp.id}:subscribe`)).toBeNull();
    await relay.leads.close();
  });
});
