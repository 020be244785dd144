/**
 * The lead store's database under Node (`npm start`): an embedded SQLite file, by default `.data/leads.sqlite`.
 * libsql is SQLite with a better-sqlite3-style API whose binary comes inside an npm package, so a fresh install
 * compiles nothing (better-sqlite3 must build from source here, and npm 11 skips install scripts by default).
 * The same migration files as D1 create the table (migrations/), recorded in D1's own `d1_migrations` table.
 *
 * libsql is synchronous, so the connection lives on a thread of its own (sqlite-thread.mjs): a statement waiting
 * for another process's write lock or for the disk holds that thread only, never the server's, which goes on
 * serving static pages; the relay's post waits for its answer, at most `timeoutMs` (decision 0040). A thread that
 * dies is started again, with a growing delay; one that cannot be started again is the store lost (decision 0046).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { SqlDatabase, SqlStatement, SqlValue } from './sql';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const THREAD = path.join(__dirname, 'sqlite-thread.mjs');

/**
 * How long a statement may wait, its turn on the thread and another process's write lock together (the operator's
 * `npm run leads` holds it for a moment), before it fails: a visitor's post then gets its error within this time.
 */
export const STORE_TIMEOUT_MS = 5_000;
/** Opening (and migrating) the file may wait for another process's lock too, then fails with its error. */
const OPEN_TIMEOUT_MS = STORE_TIMEOUT_MS * 2;

/**
 * Starting a dead thread again: after `baseMs`, doubling up to `maxMs`, at most `attempts` tries in a row (about two
 * minutes by default) before the store counts as lost. A thread that dies within `maxMs` of its start continues the
 * count, so a thread that crashes whenever it opens is not restarted forever.
 */
export interface RespawnPolicy {
  baseMs: number;
  maxMs: number;
  attempts: number;
}
export const RESPAWN: RespawnPolicy = { baseMs: 250, maxMs: 30_000, attempts: 10 };

/** What the store's owner hears of its thread (node.ts tells the operator). */
export interface StoreThreadEvents {
  /** The thread died (uncaught error, out of memory, terminated); statements fail until one is back. `failures` counts this outage's deaths and failed starts. */
  stopped(cause: string, failures: number): void;
  /** A new thread opened the file: statements work again. */
  restarted(failures: number): void;
  /** No thread could be started `attempts` times in a row: statements fail for good in this process. */
  lost(cause: string): void;
}

export interface SqliteDatabase extends SqlDatabase {
  /** Waits for the statements already sent, then closes the file and stops its thread. */
  close(): Promise<void>;
  /** The thread that serves statements now, null while none does (a test ends it to see the store recover). */
  readonly thread: Worker | null;
}

interface ThreadError {
  name: string;
  message: string;
  code?: string;
}

type Reply = { id: number; result: unknown } | { id: number; error: ThreadError };
type Opened = { opened: true } | { failed: ThreadError };
interface Connection {
  thread: Worker;
  port: MessagePort;
  startedAt: number;
}

/** The thread's error as the caller's: same name and message (the relay logs `SqliteError: …`). */
function toError({ name, message, code }: ThreadError): Error {
  return Object.assign(new Error(message), { name, code });
}

/**
 * Opens (creating when needed) the SQLite file at `file` (':memory:' for tests) with every migration applied, on
 * its own thread. Opening is synchronous, at start-up, so a file that cannot be opened stops the server with its
 * error, as before; every statement after that is asynchronous, and so is starting a thread again.
 */
