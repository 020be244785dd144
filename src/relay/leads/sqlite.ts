/**
 * The lead store's database under Node (`npm start`): an embedded SQLite file, by default `.data/leads.sqlite`.
 * libsql is SQLite with a better-sqlite3-style API whose binary comes inside an npm package, so a fresh install
 * compiles nothing (better-sqlite3 must build from source here, and npm 11 skips install scripts by default).
 * The same migration files as D1 create the table (migrations/), recorded in D1's own `d1_migrations` table.
 *
 * libsql is synchronous, so the connection lives on a thread of its own (sqlite-thread.mjs): a statement waiting
 * for another process's write lock or for the disk holds that thread only, never the server's, which goes on
 * serving static pages; the relay's post waits for its answer, at most `timeoutMs` (decision 0040).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { SqlDatabase, SqlValue } from './sql';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const THREAD = path.join(__dirname, 'sqlite-thread.mjs');

/**
 * How long a statement may wait, its turn on the thread and another process's write lock together (the operator's
 * `npm run leads` holds it for a moment), before it fails: a visitor's post then gets its error within this time.
 */
export const STORE_TIMEOUT_MS = 5_000;
/** Opening (and migrating) the file may wait for another process's lock too, then fails with its error. */
const OPEN_TIMEOUT_MS = STORE_TIMEOUT_MS * 2;

export interface SqliteDatabase extends SqlDatabase {
  /** Waits for the statements already sent, then closes the file and stops its thread. */
  close(): Promise<void>;
}

interface ThreadError {
  name: string;
  message: string;
  code?: string;
}

type Reply = { id: number; result: unknown } | { id: number; error: ThreadError };

/** The thread's error as the caller's: same name and message (the relay logs `SqliteError: …`). */
function toError({ name, message, code }: ThreadError): Error {
  return Object.assign(new Error(message), { name, code });
}

/**
 * Opens (creating when needed) the SQLite file at `file` (':memory:' for tests) with every migration applied, on
 * its own thread. Opening is synchronous, at start-up, so a file that cannot be opened stops the server with its
 * error, as before; every statement after that is asynchronous.
 */
export function openSqlite(file: string, { timeoutMs = STORE_TIMEOUT_MS } = {}): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1: port, port2 } = new MessageChannel();
  const thread = new Worker(THREAD, {
    workerData: { file, migrationsDir: MIGRATIONS_DIR, timeoutMs, signal, port: port2 },
    transferList: [port2],
  });
  // The thread never keeps the process alive by itself; a statement in flight does (the port is ref'd meanwhile).
  thread.unref();
  Atomics.wait(signal, 0, 0, OPEN_TIMEOUT_MS);
  const opened = receiveMessageOnPort(port)?.message as { opened: true } | { failed: ThreadError } | undefined;
  if (!opened || 'failed' in opened) {
    port.close();
    void thread.terminate();
    throw opened ? toError(opened.failed) : new Error(`the lead store ${file} did not open within ${OPEN_TIMEOUT_MS} ms`);
  }

  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let closed: Promise<void> | null = null;
  port.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) port.unref();
    if ('error' in reply) call?.reject(toError(reply.error));
    else call?.resolve(reply.result);
  });
  port.unref();
  // A thread that dies (out of memory, a crash in the native module) fails what it was asked and everything after,
  // as a store that cannot be written: the relay answers 503, the server goes on.
  let gone: Error | null = null;
  const fail = (error: Error) => {
    gone ??= error;
    for (const call of waiting.values()) call.reject(gone);
    waiting.clear();
    port.unref();
  };
  thread.on('error', fail);
  thread.on('exit', () => fail(new Error('the lead store thread stopped')));

  function call(op: 'run' | 'all' | 'close', sql = '', params: SqlValue[] = []): Promise<unknown> {
    if (closed && op !== 'close') return Promise.reject(new Error('the lead store is closed'));
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      port.ref();
      port.postMessage({ id, op, sql, params, deadline: Date.now() + timeoutMs });
    });
  }

  return {
    run: async (sql, params = []) => (await call('run', sql, params)) as { changes: number },
    all: async <Row>(sql: string, params: SqlValue[] = []) => (await call('all', sql, params)) as Row[],
    close() {
      closed ??= (gone ? Promise.resolve() : call('close')).then(async () => {
        port.close();
        await thread.terminate();
      });
      return closed;
    },
  };
}
