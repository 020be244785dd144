import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readLocalD1 } from './local-d1';
import { failProviderFor, recordedWith } from './providers';
import { POLL, RELAY_ENV, RELAY_LOG, RESTART_INSPECTOR_PORT, RESTART_PORT } from './setup';

/**
 * `wrangler dev` stopped between accept and delivery, as a crash or a redeploy stops a Worker: the local queue's
 * messages are lost with it, the lead stays pending in D1, and the schedule queues it again after the restart.
 * A Worker of its own (port RESTART_PORT, its own state), so the rest of the tier is not disturbed.
 */
const STATE = path.resolve(path.dirname(RELAY_LOG), 'restart-state');
const ORIGIN = `http://127.0.0.1:${RESTART_PORT}`;

/** The lead store's clock, as SQL: milliseconds now. */
const NOW = `CAST(unixepoch('subsec') * 1000 AS INTEGER)`;
/**
 * Whether the schedule hands a pending lead back to delivery (store.ts `due`): past its due time by
 * LEADS_STALE_SECONDS, and not held by an attempt (a lease, which outlives a Worker stopped during the attempt).
 */
const dueAsTheScheduleReadsIt = `next_attempt_at <= ${NOW} - ${Number(RELAY_ENV.LEADS_STALE_SECONDS) * 1000} AND claimed_until <= ${NOW}`;

function startWorker(): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
      'src/operator/serve-workerd.ts',
      ...['--inspector-port', String(RESTART_INSPECTOR_PORT), '--persist-to', STATE, '--test-scheduled'],
    ],
    // Its own process group, so the whole tree (tsx, wrangler, workerd) can be killed at once.
    { env: { ...process.env, ...RELAY_ENV, PORT: String(RESTART_PORT) }, stdio: 'ignore', detached: true },
  );
  return child;
}

async function ready() {
  await expect
    .poll(async () => fetch(`${ORIGIN}/es`).then((response) => response.status, () => 0), { ...POLL, timeout: 60_000 })
    .toBe(200);
}

function kill(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

test('a lead accepted just before the Worker stopped is delivered once after the restart', async ({ request }) => {
  test.slow();
  rmSync(STATE, { recursive: true, force: true });
  const marker = `restart-${Date.now()}@example.org`;
  let worker = startWorker();
  try {
    await ready();
    await failProviderFor(request, marker, 503, -1);
    const response = await request.post(`${ORIGIN}/api/newsletter`, { headers: { Origin: ORIGIN }, data: { name: 'Restart Test', email: marker } });
    expect(response.status()).toBe(200);
    const lead = () =>
      readLocalD1<{ state: string; attempts: number; held: number; due: number }>(
        STATE,
        `SELECT state, attempts, claimed_until > ${NOW} AS held, ${dueAsTheScheduleReadsIt} AS due FROM leads WHERE payload LIKE '%${marker}%'`,
      );
    // Stopped between two attempts, its retry waiting in the queue (stopped during one, the lead stays held for the
    // attempt's lease, then the same follows).
    const betweenAttempts = () => lead().some(({ state, attempts, held }) => state === 'pending' && attempts >= 1 && held === 0);
    await expect.poll(betweenAttempts, POLL).toBe(true);
    kill(worker);

    // While it was down, the provider recovered.
    await failProviderFor(request, marker, 503, 0);
    const attemptsBefore = (await recordedWith(request, marker)).length;
    worker = startWorker();
    await ready();
    // The queue message was lost with the process: the lead stays pending until the schedule counts it as lost.
    await expect.poll(() => lead()[0], { ...POLL, timeout: 60_000 }).toMatchObject({ state: 'pending', due: 1 });
    // Only the schedule can hand it back to delivery.
    expect((await request.get(`${ORIGIN}/__scheduled?cron=*/15+*+*+*+*`)).ok()).toBe(true);
    await expect.poll(() => lead()[0]?.state, POLL).toBe('delivered');
    expect(await recordedWith(request, marker)).toHaveLength(attemptsBefore + 1);
  } finally {
    kill(worker);
  }
});
