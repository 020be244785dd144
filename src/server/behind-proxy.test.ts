import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRelay } from '@/relay';
import { createSiteServer } from './site-server';

/** The real relay behind the Node server, as a TLS-terminating proxy in front of it would reach them. */
let root: string;
let outbox: string;
let relay: ReturnType<typeof createRelay>;
let server: Server;
let url: string;

const contact = {
  name: 'Ana García',
  email: 'ana.garcia@example.es',
  phoneNumber: '+34 612 345 678',
  message: 'Quisiera hablar de mi plan de pensiones.',
  sentFromPage: '/es/contact',
  acceptedPrivacyPolicy: true,
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-'));
  outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  await writeFile(join(root, 'index.html'), '<p>root</p>');
  relay = createRelay({ LEADS_DB_PATH: ':memory:', OUTBOX_DIR: outbox }, { log: () => undefined });
  server = await createSiteServer({
    root,
    proxyTrust: { hops: 1 },
    log: () => undefined,
    api: async (request, clientIp) => (await relay.handle(request, { clientIp })) ?? new Response(null, { status: 404 }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await relay.leads.close();
  await rm(root, { recursive: true, force: true });
  await rm(outbox, { recursive: true, force: true });
});

/** What the proxy forwards of a browser's post from a page on `origin`. */
const postFrom = (origin: string) =>
  fetch(url, {
    method: 'POST',
    body: JSON.stringify(contact),
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.nortia.test',
      'x-forwarded-for': '203.0.113.9',
    },
  });

describe('the Node server behind an HTTPS proxy', () => {
  it('accepts a form post from the https site the proxy serves', async () => {
    const response = await postFrom('https://www.nortia.test');
    expect(response.status).toBe(200);
    await relay.leads.loop.settled();
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it('refuses the same post from a foreign origin', async () => {
    const response = await postFrom('https://evil.test');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ ok: false, error: 'forbidden_origin' });
  });
});
