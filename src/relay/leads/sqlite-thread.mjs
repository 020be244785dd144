// @ts-check
/**
 * The thread that owns the lead store's SQLite connection under Node (sqlite.ts starts it). libsql only has a
 * synchronous API: a statement waiting for another process's write lock, or for a slow disk, blocks its thread,
 * and it must not be the server's, which also serves every static page. Plain JavaScript so that it loads as it is
 * under tsx, vitest and node alike.
 *
 * Protocol, on the MessagePort in workerData: the thread opens the file, applies the migrations, posts `{ opened }`
 * or `{ failed }` and wakes the opener (which waits on `signal`). Then each `{ id, op, sql, params, deadline }`
 * gets `{ id, result }` or `{ id, error }`; `op: 'batch'` runs `statements` ({ sql, params }) as one transaction;
 * `op: 'close'` closes the database, and the opener then ends the thread.
 */
import { existsSync, linkSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { threadId, workerData } from 'node:worker_threads';
import Database from 'libsql';

/** @type {{ file: string, migrationsDir: string, timeoutMs: number, signal: Int32Array, port: import('node:worker_threads').MessagePort }} */
const { file, migrationsDir, timeoutMs, signal, port } = workerData;

/** @param {unknown} error */
const describe = (error) => {
  const { name, message, code } = /** @type {{ name?: string, message?: string, code?: string }} */ (error ?? {});
  return { name: name ?? 'Error', message: message ?? String(error), code };
};

/** @param {Connection} db */
function migrate(db) {
  db.exec(
    `CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
       applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
  );
  for (const name of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()) {
    // Checked under the write lock: two processes opening one store at once would otherwise both apply it.
    db.exec('BEGIN IMMEDIATE');
    try {
      if (!db.prepare('SELECT 1 FROM d1_migrations WHERE name = ?').get(name)) {
        db.exec(readFileSync(path.join(migrationsDir, name), 'utf8'));
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/**
 * Makes a new store file appear at its path already in write-ahead-log mode. Switching a file to WAL takes the write
 * lock from inside a read transaction, where SQLite answers "database is locked" at once instead of waiting
 * (busy_timeout is not consulted): two processes opening one new store at once, the second failed to start. So the
 * file is switched under a name of its own and hard-linked into place, which fails if another process got there
 * first; then that process's file is used. An existing file was switched when it was made, and stays in WAL mode.
 * @param {string} target
 */
function createInWalMode(target) {
  if (existsSync(target)) return;
  const fresh = `${target}.${process.pid}-${threadId}.new`;
  const made = new Database(fresh);
  try {
    made.exec('PRAGMA journal_mode = WAL');
  } finally {
    // The last connection to close removes its -wal and -shm files; the mode stays in the file's header.
    made.close();
  }
  try {
    linkSync(fresh, target);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(fresh);
  }
}

/** @typedef {InstanceType<typeof Database>} Connection */
/** @type {Connection | undefined} */
let db;
try {
  if (file !== ':memory:') createInWalMode(file);
  db = new Database(file);
  // Another process (the operator's `npm run leads`, a second server starting) may hold the write lock for a moment;
  // set first, so even switching to the write-ahead log waits for it.
  db.exec(`PRAGMA busy_timeout = ${timeoutMs}`);
  if (file !== ':memory:') {
    // Write-ahead log, fsync'd at every commit: a lead the visitor was told about survives a crash or power cut.
    // Already so for a file made here (createInWalMode); switches a store file made some other way.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
  }
  migrate(db);
  port.postMessage({ opened: true });
} catch (error) {
  db?.close();
  db = undefined;
  port.postMessage({ failed: describe(error) });
}
Atomics.store(signal, 0, 1);
Atomics.notify(signal, 0);

if (!db) {
  port.close();
} else {
  const open = db;
  /**
   * Prepared statements by text: the store sends the same dozen statements again and again (a re-send of N ids is
   * one more text per N, hence the bound).
   */
  const statements = new Map();
  /** @param {string} sql */
  const statement = (sql) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      if (statements.size >= 100) statements.clear();
      statements.set(sql, (prepared = open.prepare(sql)));
    }
    return prepared;
  };

  /** @param {{ sql: string, params: unknown[] }} one */
  const write = ({ sql, params }) => ({ changes: Number(statement(sql).run(...params).changes) });
  /**
   * All or none: the write lock is taken first (waiting within the deadline), so the statements never wait again.
   * @param {{ sql: string, params: unknown[] }[]} statements
   */
  const transaction = (statements) => {
    open.exec('BEGIN IMMEDIATE');
    try {
      const results = statements.map(write);
      open.exec('COMMIT');
      return results;
    } catch (error) {
      if (open.inTransaction) open.exec('ROLLBACK');
      throw error;
    }
  };

  port.on('message', (/** @type {{ id: number, op: 'run' | 'all' | 'batch' | 'close', sql: string, params: unknown[], statements: { sql: string, params: unknown[] }[], deadline: number }} */ request) => {
    const { id, op, sql, params, statements, deadline } = request;
    if (op === 'close') {
      // The opener stops this thread once it has the answer.
      open.close();
      port.postMessage({ id, result: null });
      return;
    }
    try {
      // The caller's whole wait (its turn in this thread's queue, then the lock) stays within its timeout.
      const left = deadline - Date.now();
      if (left <= 0) throw Object.assign(new Error('database is locked (timed out waiting for its turn)'), { name: 'SqliteError', code: 'SQLITE_BUSY' });
      open.exec(`PRAGMA busy_timeout = ${Math.ceil(left)}`);
      const result = op === 'batch' ? transaction(statements) : op === 'run' ? write({ sql, params }) : statement(sql).all(...params);
      port.postMessage({ id, result });
    } catch (error) {
      port.postMessage({ id, error: describe(error) });
    }
  });
}
