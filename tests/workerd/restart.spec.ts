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
    await expect.poll(async () => (await recordedWith(request, marker)).length, POLL).toBeGreaterThanOrEqual(1);
    kill(worker);

    // While it was down, the provider recovered.
    await failProviderFor(request, marker, 503, 0);
    const attemptsBefore = (await recordedWith(request, marker)).length;
    worker = startWorker();
    await ready();
    // The queue message was lost with the process: the lead stays pending past its due time until it is stale
    // (LEADS_STALE_SECONDS), as the schedule's own query reads it (store.ts `due`).
    const staleNow = `next_attempt_at <= CAST(unixepoch('subsec') * 1000 AS INTEGER) - ${Number(RELAY_ENV.LEADS_STALE_SECONDS) * 1000}`;
    await expect
      .poll(() => readLocalD1<{ state: string; stale: number }>(STATE, `SELECT state, ${staleNow} AS stale FROM leads WHERE payload LIKE '%${marker}%'`), POLL)
      .toEqual([{ state: 'pending', stale: 1 }]);
    // Only the schedule can hand it back to delivery.
    expect((await request.get(`${ORIGIN}/__scheduled?cron=*/15+*+*+*+*`)).ok()).toBe(true);
    await expect
      .poll(() => readLocalD1<{ state: string }>(STATE, `SELECT state FROM leads WHERE payload LIKE '%${marker}%'`)[0]?.state, POLL)
      .toBe('delivered');
    expect(await recordedWith(request, marker)).toHaveLength(attemptsBefore + 1);
  } finally {
    kill(worker);
  }
});
