/**
 * The relay bench (`npm run bench -- --relay`): how long the form relay takes to answer an accepted post, and how
 * long after that answer the lead reaches Customer.io, on Node (`src/server/main.ts`, what `npm start` serves) and on
 * workerd (`src/operator/serve-workerd.ts`), each against a fake Customer.io on 127.0.0.1 that answers after a chosen
 * latency. Only measures and prints: nothing here asserts a time.
 *
 * It drives the relay from outside, over HTTP, with what both the old relay (one synchronous provider call before
 * the answer) and the new one (stored before the answer, delivered after it) understand, so the same file measures
 * either checkout. Everything binds 127.0.0.1; every loop is bounded in count and time; every process it starts runs
 * in a process group of its own and is stopped at the end, also on error or interruption (`stopAll`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RELAY_VARIABLES } from '@/relay/variables';
import { summarizeLatencies, type LatencySummary } from './latency';
import type { RelayRuntime } from './options';
import { freePort } from './serve';

export type RelayBenchSettings = {
  posts: number;
  concurrency: number;
  providerLatencyMs: number;
  /** Each lead's first provider request answered only after the relay's delivery timeout (AMBIGUOUS). */
  ambiguous: boolean;
};

/**
 * `--ambiguous`: the relay's delivery timeout cut to 1 s and its retries 1 s apart, and the fake answering each
 * lead's first request 1 s after that timeout (later ones after the usual latency): every first attempt reached the
 * provider, but the relay never heard so. The bench then watches for second copies for 15 s, past the first retries.
 */
export const AMBIGUOUS = { relayTimeoutMs: 1_000, lateByMs: 1_000, retryBaseSeconds: 1, watchMs: 15_000 } as const;

export type RelayRun = {
  runtime: RelayRuntime;
  /** Posts in the burst (warm-up posts not counted). */
  posts: number;
  /** Posts answered 200 `{ ok: true }`. */
  accepted: number;
  /** What the others got: status (0: no answer) → count. */
  refused: Record<string, number>;
  /** From sending a post to having read its whole answer, accepted posts only (ms). */
  accept: LatencySummary | null;
  /** Wall time of the burst (ms), for posts per second. */
  burstMs: number;
  /** Accepted posts whose request reached the fake Customer.io within the wait. */
  delivered: number;
  /** Posts that reached the fake more than once. */
  doubled: number;
  /** Accepted posts of each kind, and the second (third…) copies of them the fake received. */
  duplicates: Record<'contact' | 'newsletter', { leads: number; copies: number }>;
  /**
   * From the visitor's answer to the fake's receipt of the provider request (ms), for delivered accepted posts.
   * Negative when the provider had the request before the visitor had the answer: the synchronous relay.
   */
  toDelivery: LatencySummary | null;
  /** Of those, how many reached the provider before the answer reached the visitor. */
  deliveredBeforeAnswer: number;
  /** From spawning the runtime to its first answer (ms). */
  startupMs: number;
};

const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A bound for a race: its timer does not keep the bench alive once everything else is done. */
const limit = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Posts sent one at a time before the burst, delivered before it starts, and left out of every figure. */
export const WARM_UP_POSTS = 2;
/** A post without an answer after this long counts as refused (status 0). */
const POST_TIMEOUT_MS = 30_000;
/** How long a runtime may take to answer its first request. */
const STARTUP_TIMEOUT_MS = { node: 60_000, workerd: 120_000 } as const;
/** How long a runtime gets to stop on SIGTERM before its process group is killed. */
const STOP_GRACE_MS = 15_000;
/** After the last expected delivery, how long the bench keeps listening for second copies. */
const DOUBLES_WINDOW_MS = 1_000;

// ---- The fake Customer.io -------------------------------------------------------------------------------------

/**
 * A fake Customer.io on 127.0.0.1 that answers what the real one answers on success (Transactional API: 200 with a
 * delivery id; Track forms: 204), `latencyMs` after the request arrived (`firstLatencyMs` for a post's first request).
 * It notes when each bench post's request arrived, recognised by the marker address in its body. (src/relay/testing/fake-provider.ts, the tests' fake,
 * answers synchronously and so cannot take a latency; this one has the same answers and adds it.)
 */
