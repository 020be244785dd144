/**
 * `npm run serve:workerd`: the production Worker (wrangler.toml: the built site from out/, the relay, the lead
 * queue's consumer and the schedule) on Cloudflare's own runtime, locally, through `wrangler dev` (the wrangler
 * pinned in package.json). Applies the D1 migrations to the local database first. Serves on PORT (default 8788) at
 * 127.0.0.1; the relay's variables (src/relay/variables.ts) are taken from this process's environment. Extra
 * arguments are passed on to wrangler (e.g. `-- --persist-to .data/workerd --test-scheduled`, which also answers
 * GET /__scheduled by running the cron handler).
 *
 * Offline: no login, no metrics, no update check, no download of the `Request.cf` sample data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { relayVariablesOf } from '@/relay/variables';
import { OFFLINE, WRANGLER } from './wrangler';

/** What wrangler itself needs from the environment; everything else stays out of the Worker's bindings. */
const PROCESS_BASICS = ['PATH', 'HOME', 'TMPDIR', 'LANG'];

/** `--persist-to DIR` among the arguments, if any: the local D1 and queue state must be migrated there. */
function persistArgs(args: string[]): string[] {
  const at = args.indexOf('--persist-to');
  return at >= 0 && args[at + 1] ? ['--persist-to', args[at + 1]] : [];
}

function main() {
  if (!existsSync(path.join('out', 'index.html'))) {
    console.error('No built site in out/. Run `npm run build` first.');
    process.exit(1);
  }
  // wrangler reads a .dev.vars instead of the environment when one exists: two sources of settings would confuse.
  if (existsSync('.dev.vars')) {
    console.error('Remove .dev.vars: `npm run serve:workerd` takes the relay variables from the environment.');
    process.exit(1);
  }
  const port = process.env.PORT || '8788';
  const extra = process.argv.slice(2);
  const variables = relayVariablesOf(process.env);
  const basics = Object.fromEntries(PROCESS_BASICS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

  const migrate = spawnSync(WRANGLER, ['d1', 'migrations', 'apply', 'LEADS_DB', '--local', ...persistArgs(extra)], {
    stdio: 'inherit',
    env: { ...basics, ...OFFLINE } as Record<string, string | undefined> as NodeJS.ProcessEnv,
  });
  if (migrate.status !== 0) process.exit(migrate.status ?? 1);

  // CLOUDFLARE_INCLUDE_PROCESS_ENV makes wrangler bind its own environment as the Worker's variables, so the
  // values travel neither on the command line (visible in `ps`) nor through a file; that environment is kept to
  // the basics plus the relay's variables.
  const env: Record<string, string | undefined> = { ...basics, ...OFFLINE, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true', ...variables };
  const args = ['dev', '--ip', '127.0.0.1', '--port', port, ...extra];
  console.log(`Serving out/ and the relay on workerd at http://127.0.0.1:${port} (relay variables: ${Object.keys(variables).join(', ') || 'none'})`);
  const child = spawn(WRANGLER, args, { stdio: 'inherit', env: env as NodeJS.ProcessEnv });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
