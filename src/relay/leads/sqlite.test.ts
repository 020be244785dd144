/**
 * The Node store's database on its own thread (sqlite.ts, decision 0040): statements kept waiting by another
 * connection's write lock fail by themselves once their timeout has passed, queued ones included, while the lock is
 * still held; once it is released they go through. Orders, not durations, are asserted.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sqlite-thread-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const insert = (id: string): [string, string[]] => [
  `INSERT INTO leads (id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, state, next_attempt_at, updated_at)
   VALUES (?, 'contact', 'es', '', 0, 0, '', '{}', 'pending', 0, 0)`,
  [id],
];

it('writes kept waiting by another connection\'s lock fail with SQLITE_BUSY by themselves, queued ones too; reads go on; after the lock, writes go through', async () => {
  const file = path.join(dir, 'leads.sqlite');
  const db = openSqlite(file, { timeoutMs: 200 });
  const other = new Database(file);
  other.exec('BEGIN IMMEDIATE');
  try {
    const writes = await Promise.allSettled(['a', 'b', 'c'].map((id) => db.run(...insert(id))));
    expect(writes.map((write) => write.status === 'rejected' && { name: (write.reason as Error).name, code: (write.reason as { code?: string }).code })).toEqual([
      { name: 'SqliteError', code: 'SQLITE_BUSY' },
      { name: 'SqliteError', code: 'SQLITE_BUSY' },
      { name: 'SqliteError', code: 'SQLITE_BUSY' },
    ]);
    // A reader is not held by a writer's lock (write-ahead log).
    expect(await db.all('SELECT COUNT(*) AS n FROM leads')).toEqual([{ n: 0 }]);
    expect(other.inTransaction).toBe(true);
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  expect(await db.run(...insert('d'))).toEqual({ changes: 1 });
  await db.close();
  await expect(db.run(...insert('e'))).rejects.toThrow('the lead store is closed');
});

it('a file that cannot be opened stops the opener at once, with the database\'s error', () => {
  let error: unknown;
  try {
    openSqlite(dir); // a directory
  } catch (thrown) {
    error = thrown;
  }
  expect((error as Error).message).toMatch(/Unable to open/);
});

describe('a thread that dies (decision 0046)', () => {
  it('fails the statements meanwhile, is started again, and the store works as before, what it held kept', async () => {
    const file = path.join(dir, 'leads.sqlite');
    const heard: string[] = [];
    let duringTheGap: Promise<unknown> | undefined;
    let back!: () => void;
    const restarted = new Promise<void>((resolve) => (back = resolve));
    const db = openSqlite(file, {
      events: {
        stopped: (_cause, failures) => {
          heard.push(`stopped ${failures}`);
          duringTheGap = db.run(...insert('gap')).catch((error: unknown) => error);
        },
        restarted: () => {
          heard.push('restarted');
          back();
        },
      },
    });
    try {
      await db.run(...insert('before'));
      const dead = db.thread!;
      await dead.terminate();
      await restarted;
      expect(await duringTheGap).toMatchObject({ name: 'StoreThreadStopped' });
      expect(db.thread).not.toBe(dead);
      expect(await db.run(...insert('after'))).toEqual({ changes: 1 });
      expect(await db.all('SELECT id FROM leads ORDER BY id')).toEqual([{ id: 'after' }, { id: 'before' }]);
      expect(heard).toEqual(['stopped 1', 'restarted']);
    } finally {
      await db.close();
    }
  });

  it('a thread that cannot be started again is the store lost: its owner hears it once the tries run out, and statements fail', async () => {
    const file = path.join(dir, 'leads.sqlite');
    const heard: string[] = [];
    let gone!: () => void;
    const lost = new Promise<void>((resolve) => (gone = resolve));
    const db = openSqlite(file, {
      respawn: { baseMs: 1, maxMs: 4, attempts: 3 },
      events: {
        stopped: (_cause, failures) => heard.push(`stopped ${failures}`),
        restarted: () => heard.push('restarted'),
        lost: () => {
          heard.push('lost');
          gone();
        },
      },
    });
    try {
      const dead = db.thread!;
      await dead.terminate();
      // The file is gone and a directory in its place: no new thread can open it.
      await rm(file, { force: true });
      await rm(`${file}-wal`, { force: true });
      await rm(`${file}-shm`, { force: true });
      await mkdir(file);
      await lost;
      expect(heard).toEqual(['stopped 1', 'lost']);
      expect(db.thread).toBeNull();
      await expect(db.all('SELECT 1')).rejects.toMatchObject({ name: 'StoreLost' });
    } finally {
      await db.close();
    }
  });
});

describe('a batch (decision 0046)', () => {
  it('is all or none: a failing statement takes back the ones before it; one kept waiting by a lock fails by itself within its one deadline, writing nothing', async () => {
    const file = path.join(dir, 'leads.sqlite');
    const db = openSqlite(file, { timeoutMs: 200 });
    try {
      const [sql, params] = insert('a');
      await expect(db.batch([{ sql, params }, { sql, params }])).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
      expect(await db.all('SELECT id FROM leads')).toEqual([]);

      const other = new Database(file);
      other.exec('BEGIN IMMEDIATE');
      try {
        await expect(db.batch([{ sql, params }])).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
        expect(other.inTransaction).toBe(true);
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      const [second, secondParams] = insert('b');
      expect(await db.batch([{ sql, params }, { sql: second, params: secondParams }])).toEqual([{ changes: 1 }, { changes: 1 }]);
    } finally {
      await db.close();
    }
  });
});