async function startProvider(latencyMs: number, marker: RegExp, firstLatencyMs = latencyMs) {
  /** Arrival times (performance.now()) per post, by marker key. */
  const arrivals = new Map<string, number[]>();
  let unknown = 0;
  const waiting = new Set<{ timer: NodeJS.Timeout; res: ServerResponse }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const key = marker.exec(body)?.[1];
      const first = key !== undefined && !arrivals.has(key);
      if (key === undefined) unknown += 1;
      else arrivals.set(key, [...(arrivals.get(key) ?? []), at]);
      const delayMs = first ? firstLatencyMs : latencyMs;
      const answer = () => {
        if (req.url === '/v1/send/email') {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"delivery_id":"bench","queued_at":1767225600}');
        } else if (/^\/api\/v1\/forms\/[^/]+\/submit$/.test(req.url ?? '')) {
          res.writeHead(204).end();
        } else {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}');
        }
      };
      if (delayMs === 0) return answer();
      const entry = {
        res,
        timer: setTimeout(() => {
          waiting.delete(entry);
          answer();
        }, delayMs),
      };
      waiting.add(entry);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    unknown: () => unknown,
    async close() {
      for (const { timer } of waiting) clearTimeout(timer);
      waiting.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The relay's settings for the bench: both Customer.io groups at the fake, the in-memory rate limit off. */
function relayEnv(providerUrl: string, ambiguous: boolean): Record<string, string> {
  return {
    ...(ambiguous
      ? { RELAY_PROVIDER_TIMEOUT_MS: String(AMBIGUOUS.relayTimeoutMs), LEADS_RETRY_BASE_SECONDS: String(AMBIGUOUS.retryBaseSeconds) }
      : {}),
    CUSTOMERIO_APP_API_KEY: 'bench-app-key',
    CUSTOMERIO_CONTACT_MESSAGE_ID: '7',
    CONTACT_RECIPIENT_EMAIL: 'office@nortia.test',
    CUSTOMERIO_COMPLAINT_MESSAGE_ID: '9',
    CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID: '10',
    COMPLAINTS_RECIPIENT_EMAIL: 'complaints@nortia.test',
    CUSTOMERIO_API_BASE: providerUrl,
    CUSTOMERIO_SITE_ID: 'bench-site',
    CUSTOMERIO_TRACK_API_KEY: 'bench-track-key',
    CUSTOMERIO_NEWSLETTER_FORM_ID: 'newsletter',
    CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '8',
    NEWSLETTER_CONFIRM_SECRET: 'test-newsletter-confirm-secret-0123456789',
    SITE_URL: 'https://www.nortia.test',
    CUSTOMERIO_TRACK_BASE: providerUrl,
    // 0 turns the in-memory limit (and its attempts cap) off; on workerd the Rate Limiting binding still counts
    // accepted posts per route and CF-Connecting-IP, so every post comes from an address of its own.
    RELAY_RATE_LIMIT_MAX: '0',
  };
}

/** This process's environment without any relay variable or proxy setting of the caller's. */
function cleanEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of [...RELAY_VARIABLES, 'TRUST_PROXY_HOPS', 'PORT', 'HOST', 'SITE_DIR']) delete env[name];
  return env;
}

// ---- The runtimes ---------------------------------------------------------------------------------------------

type Launched = { origin: string; startupMs: number; stop: () => Promise<void> };

/** Stops of every runtime still running, so an error or a signal anywhere still stops them (stopAll). */
const running = new Set<{ child: ChildProcess; stop: () => Promise<void> }>();
/** Temporary directories of runs in progress (removed by the run, or by stopAll / cleanUpNow when it cannot). */
const scratch = new Set<string>();

