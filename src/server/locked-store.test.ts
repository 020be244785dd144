/**
 * A lead store locked by another connection (the operator's `npm run leads`, a backup, a second server) delays the
 * relay's own answer only: static pages go on being served, and the post gets its 503 by itself, within the store's
 * timeout, while the lock is still held (decision 0040). The `npm start` server's parts in this process: the site
 * server, the relay with its real SQLite store, a fake Customer.io on 127.0.0.1. No time is measured: the test
 * asserts the order in which the answers arrive.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRelay } from '@/relay';
import { startFakeProvider, type FakeProvider } from '@/relay/testing/fake-provider';
import { createSiteServer } from './site-server';

let dir: string;
let fake: FakeProvider;
let relay: ReturnType<typeof createRelay>;
let server: Server;
let origin: string;
/** Resolves once the relay holds the whole of a post: from then on it runs to the store without waiting on the network. */
let relayHasThePost: () => void;
const handedOver = new Promise<void>((resolve) => (relayHasThePost = resolve));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'locked-store-'));
  await writeFile(path.join(dir, 'index.html'), '<p>site</p>');
  fake = await startFakeProvider(() => ({ status: 204 }));
  relay = createRelay({
    LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    CUSTOMERIO_SITE_ID: 'site',
    CUSTOMERIO_TRACK_API_KEY: 'track',
    CUSTOMERIO_NEWSLETTER_FORM_ID: 'nl',
    CUSTOMERIO_TRACK_BASE: fake.url,
    // The newsletter on Customer.io requires its double opt-in, whose confirmation e-mail is transactional (decision 0039).
    CUSTOMERIO_APP_API_KEY: 'key',
    CUSTOMERIO_CONTACT_MESSAGE_ID: '7',
    CONTACT_RECIPIENT_EMAIL: 'office@nortia.test',
    CUSTOMERIO_API_BASE: fake.url,
    CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '8',
    NEWSLETTER_CONFIRM_SECRET: 'test-newsletter-confirm-secret-0123456789',
    SITE_URL: 'https://www.nortia.test',
    RELAY_RATE_LIMIT_MAX: '0',
  }, { log: () => undefined });
  server = await createSiteServer({
    root: dir,
    log: () => undefined,
    // main.ts's glue, except that the body is read before the relay gets the request: a store that held this thread
    // would then hold it before the server could read any later request (the page below).
    api: async (request, clientIp) => {
      const whole = new Request(request.url, { method: request.method, headers: request.headers, body: await request.arrayBuffer() });
      const answer = relay.handle(whole, { clientIp });
      relayHasThePost();
      return (await answer) ?? new Response(null, { status: 404 });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await relay.leads.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

it('while another connection holds the write lock, a page is served at once and the post answers 503 by itself, keeping nothing', async () => {
  const other = new Database(path.join(dir, 'leads.sqlite'));
  other.exec('BEGIN IMMEDIATE');
  const arrived: string[] = [];
  try {
    const post = fetch(`${origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ name: 'Locked Store', email: 'locked.store@example.org', language: 'en' }),
    }).then(async (response) => {
      arrived.push('post');
      return { status: response.status, body: await response.json() };
    });
    await handedOver;

    const page = await fetch(`${origin}/`);
    arrived.push('page');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<p>site</p>');

    // Answered while the lock is still held: the store gave up within its timeout, not when the lock went away.
    expect(await post).toEqual({ status: 503, body: { ok: false, error: 'standard_error' } });
    expect(arrived).toEqual(['page', 'post']);
    expect(other.inTransaction).toBe(true);
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  expect(await relay.leads.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
  await relay.leads.loop.settled();
  expect(fake.requests).toHaveLength(0);
});
