/**
 * `npm run serve:workerd`: the built site (out/) and the relay on Cloudflare's own runtime, locally, through
 * `wrangler pages dev` (the wrangler pinned in package.json, configured by wrangler.toml). Serves on PORT (default
 * 8788) at 127.0.0.1; the relay's variables (src/relay/variables.ts) are taken from this process's environment.
 * Extra arguments are passed on to wrangler (e.g. `npm run serve:workerd -- --inspector-port 9230`).
 *
 * Offline: no login, no metrics, no update check, no download of the `Request.cf` sample data.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { relayVariablesOf } from '@/relay/variables';

/** Wrangler's switches for a run that calls nothing on the network. */
const OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is where wrangler asks the registry for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** What wrangler itself needs from the environment; everything else stays out of the function's bindings. */
const PROCESS_BASICS = ['PATH', 'HOME', 'TMPDIR', 'LANG'];

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
  const variables = relayVariablesOf(process.env);
  const basics = Object.fromEntries(PROCESS_BASICS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

  // CLOUDFLARE_INCLUDE_PROCESS_ENV makes wrangler bind its own environment as the function's variables, so the
  // values travel neither on the command line (visible in `ps`) nor through a file; that environment is kept to
  // the basics plus the relay's variables.
  const env: Record<string, string | undefined> = { ...basics, ...OFFLINE, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true', ...variables };
  const wrangler = path.join('node_modules', '.bin', 'wrangler');
  const args = ['pages', 'dev', 'out', '--ip', '127.0.0.1', '--port', port, ...process.argv.slice(2)];
  console.log(`Serving out/ and the relay on workerd at http://127.0.0.1:${port} (relay variables: ${Object.keys(variables).join(', ') || 'none'})`);
  const child = spawn(wrangler, args, { stdio: 'inherit', env: env as NodeJS.ProcessEnv });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
