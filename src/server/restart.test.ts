/**
 * The `npm start` server killed between accept and delivery (SIGKILL: no shutdown handler runs) and started again:
 * the lead it accepted is in the SQLite file, and the new process delivers it, once. A real process, a real file,
 * a fake Customer.io on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '@/relay/testing/fake-provider';

let dir: string;
let fake: FakeProvider;
let providerDown = true;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'restart-'));
  await writeFile(path.join(dir, 'index.html'), '<p>site</p>');
  fake = await startFakeProvider(() => (providerDown ? { status: 503 } : { status: 200, body: '{"delivery_id":"d"}' }));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server/main.ts'], {
    env: {
      ...process.env,
      SITE_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
      LEADS_RETRY_BASE_SECONDS: '1',
      CUSTOMERIO_APP_API_KEY: 'key',
      CUSTOMERIO_CONTACT_MESSAGE_ID: '7',
      CONTACT_RECIPIENT_EMAIL: 'office@nortia.test',
      CUSTOMERIO_COMPLAINT_MESSAGE_ID: '9',
      CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID: '10',
      COMPLAINTS_RECIPIENT_EMAIL: 'complaints@nortia.test',
      CUSTOMERIO_API_BASE: fake.url,
      CUSTOMERIO_SITE_ID: 'site',
      CUSTOMERIO_TRACK_API_KEY: 'track',
      CUSTOMERIO_NEWSLETTER_FORM_ID: 'nl',
      CUSTOMERIO_TRACK_BASE: fake.url,
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const up = (origin: string) => () => fetch(origin).then((response) => response.ok, () => false);

it('a lead accepted just before the server was killed is delivered once by the next process', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const first = startServer(port);
  await until(up(origin), 20_000);

  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ name: 'Restart Test', email: 'restart@example.org', phoneNumber: '612345678', message: 'Killed before delivery', acceptedPrivacyPolicy: true }),
  });
  expect(response.status).toBe(200);
  await until(() => fake.requests.length === 1, 10_000);

  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  providerDown = false;

  startServer(port);
  await until(up(origin), 20_000);
  await until(() => fake.requests.length === 2, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(fake.requests).toHaveLength(2);
  expect(fake.requests[1].body).toBe(fake.requests[0].body);
}, 60_000);
