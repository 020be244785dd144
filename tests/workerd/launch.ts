/**
 * The workerd tier's web server (playwright.workerd.config.ts): starts the fake services, then
 * `npm run serve:workerd` with the relay pointed at them, and copies wrangler's output into RELAY_LOG so the last
 * test can read every line the relay logged.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startFakeServices } from './fake-services';
import { FAKE_PORT, INSPECTOR_PORT, RELAY_ENV, RELAY_LOG, WORKERD_PORT, WORKERD_STATE } from './setup';

async function main() {
  const fake = await startFakeServices(FAKE_PORT);
  mkdirSync(path.dirname(RELAY_LOG), { recursive: true });
  rmSync(WORKERD_STATE, { recursive: true, force: true });
  const log = createWriteStream(RELAY_LOG);
  const server = spawn(
    process.execPath,
    [
      path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
      'src/operator/serve-workerd.ts',
      ...['--inspector-port', String(INSPECTOR_PORT), '--persist-to', WORKERD_STATE, '--test-scheduled'],
    ],
    { env: { ...process.env, ...RELAY_ENV, PORT: String(WORKERD_PORT) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
  }
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => {
    log.end();
    void fake.close().then(() => process.exit(code ?? 0));
  });
}

void main();