export function openSqlite(
  file: string,
  { timeoutMs = STORE_TIMEOUT_MS, respawn = RESPAWN, events }: { timeoutMs?: number; respawn?: RespawnPolicy; events?: Partial<StoreThreadEvents> } = {},
): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

  function spawn(signal: Int32Array): Connection {
    const { port1: port, port2 } = new MessageChannel();
    const thread = new Worker(THREAD, {
      workerData: { file, migrationsDir: MIGRATIONS_DIR, timeoutMs, signal, port: port2 },
      transferList: [port2],
    });
    // The thread never keeps the process alive by itself; a statement in flight does (the port is ref'd meanwhile).
    thread.unref();
    return { thread, port, startedAt: Date.now() };
  }
  const discard = ({ thread, port }: Connection) => {
    port.close();
    void thread.terminate();
  };

  const signal = new Int32Array(new SharedArrayBuffer(4));
  const first = spawn(signal);
  Atomics.wait(signal, 0, 0, OPEN_TIMEOUT_MS);
  const opened = receiveMessageOnPort(first.port)?.message as Opened | undefined;
  if (!opened || 'failed' in opened) {
    discard(first);
    throw opened ? toError(opened.failed) : new Error(`the lead store ${file} did not open within ${OPEN_TIMEOUT_MS} ms`);
  }

  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let closed: Promise<void> | null = null;
  /** The thread serving statements; null between a death and a new thread. */
  let current: Connection | null = null;
  /** Why statements fail now: set while no thread serves. */
  let down: Error | null = null;
  /** A thread being started again, and the timer before the next try: a close stops both. */
  let starting: Connection | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  function onReply(reply: Reply) {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) current?.port.unref();
    if ('error' in reply) call?.reject(toError(reply.error));
    else call?.resolve(reply.result);
  }

  function serve(connection: Connection) {
    current = connection;
    down = null;
    connection.port.on('message', onReply);
    connection.port.unref();
    // A thread that dies (out of memory, a crash in the native module, terminated) fails what it was asked, as a
    // store that cannot be written: the relay answers 503, the server goes on, and a new thread is started.
    const died = (error: Error) => {
      if (current !== connection) return;
      current = null;
      connection.port.close();
      down = Object.assign(new Error(`the lead store thread stopped (${error.message}); starting it again`), { name: 'StoreThreadStopped' });
      for (const call of waiting.values()) call.reject(down);
      waiting.clear();
      if (closed) return;
      // Dying soon after a start continues the outage's count; a thread that served a while begins a new one.
      failures = Date.now() - connection.startedAt < respawn.maxMs ? failures + 1 : 1;
      events?.stopped?.(error.message, failures);
      retryAfter(error);
    };
    connection.thread.once('error', died);
    connection.thread.once('exit', (code) => died(new Error(`exit code ${code}`)));
  }

  function retryAfter(cause: Error) {
    if (failures > respawn.attempts) {
      down = Object.assign(new Error(`the lead store thread could not be started again (${cause.message})`), { name: 'StoreLost' });
      events?.lost?.(cause.message);
      return;
    }
    retryTimer = setTimeout(restart, Math.min(respawn.baseMs * 2 ** (failures - 1), respawn.maxMs));
    retryTimer.unref();
  }

  function restart() {
    const connection = spawn(new Int32Array(new SharedArrayBuffer(4)));
    starting = connection;
    const gaveUp = setTimeout(() => settle({ failed: { name: 'Error', message: `not open within ${OPEN_TIMEOUT_MS} ms` } }), OPEN_TIMEOUT_MS);
    gaveUp.unref();
    const exited = (code: number) => settle({ failed: { name: 'Error', message: `exit code ${code} while opening` } });
    function settle(result: Opened) {
      if (starting !== connection) return;
      starting = null;
      clearTimeout(gaveUp);
      connection.thread.off('exit', exited);
      if ('opened' in result) {
        serve(connection);
        events?.restarted?.(failures);
        return;
      }
      discard(connection);
      failures += 1;
      retryAfter(toError(result.failed));
    }
    connection.port.once('message', settle);
    connection.thread.once('exit', exited);
  }

  serve(first);

  function call(op: 'run' | 'all' | 'batch' | 'close', sql = '', params: SqlValue[] = [], statements: SqlStatement[] = []): Promise<unknown> {
    if (closed && op !== 'close') return Promise.reject(new Error('the lead store is closed'));
    const connection = current;
    if (!connection) return Promise.reject(down);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      connection.port.ref();
      connection.port.postMessage({ id, op, sql, params, statements, deadline: Date.now() + timeoutMs });
    });
  }

  return {
    run: async (sql, params = []) => (await call('run', sql, params)) as { changes: number },
    all: async <Row>(sql: string, params: SqlValue[] = []) => (await call('all', sql, params)) as Row[],
    batch: async (statements) => (await call('batch', '', [], statements)) as { changes: number }[],
    get thread() {
      return current?.thread ?? null;
    },
    close() {
      closed ??= (current ? call('close').catch(() => undefined) : Promise.resolve()).then(async () => {
        clearTimeout(retryTimer);
        if (starting) discard(starting);
        starting = null;
        const connection = current;
        current = null;
        connection?.port.close();
        await connection?.thread.terminate();
      });
      return closed;
    },
  };
}
