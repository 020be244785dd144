/**
 * Runs SQL on the Worker's D1 database LEADS_DB through the pinned wrangler: the local one `wrangler dev` uses
 * (optionally under `persistTo`), or production's (`remote`, with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID set).
 */
import { spawnSync } from 'node:child_process';
import { OFFLINE, WRANGLER } from './wrangler';

export type D1Target = { remote: true } | { remote: false; persistTo?: string };

/** How often a local run is tried while the running `wrangler dev` holds the database's write lock. */
const BUSY_TRIES = 10;

export function d1Execute<Row = Record<string, unknown>>(sql: string, target: D1Target): Row[] {
  const where = target.remote ? ['--remote'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  const run = () =>
    spawnSync(WRANGLER, ['d1', 'execute', 'LEADS_DB', ...where, '--json', '--command', sql], {
      encoding: 'utf8',
      env: { ...process.env, ...(target.remote ? {} : OFFLINE) },
    });
  let result = run();
  for (let tries = 1; result.status !== 0 && /SQLITE_BUSY/.test(result.stdout + result.stderr) && tries < BUSY_TRIES; tries++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    result = run();
  }
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  const [first] = JSON.parse(result.stdout) as { results: Row[] }[];
  return first?.results ?? [];
}
