import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export type RunningSite = { origin: string; stop: () => Promise<void> };

/** A port the system has free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves the exported site with the project's own server (`npm run serve`: CDN rules, compression, the relay)
 * in a child process on 127.0.0.1, so the bench's own work does not slow the server down.
 */
export async function startSite(siteDir: string, port: number): Promise<RunningSite> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: siteDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The site server exited with ${code} before it answered`))),
  );
  // Also when the bench itself ends without stopping it (an error, a signal: tapsMain exits on one).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  const answers = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(`${origin}/en`).then((response) => response.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The site server did not answer on ${origin} within 30 s`);
  };
  try {
    await Promise.race([answers(), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
