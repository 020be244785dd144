/**
 * Migrations that rewrite what is stored, run as D1 and the Node store run the files, in order. 0005 rebuilds the
 * leads table to allow the `complaint` kind (SQLite cannot change a CHECK in place): it keeps every column the
 * earlier migrations added (0002's tried_at, 0003's step), their values and their indexes. 0007 gives stored contact
 * payloads the page field's new name: a lead stored before the rename is delivered as one stored after it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { expect, it } from 'vitest';
import type { ContactValues } from '../../lib/validation';
import { toContactMessageData, type ContactMessageData } from '../providers/message-data';
import type { ContactProvider } from '../providers/types';
import { createDeliverer, deliveryPolicy } from './delivery';
import { newLead } from './intake';
import { unconfiguredNotices } from './notices';
import { MIGRATIONS_DIR, openSqlite } from './sqlite';
import { createLeadStore, leadInsert } from './store';

const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
const run = (db: Database.Database, name: string) => db.exec(readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));

it('0005 keeps the rows, tried_at, step and every index of the leads table, and then takes a complaint', () => {
  const db = new Database(':memory:');
  const rebuild = files.findIndex((name) => name.startsWith('0005_'));
  for (const name of files.slice(0, rebuild)) run(db, name);
  db.exec(`INSERT INTO leads (id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, state, attempts,
    next_attempt_at, updated_at, tried_at, step) VALUES ('sign-up', 'newsletter', 'es', '/es', 1, 1, 'p', '{}', 'failed', 2, 5, 7, 42, 'confirm')`);
  const indexesBefore = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' ORDER BY name`).all();
  for (const name of files.slice(rebuild)) run(db, name);

  expect(db.prepare(`SELECT id, attempts, tried_at, step FROM leads`).all()).toEqual([{ id: 'sign-up', attempts: 2, tried_at: 42, step: 'confirm' }]);
  expect(db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' ORDER BY name`).all()).toEqual(indexesBefore);
  db.exec(`INSERT INTO leads (id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, state, next_attempt_at, updated_at)
    VALUES ('complaint', 'complaint', 'it', '/it', 1, 1, 'p', '{}', 'pending', 5, 7)`);
  expect(db.prepare(`SELECT tried_at, step FROM leads WHERE id = 'complaint'`).all()).toEqual([{ tried_at: 0, step: null }]);
  db.close();
});

it('0007 renames a stored contact lead\'s page field, so a lead stored before the rename is delivered with its page', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'leads-0007-'));
  const file = path.join(dir, 'leads.sqlite');
  try {
    // A store as the relay left it before 0007: migrations recorded as the Node store records them (sqlite-thread.mjs).
    const before = new Database(file);
    before.exec(`CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
      applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)`);
    for (const name of files.filter((name) => name < '0007_')) {
      run(before, name);
      before.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
    }
    const { sentFromPage, ...rest } = { name: 'Ana', email: 'ana@example.es', phoneNumber: '+34 612345678', message: 'Hola', sentFromPage: '/pt/contact', schedule: '', acceptedPrivacyPolicy: true as const };
    const stored = { ...rest, contactMethod: sentFromPage } as unknown as ContactValues;
    const lead = newLead({ kind: 'contact', values: stored }, { language: 'pt', page: '/pt/contact', now: 0, id: 'old-lead' });
    const insert = leadInsert(lead, 0);
    before.prepare(insert.sql).run(...insert.params);
    before.close();

    const db = openSqlite(file);
    try {
      const sent: ContactMessageData[] = [];
      const contact: ContactProvider = {
        name: 'capture',
        send: async (values, id) => {
          sent.push(toContactMessageData(values, id));
          return { ok: true };
        },
      };
      const unused = { name: 'unused', send: async () => ({ ok: false, reason: 'unavailable' }) as const };
      const deliver = createDeliverer({
        store: createLeadStore(db),
        senders: { contact, newsletter: unused, complaint: unused, confirmation: unused, confirmLink: async () => '', operator: unconfiguredNotices },
        policy: deliveryPolicy(60, 100, { keepFailedDays: 90, keepComplaintDays: 1826 }),
        log: () => undefined,
        now: () => 1,
      });
      expect(await deliver('old-lead')).toEqual({ status: 'delivered' });
      expect(sent).toEqual([expect.objectContaining({ channel: '/pt/contact', lead_id: 'old-lead' })]);
      const [row] = await db.all<{ payload: string }>(`SELECT payload FROM leads WHERE id = 'old-lead'`);
      // The old key stays (a migration only adds): a Worker rolled back to before the rename still reads it.
      expect(JSON.parse(row!.payload)).toEqual({ ...rest, sentFromPage: '/pt/contact', contactMethod: '/pt/contact' });
    } finally {
      await db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
