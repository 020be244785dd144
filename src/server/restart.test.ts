/**
 * The `npm start` server killed between accept and delivery and started again: the lead it accepted is in the
 * SQLite file, and the new process delivers it, once. A real process group (tsx's wrapper and the node process that
 * serves), a real file, a fake Customer.io on 127.0.0.1. The whole group gets SIGKILL (no shutdown handler runs),
 * and the test sees every process of it gone and the port refusing connections before the second server starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSqlite } from '@/relay/leads/sqlite';
import { startFakeProvider, type FakeProvider } from '@/relay/testing/fake-provider';

let dir: string;
let fake: FakeProvider;
let providerDown = true;
const groups: number[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'restart-'));
  await writeFile(path.join(dir, 'index.html'), '<p>site</p>');
  fake = await startFakeProvider(() => (providerDown ? { status: 503 } : { status: 200, body: '{"delivery_id":"d"}' }));
});
afterAll(async () => {
  for (const group of groups) killGroup(group);
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

/** `npm start`'s server in a process group of its own (detached), so the test can stop all of it. */
function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server/main.ts'], {
    env: {
      ...process.env,
      SITE_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
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
      CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '8',
      NEWSLETTER_CONFIRM_SECRET: 'test-newsletter-confirm-secret-0123456789',
      SITE_URL: 'https://www.nortia.test',
      CUSTOMERIO_TRACK_BASE: fake.url,
    },
    stdio: 'ignore',
    detached: true,
  });
  groups.push(child.pid!);
  return child;
}

function killGroup(group: number) {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The live (not zombie) processes of process group `group`, from /proc (Linux). */
function liveMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') members.push(Number(entry));
  }
  return members;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const up = (origin: string) => () => fetch(origin).then((response) => response.ok, () => false);
const refused = (origin: string) => () =>
  fetch(origin).then(
    () => false,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

async function leadStates() {
  const db = openSqlite(path.join(dir, 'leads.sqlite'));
  try {
    return await db.all<{ state: string; attempts: number }>('SELECT state, attempts FROM leads');
  } finally {
    db.close();
  }
}

it('a lead accepted just before the server was killed is delivered once by the next process', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const first = startServer(port);
  await until(up(origin), 20_000);
  // The group holds tsx's wrapper and the node process that serves: killing only the wrapper would leave the server.
  expect(liveMembers(first.pid!).length).toBeGreaterThanOrEqual(2);

  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ name: 'Restart Test', email: 'restart@example.org', phoneNumber: '612345678', message: 'Killed before delivery', acceptedPrivacyPolicy: true }),
  });
  expect(response.status).toBe(200);
  // Killed once its first attempt (the provider down) is recorded: pending, to be retried a second later.
  await until(async () => (await leadStates())[0]?.attempts === 1, 10_000);
  expect(fake.requests).toHaveLength(1);

  killGroup(first.pid!);
  await until(() => liveMembers(first.pid!).length === 0, 10_000);
  await until(refused(origin), 10_000);
  expect(await leadStates()).toEqual([{ state: 'pending', attempts: 1 }]);
  providerDown = false;

  const second = startServer(port);
  await until(up(origin), 20_000);
  await until(async () => (await leadStates())[0].state === 'delivered', 20_000);
  // Delivered is final (a delivered lead is never claimed again): exactly one more request, the same message.
  expect(await leadStates()).toEqual([{ state: 'delivered', attempts: 2 }]);
  expect(fake.requests).toHaveLength(2);
  expect(fake.requests[1].body).toBe(fake.requests[0].body);

  killGroup(second.pid!);
  await until(() => liveMembers(second.pid!).length === 0, 10_000);
}, 90_000);