/** Signals a runtime's whole process group (tsx, the script, wrangler, workerd); quiet when it is gone already. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/** Stops every runtime this module started and has not stopped yet, and removes their temporary directories. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(({ stop }) => stop()));
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
  scratch.clear();
}

/** Last resort when the bench exits without stopAll having finished: kill what is left and clean up, synchronously. */
export function cleanUpNow(): void {
  for (const { child } of running) signalGroup(child, 'SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}

/** The last lines a runtime printed (its log lines name no visitor data; these visitors are the bench's own). */
function logTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Runs a TypeScript entry through tsx in a process group of its own, output into `logFile`, and waits until `origin`
 * answers anything at all (bounded by `timeoutMs`, and by the process exiting).
 */
async function launch(options: {
  script: string;
  args: string[];
  env: Record<string, string | undefined>;
  origin: string;
  logFile: string;
  timeoutMs: number;
}): Promise<Launched> {
  const started = performance.now();
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), options.script, ...options.args], {
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : 0);
      resolve();
    }),
  );
  const entry = {
    child,
    stop: async () => {
      if (exitCode === undefined) {
        signalGroup(child, 'SIGTERM');
        await Promise.race([exited, limit(STOP_GRACE_MS)]);
      }
      // Whatever of the group outlived its leader (a workerd whose wrangler went first).
      signalGroup(child, 'SIGKILL');
      await Promise.race([exited, limit(2_000)]);
      running.delete(entry);
    },
  };
  running.add(entry);
  const deadline = Date.now() + options.timeoutMs;
  try {
    for (;;) {
      if (exitCode !== undefined) throw new Error(`${options.script} exited (${exitCode}) before it answered`);
      if (Date.now() > deadline) throw new Error(`${options.script} did not answer on ${options.origin} within ${options.timeoutMs / 1000} s`);
      const answered = await fetch(`${options.origin}/`, { signal: AbortSignal.timeout(5_000) }).then(
        async (response) => (await response.arrayBuffer(), true),
        () => false,
      );
      if (answered) break;
      await sleep(250);
    }
  } catch (error) {
    await entry.stop();
    throw new Error(`${(error as Error).message}\n--- last lines of its output ---\n${logTail(options.logFile)}`);
  }
  return { origin: options.origin, startupMs: performance.now() - started, stop: entry.stop };
}

