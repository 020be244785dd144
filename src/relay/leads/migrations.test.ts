/**
 * Migration 0005 rebuilds the leads table to allow the `complaint` kind (SQLite cannot change a CHECK in place): run
 * as D1 and the Node store run the files, in order, it keeps every column the earlier migrations added (0002's
 * tried_at, 0003's step), their values and their indexes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './sqlite';

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
