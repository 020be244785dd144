/**
 * The delivery policy after an ambiguous attempt (a timeout: the provider may have acted without our hearing so),
 * by provider: repeated when a repeat leaves no second message, held for an operator otherwise (decision 0040).
 * The relay-level cases, with a fake Customer.io answering after the timeout, are in leads.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderResult } from '../providers/types';
import { storeAccepted } from './accept';
import { createDeliverer, deliveryPolicy, isAmbiguous, type Deliver } from './delivery';
import { newLead } from './intake';
import { unconfiguredNotices } from './notices';
import { openSqlite, type SqliteDatabase } from './sqlite';
import { createLeadStore, type LeadStore } from './store';

const contact = { name: 'Ana García', email: 'ana@example.es', phoneNumber: '+34 612345678', message: 'Hola', sentFromPage: '', schedule: '', acceptedPrivacyPolicy: true as const };
const lead = newLead({ kind: 'contact', values: contact }, { language: 'es', page: '/es/contact', now: 0, id: 'lead-1' });

let db: SqliteDatabase;
let store: LeadStore;
let sent: number;
beforeEach(async () => {
  db = openSqlite(':memory:');
  store = createLeadStore(db);
  await storeAccepted(db, lead, 0, { leadDays: 90 });
  sent = 0;
});
afterEach(() => db.close());

/** A deliverer whose contact provider never answers in time. */
function timingOut(repeatable: boolean): Deliver {
  const send = async (): Promise<ProviderResult> => {
    sent += 1;
    return { ok: false, reason: 'timeout' };
  };
  return createDeliverer({
    store,
    senders: { contact: { name: 'slow', repeatable, send }, newsletter: { name: 'slow', repeatable, send }, complaint: { name: 'slow', repeatable, send }, confirmation: { name: 'slow', repeatable, send }, confirmLink: async () => 'https://example.test/confirm', operator: unconfiguredNotices },
    policy: deliveryPolicy(60, 100, { keepFailedDays: 90, keepComplaintDays: 1826 }),
    log: () => undefined,
    now: () => 0,
  });
}

describe('an ambiguous attempt', () => {
  it('is a timeout only: a refusal is an answer, and a connection that failed never got the request through', () => {
    expect(isAmbiguous({ ok: false, reason: 'timeout' })).toBe(true);
    expect(isAmbiguous({ ok: false, reason: 'rejected', status: 503 })).toBe(false);
    expect(isAmbiguous({ ok: false, reason: 'network', cause: 'fetch failed (ECONNREFUSED)' })).toBe(false);
    expect(isAmbiguous({ ok: false, reason: 'unavailable' })).toBe(false);
  });

  it('is retried as usual when the provider keeps one message per lead (the outbox)', async () => {
    expect(await timingOut(true)(lead.id)).toEqual({ status: 'retry', delaySeconds: 60 });
    expect(await store.list(null, 1)).toMatchObject([{ state: 'pending', lastError: 'provider_timeout:slow' }]);
  });

  it('holds the lead otherwise: failed and unconfirmed, skipped by the schedule without a send, and free for the next look', async () => {
    const deliver = timingOut(false);
    expect(await deliver(lead.id)).toEqual({ status: 'failed' });
    expect(await store.list(null, 1)).toMatchObject([{ state: 'failed', attempts: 1, lastError: 'unconfirmed:provider_timeout:slow' }]);
    expect(await deliver(lead.id, 'failed')).toEqual({ status: 'skipped', reason: 'unconfirmed' });
    expect(await deliver(lead.id, 'failed')).toEqual({ status: 'skipped', reason: 'unconfirmed' });
    expect(sent).toBe(1);
    // Not left claimed: an operator's re-send makes it pending and the next attempt sends it.
    expect(await store.resend([lead.id], 0)).toBe(1);
    expect(await deliver(lead.id)).toEqual({ status: 'failed' });
    expect(sent).toBe(2);
  });
});

describe('the re-drive after ambiguous attempts', () => {
  it('leaves unconfirmed leads to the operator, so they never take the place of a failed lead it can retry', async () => {
    const others = Array.from({ length: 3 }, (_, i) => newLead({ kind: 'contact', values: contact }, { language: 'es', page: '/es/contact', now: 0, id: `held-${i}` }));
    for (const held of others) {
      await storeAccepted(db, held, 0, { leadDays: 90 });
      await store.claim(held.id, 'pending', 0, 1000, -1);
      await store.giveUp(held.id, 0, 'unconfirmed:provider_timeout:slow');
    }
    await store.claim(lead.id, 'pending', 1, 1000, -1);
    await store.giveUp(lead.id, 1, 'provider_rejected:400:slow');
    expect(await store.redrivable(1)).toEqual([lead.id]);
    expect(await store.redrivable(10)).toEqual([lead.id]);
  });
});

describe('a complaint past the failed leads\' retention', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const complaint = newLead(
    { kind: 'complaint', values: { name: 'Giulia Bianchi', email: 'giulia@example.it', phoneNumber: '', policyReference: '', description: 'Risposta mai arrivata.', acceptedPrivacyPolicy: true } },
    { language: 'it', page: '/it/complaints', now: 0, id: 'complaint-1' },
  );

  it('is still sent (its own retention is longer), gets no purge warning, and a contact lead of the same age is not sent', async () => {
    await storeAccepted(db, complaint, 0, { leadDays: 1826 });
    const at = 100 * DAY;
    const deliver = createDeliverer({
      store,
      senders: {
        contact: { name: 'ok', send: async () => ({ ok: true }) },
        newsletter: { name: 'ok', send: async () => ({ ok: true }) },
        complaint: { name: 'ok', send: async () => ({ ok: true }) },
        confirmation: { name: 'ok', send: async () => ({ ok: true }) },
        confirmLink: async () => 'https://example.test/confirm',
        operator: unconfiguredNotices,
      },
      policy: deliveryPolicy(60, 100, { keepFailedDays: 90, keepComplaintDays: 1826 }),
      log: () => undefined,
      now: () => at,
    });
    expect((await store.untold('purge_warning', at, 10)).map((told) => told.id)).toEqual([lead.id]);
    expect(await deliver(lead.id)).toEqual({ status: 'skipped', reason: 'expired' });
    expect(await deliver(complaint.id)).toEqual({ status: 'delivered' });
  });
});