/** `npm run serve`'s server, serving a one-page site, its lead store (when the code has one) in `dir`. */
async function startNode(dir: string, providerUrl: string, ambiguous: boolean): Promise<Launched> {
  const site = path.join(dir, 'site');
  await mkdir(site, { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<!doctype html><title>bench</title>\n');
  const port = await freePort();
  return launch({
    script: 'src/server/main.ts',
    args: [],
    env: {
      ...cleanEnv(),
      ...relayEnv(providerUrl, ambiguous),
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: site,
      LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
    },
    origin: `http://127.0.0.1:${port}`,
    logFile: path.join(dir, 'node.log'),
    timeoutMs: STARTUP_TIMEOUT_MS.node,
  });
}

/** `npm run serve:workerd` (the checkout's wrangler config and out/), its local state in `dir`. */
async function startWorkerd(dir: string, providerUrl: string, ambiguous: boolean): Promise<Launched> {
  const [port, inspector] = [await freePort(), await freePort()];
  return launch({
    script: 'src/operator/serve-workerd.ts',
    args: ['--persist-to', path.join(dir, 'state'), '--inspector-port', String(inspector)],
    env: { ...cleanEnv(), ...relayEnv(providerUrl, ambiguous), PORT: String(port) },
    origin: `http://127.0.0.1:${port}`,
    logFile: path.join(dir, 'workerd.log'),
    timeoutMs: STARTUP_TIMEOUT_MS.workerd,
  });
}

// ---- The burst ------------------------------------------------------------------------------------------------

export type PostResult = { key: string; kind: 'contact' | 'newsletter'; status: number; ok: boolean; sentAt: number; answeredAt: number };

/** A distinct client address per post (up to 62,500), for CF-Connecting-IP. */
export const clientAddress = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Half the posts are contact requests, half newsletter sign-ups, alternating. */
export const kindOf = (index: number) => (index % 2 === 0 ? 'contact' : 'newsletter');

async function postOne(origin: string, run: string, key: string, index: number): Promise<PostResult> {
  const email = `bench-${run}-${key}@example.org`;
  const kind = kindOf(index);
  const body =
    kind === 'contact'
      ? { name: `Bench Visitor ${key}`, email, phoneNumber: '+34 612 345 678', message: `Bench request ${key}`, sentFromPage: '/en/contact', acceptedPrivacyPolicy: true, language: 'en' }
      : { name: `Bench Visitor ${key}`, email, language: 'en' };
  const sentAt = performance.now();
  try {
    const response = await fetch(`${origin}/api/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Referer: `${origin}/en/contact`, 'CF-Connecting-IP': clientAddress(index) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    const text = await response.text();
    const answeredAt = performance.now();
    let ok = false;
    try {
      ok = response.status === 200 && (JSON.parse(text) as { ok?: unknown }).ok === true;
    } catch {
      ok = false;
    }
    return { key, kind, status: response.status, ok, sentAt, answeredAt };
  } catch {
    return { key, kind, status: 0, ok: false, sentAt, answeredAt: performance.now() };
  }
}

/** Waits until every key in `keys` has reached the provider, or until `deadline` (performance.now()). */
async function deliveries(arrivals: Map<string, number[]>, keys: readonly string[], deadline: number): Promise<void> {
  while (performance.now() < deadline && keys.some((key) => !arrivals.has(key))) await sleep(25);
}

/** The figures of one burst: its posts' answers against the provider's arrivals. */
export function relayFigures(results: readonly PostResult[], arrivals: ReadonlyMap<string, readonly number[]>) {
  const accepted = results.filter((result) => result.ok);
  const refused: Record<string, number> = {};
  for (const result of results.filter((r) => !r.ok)) refused[String(result.status)] = (refused[String(result.status)] ?? 0) + 1;
  const toDelivery = accepted.flatMap((result) => {
    const first = arrivals.get(result.key)?.[0];
    return first === undefined ? [] : [first - result.answeredAt];
  });
  const duplicates = { contact: { leads: 0, copies: 0 }, newsletter: { leads: 0, copies: 0 } };
  for (const result of accepted) {
    duplicates[result.kind].leads += 1;
    duplicates[result.kind].copies += Math.max(0, (arrivals.get(result.key)?.length ?? 0) - 1);
  }
  return {
    accepted: accepted.length,
    refused,
    duplicates,
    accept: summarizeLatencies(accepted.map((result) => result.answeredAt - result.sentAt)),
    delivered: toDelivery.length,
    doubled: results.filter((result) => (arrivals.get(result.key)?.length ?? 0) > 1).length,
    toDelivery: summarizeLatencies(toDelivery),
    deliveredBeforeAnswer: toDelivery.filter((ms) => ms < 0).length,
  };
}

/** One runtime: start the fake and the runtime, warm up, burst, wait for the deliveries, stop everything. */
export async function benchRelay(runtime: RelayRuntime, settings: RelayBenchSettings): Promise<RelayRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-relay-${runtime}-`));
  scratch.add(dir);
  const run = Math.random().toString(36).slice(2, 8);
  const marker = new RegExp(`bench-${run}-([a-z0-9]+)@example\\.org`);
  const firstLatencyMs = settings.ambiguous ? AMBIGUOUS.relayTimeoutMs + AMBIGUOUS.lateByMs : settings.providerLatencyMs;
  const provider = await startProvider(settings.providerLatencyMs, marker, firstLatencyMs);
  let server: Launched | null = null;
  try {
    progress(`relay on ${runtime}: starting (fake Customer.io at ${provider.url}, answering after ${settings.providerLatencyMs} ms` +
      `${settings.ambiguous ? `, a lead's first request after ${firstLatencyMs} ms against a relay timeout of ${AMBIGUOUS.relayTimeoutMs} ms` : ''})`);
    server = runtime === 'node' ? await startNode(dir, provider.url, settings.ambiguous) : await startWorkerd(dir, provider.url, settings.ambiguous);
    progress(`relay on ${runtime}: answering at ${server.origin} after ${(server.startupMs / 1000).toFixed(1)} s`);

    // Warm-up: the first posts pay for compiling, opening the store, starting the queue's consumer.
    const warmKeys: string[] = [];
    for (let i = 0; i < WARM_UP_POSTS; i++) {
      const key = `w${i}`;
      const result = await postOne(server.origin, run, key, settings.posts + i);
      if (!result.ok) throw new Error(`warm-up post ${i + 1} was refused (status ${result.status})`);
      warmKeys.push(key);
    }
    await deliveries(provider.arrivals, warmKeys, performance.now() + 30_000);

    progress(`relay on ${runtime}: ${settings.posts} posts, ${settings.concurrency} at a time`);
    const results: PostResult[] = [];
    let next = 0;
    const burstStart = performance.now();
    const sender = async () => {
      for (let index = next++; index < settings.posts; index = next++) results.push(await postOne(server!.origin, run, `p${index}`, index));
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, settings.posts) }, sender));
    const burstMs = performance.now() - burstStart;

    const expected = results.filter((result) => result.ok).map((result) => result.key);
    // Generous, and bounded: a minute, plus every post's provider latency one after the other.
    const waitMs = 60_000 + settings.posts * settings.providerLatencyMs;
    progress(`relay on ${runtime}: waiting for ${expected.length} deliveries (at most ${Math.round(waitMs / 1000)} s)`);
    await deliveries(provider.arrivals, expected, performance.now() + waitMs);
    await sleep(settings.ambiguous ? AMBIGUOUS.watchMs : DOUBLES_WINDOW_MS);
    return { runtime, posts: settings.posts, burstMs, startupMs: server.startupMs, ...relayFigures(results, provider.arrivals) };
  } catch (error) {
    if (server) progress(`relay on ${runtime} failed; the last lines it printed:\n${logTail(path.join(dir, `${runtime}.log`))}`);
    throw error;
  } finally {
    if (server) {
      progress(`relay on ${runtime}: stopping`);
      await server.stop();
    }
    await provider.close();
    await rm(dir, { recursive: true, force: true });
    scratch.delete(dir);
  }
}

// ---- A locked store (--store-lock) ----------------------------------------------------------------------------

/**
 * `--store-lock` (Node only; decision 0040): the static page `/` fetched every 50 ms for 11 s while another process
 * holds the lead store's write lock (`BEGIN IMMEDIATE`, as a `npm run leads` command or a backup would), with a form
 * post at 0.5, 3.5 and 6.5 s; and the same page 50 times before, with no lock.
 */
export const STORE_LOCK = { holdMs: 11_000, pageEveryMs: 50, postsAtMs: [500, 3_500, 6_500], unlockedPages: 50 } as const;

export type StoreLockRun = {
  /** The page with no lock held. */
  unlocked: LatencySummary | null;
  /** The page while the lock was held; `failed` counts requests without an answer (a reset connection). */
  locked: LatencySummary | null;
  failed: number;
  /** Each post's status and the time to its whole answer (ms). */
  posts: { status: number; ms: number }[];
};

/** A process holding the write lock of the SQLite file `file` for `holdMs`, resolved once it holds it. */
async function holdWriteLock(file: string, holdMs: number): Promise<ChildProcess> {
  const code =
    `const Database = require(${JSON.stringify(require.resolve('libsql'))}); const db = new Database(${JSON.stringify(file)});` +
    `db.exec('BEGIN IMMEDIATE'); console.log('locked'); setTimeout(() => { db.exec('ROLLBACK'); process.exit(0); }, ${holdMs});`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (status) => reject(new Error(`the lock holder exited (${status}) before it held the lock`)));
  });
  return child;
}

export async function benchStoreLock(): Promise<StoreLockRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-store-lock-'));
  scratch.add(dir);
  const provider = await startProvider(0, /bench-lock-(\d+)@example\.org/);
  let server: Launched | null = null;
  let holder: ChildProcess | null = null;
  try {
    server = await startNode(dir, provider.url, false);
    const { origin } = server;
    let failed = 0;
    const page = async () => {
      const sentAt = performance.now();
      try {
        await (await fetch(`${origin}/`, { signal: AbortSignal.timeout(POST_TIMEOUT_MS) })).arrayBuffer();
      } catch {
        failed += 1;
      }
      return performance.now() - sentAt;
    };
    const post = async (index: number) => {
      const sentAt = performance.now();
      const response = await fetch(`${origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ name: `Bench Visitor ${index}`, email: `bench-lock-${index}@example.org`, language: 'en' }),
        signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      }).catch(() => null);
      await response?.arrayBuffer();
      return { status: response?.status ?? 0, ms: Math.round(performance.now() - sentAt) };
    };

    for (let i = 0; i < 20; i++) await page();
    const unlocked: number[] = [];
    for (let i = 0; i < STORE_LOCK.unlockedPages; i++) unlocked.push(await page());
    failed = 0;

    progress(`store lock: another process holds the write lock for ${STORE_LOCK.holdMs / 1000} s`);
    holder = await holdWriteLock(path.join(dir, 'leads.sqlite'), STORE_LOCK.holdMs + 3_000);
    const started = performance.now();
    const posts = Promise.all(STORE_LOCK.postsAtMs.map((at, index) => sleep(at).then(() => post(index))));
    const locked: number[] = [];
    while (performance.now() - started < STORE_LOCK.holdMs) {
      locked.push(await page());
      await sleep(STORE_LOCK.pageEveryMs);
    }
    return { unlocked: summarizeLatencies(unlocked), locked: summarizeLatencies(locked), failed, posts: await posts };
  } catch (error) {
    if (server) progress(`store lock failed; the last lines the server printed:\n${logTail(path.join(dir, 'node.log'))}`);
    throw error;
  } finally {
    holder?.kill('SIGKILL');
    if (server) await server.stop();
    await provider.close();
    await rm(dir, { recursive: true, force: true });
    scratch.delete(dir);
  }
}
