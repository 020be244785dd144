import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRelay } from '@/relay';
import { SIGNATURE_HEADER, signedMessage } from '@/relay/webhooks/signature';
import { startFakeProvider, type FakeProvider } from '@/relay/testing/fake-provider';
import { formatHeadersFile, formatRedirectsFile, headerRules, redirectRules } from './host-rules';
import { createSiteServer } from './site-server';

/**
 * The deployed stack (Node server, real relay, outbox, publish webhook) behind one trusted HTTPS proxy, attacked
 * case by case. Each row says what an attacker sends and what must happen; the table of what happened is written to
 * test-results/adversarial.md for the record. Each case posts from its own client address (X-Forwarded-For), so
 * rate limits of one case do not leak into another.
 */

const SITE = 'https://www.nortia.test';
const WEBHOOK_SECRET = 'adversarial-webhook-secret';
const RATE_LIMIT_MAX = 3;

const visitor = {
  name: 'Lucía Ferreira',
  email: 'lucia.ferreira@example.pt',
  phoneNumber: '+351 912 345 678',
  message: 'Gostaria de rever o meu seguro de vida.',
  sentFromPage: '/pt/contact',
  acceptedPrivacyPolicy: true,
};

let root: string;
let outside: string;
let outbox: string;
let relay: ReturnType<typeof createRelay>;
let fake: FakeProvider;
let server: Server;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'adversarial-site-'));
  outside = await mkdtemp(join(tmpdir(), 'adversarial-outside-'));
  outbox = await mkdtemp(join(tmpdir(), 'adversarial-outbox-'));
  const files: Record<string, string> = {
    'index.html': '<p>root</p>',
    '404.html': '<h1>404</h1>',
    'es.html': '<h1>Inicio</h1>',
    'media/photo.webp': 'RIFF',
    '_headers': formatHeadersFile(headerRules({ thirdPartyScriptOrigins: [], inlineScripts: [] })),
    '_redirects': formatRedirectsFile(redirectRules()),
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), body);
  }
  await writeFile(join(outside, 'secret.txt'), 'outside-the-site');
  await symlink(join(outside, 'secret.txt'), join(root, 'leak.txt'));

  fake = await startFakeProvider(() => ({ status: 200, body: '{}' }));
  relay = createRelay(
    {
      LEADS_DB_PATH: ':memory:',
      OUTBOX_DIR: outbox,
      SITE_URL: SITE,
      RELAY_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      BUILD_HOOK_URL: `${fake.url}/build-hook`,
    },
    { log: (line) => logged.push(line) },
  );
  server = await createSiteServer({
    root,
    proxyTrust: { hops: 1 },
    log: (line) => logged.push(line),
    api: async (request, clientIp) => (await relay.handle(request, { clientIp })) ?? new Response(null, { status: 404 }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

const observed: { attack: string; expected: string; observed: string; held: boolean }[] = [];

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await relay.leads.close();
  await fake.close();
  await Promise.all([root, outside, outbox].map((dir) => rm(dir, { recursive: true, force: true })));
  const table = [
    '| Attack | Expected | Observed | Held |',
    '|---|---|---|---|',
    ...observed.map((row) => `| ${row.attack} | ${row.expected} | ${row.observed} | ${row.held ? 'yes' : '**no**'} |`),
  ];
  await mkdir('test-results', { recursive: true });
  await writeFile(join('test-results', 'adversarial.md'), `${table.join('\n')}\n`);
});

let nextClient = 1;
/** Headers the trusted proxy adds for a browser on the public site, from a client address of its own. */
function viaProxy(extra: Record<string, string> = {}, client = `198.51.100.${nextClient++}`) {
  return { 'x-forwarded-for': client, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.nortia.test', origin: SITE, ...extra };
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(url(path), { method: 'POST', body, headers: viaProxy({ 'content-type': 'application/json', ...headers }) });

/** A request written byte for byte, for what fetch would normalise or refuse to send; resolves to the status line and body. */
function raw(request: string | Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // write, not end: a half-closed socket would let the server drop an answer it is still preparing.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

async function sign(body: string, timestamp: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(WEBHOOK_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signedMessage(body, 'master', timestamp)));
  return `sign=${Buffer.from(mac).toString('base64')}, env=master, t=${timestamp}`;
}

const outboxCount = async () => (await readdir(outbox)).filter((name) => name.endsWith('.json')).length;

type Outcome = { status: number; note?: string };
interface Case {
  attack: string;
  expected: string;
  run: () => Promise<Outcome>;
  holds: (outcome: Outcome) => boolean | Promise<boolean>;
}

const status = (wanted: number) => (outcome: Outcome) => outcome.status === wanted;
const asOutcome = async (response: Response): Promise<Outcome> => ({ status: response.status, note: (await response.text()).slice(0, 60) });

const CASES: Case[] = [
  {
    attack: 'path traversal with encoded dots (`/%2e%2e/%2e%2e/etc/passwd`)',
    expected: '400 or 404, no file outside the site',
    run: () => raw('GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: www.nortia.test\r\nConnection: close\r\n\r\n'),
    holds: (o) => (o.status === 400 || o.status === 404) && !o.note?.includes('root:'),
  },
  {
    attack: 'malformed percent-encoding (`/es/%ff`)',
    expected: '400, not the root page',
    run: () => raw('GET /es/%ff HTTP/1.1\r\nHost: www.nortia.test\r\nConnection: close\r\n\r\n'),
    holds: status(400),
  },
  { attack: 'host rule file `/_headers`', expected: '404', run: async () => asOutcome(await fetch(url('/_headers'))), holds: status(404) },
  { attack: 'host rule file `/_redirects`', expected: '404', run: async () => asOutcome(await fetch(url('/_redirects'))), holds: status(404) },
  {
    attack: 'symbolic link in the site folder pointing outside it',
    expected: '404, nothing of the target',
    run: async () => asOutcome(await fetch(url('/leak.txt'))),
    holds: (o) => o.status === 404 && !o.note?.includes('outside-the-site'),
  },
  { attack: 'dotfile (`/.env`)', expected: '404', run: async () => asOutcome(await fetch(url('/.env'))), holds: status(404) },
  { attack: 'folder listing (`/media/`)', expected: '404, no listing', run: async () => asOutcome(await fetch(url('/media/'))), holds: (o) => o.status === 404 && !o.note?.includes('photo.webp') },
  {
    attack: 'Host with credentials (`evil@host`) on the relay',
    expected: '400, not 500',
    run: () => raw('POST /api/contact HTTP/1.1\r\nHost: evil@host\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
    holds: status(400),
  },
  {
    attack: 'form post from a foreign origin',
    expected: '403 forbidden_origin, nothing sent',
    run: async () => asOutcome(await post('/api/contact', JSON.stringify(visitor), { origin: 'https://evil.test' })),
    holds: (o) => o.status === 403 && Boolean(o.note?.includes('forbidden_origin')),
  },
  {
    attack: 'form post from the https site through the proxy',
    expected: '200, one message in the outbox',
    run: async () => {
      const before = await outboxCount();
      const outcome = await asOutcome(await post('/api/contact', JSON.stringify(visitor)));
      await relay.leads.loop.settled();
      return { ...outcome, note: `${(await outboxCount()) - before} message written` };
    },
    holds: (o) => o.status === 200 && o.note === '1 message written',
  },
  {
    attack: 'spoofed X-Forwarded-For chain to dodge the rate limit',
    expected: `429 after ${RATE_LIMIT_MAX} accepted posts: only the proxy's own entry counts`,
    run: async () => {
      let last: Response | undefined;
      for (let i = 0; i <= RATE_LIMIT_MAX; i++) {
        // The attacker controls everything left of the proxy's own entry (the last one).
        const chain = `10.0.0.${i}, 192.0.2.77`;
        last = await post('/api/newsletter', JSON.stringify({ name: 'Rui', email: `rui${i}@example.pt`, acceptedPrivacyPolicy: true }), { 'x-forwarded-for': chain });
      }
      return asOutcome(last as Response);
    },
    holds: status(429),
  },
  {
    attack: 'validation failures repeated (typos)',
    expected: `${RATE_LIMIT_MAX + 1} invalid posts do not lock out a valid one`,
    run: async () => {
      const client = '192.0.2.88';
      for (let i = 0; i <= RATE_LIMIT_MAX; i++) {
        await post('/api/contact', JSON.stringify({ ...visitor, email: 'not-an-email' }), viaProxy({ 'content-type': 'application/json' }, client));
      }
      return asOutcome(await post('/api/contact', JSON.stringify(visitor), viaProxy({ 'content-type': 'application/json' }, client)));
    },
    holds: status(200),
  },
  {
    attack: 'body over the size limit with an honest Content-Length',
    expected: '413',
    run: async () => asOutcome(await post('/api/contact', JSON.stringify({ ...visitor, message: 'x'.repeat(200_000) }))),
    holds: status(413),
  },
  {
    attack: 'chunked body over the size limit (no Content-Length)',
    expected: '413',
    run: async () => {
      const chunk = Buffer.alloc(70_000, 'a');
      const head = `POST /api/contact HTTP/1.1\r\nHost: www.nortia.test\r\nOrigin: ${SITE}\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Host: www.nortia.test\r\nX-Forwarded-For: 192.0.2.90\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
      return raw(Buffer.concat([Buffer.from(`${head}${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n0\r\n\r\n')]));
    },
    holds: status(413),
  },
  {
    attack: 'wrong content type (`text/plain`)',
    expected: '415',
    run: async () => asOutcome(await post('/api/contact', JSON.stringify(visitor), { 'content-type': 'text/plain' })),
    holds: status(415),
  },
  {
    attack: 'post refused before its body is read (415), then another post on the same keep-alive connection',
    expected: 'the second post answered normally, not a reset connection',
    run: async () => {
      await post('/api/contact', JSON.stringify(visitor), { 'content-type': 'text/plain' });
      return asOutcome(await post('/api/contact', '{"name":'));
    },
    holds: status(400),
  },
  { attack: 'broken JSON', expected: '400', run: async () => asOutcome(await post('/api/contact', '{"name":')), holds: status(400) },
  {
    attack: 'invalid UTF-8 in the body',
    expected: '400',
    run: async () => asOutcome(await post('/api/contact', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]))),
    holds: status(400),
  },
  {
    attack: 'prototype pollution (`__proto__` and `constructor` keys)',
    expected: 'no effect on objects; the post is handled like any other',
    run: async () => {
      const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(visitor).slice(1)}`;
      const outcome = await asOutcome(await post('/api/contact', body));
      return { ...outcome, note: `polluted=${String(({} as Record<string, unknown>).polluted)}` };
    },
    holds: (o) => o.status < 500 && o.note === 'polluted=undefined',
  },
  {
    attack: 'honeypot field filled by a bot',
    expected: '200 (the bot learns nothing), nothing written',
    run: async () => {
      // Earlier attacks' accepted posts are delivered first: the count is of this post alone.
      await relay.leads.loop.settled();
      const before = await outboxCount();
      const outcome = await asOutcome(await post('/api/contact', JSON.stringify({ ...visitor, company: 'Spam Inc' })));
      await relay.leads.loop.settled();
      return { ...outcome, note: `${(await outboxCount()) - before} message written` };
    },
    holds: (o) => o.status === 200 && o.note === '0 message written',
  },
  {
    attack: 'field over its length limit (message of 5,001 characters)',
    expected: '422',
    run: async () => asOutcome(await post('/api/contact', JSON.stringify({ ...visitor, message: 'a'.repeat(5001) }))),
    holds: status(422),
  },
  {
    attack: 'bidi override and zero-width characters in the name',
    expected: 'accepted with those characters removed',
    run: async () => {
      const outcome = await asOutcome(await post('/api/contact', JSON.stringify({ ...visitor, name: 'Lu\u202Ecía\u200B Ferreira' })));
      const names = await readdir(outbox);
      const texts = await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => readFile(join(outbox, n), 'utf8')));
      const clean = texts.some((text) => text.includes('"Lucía Ferreira"')) && !texts.some((text) => /[\u202E\u200B]|\\u202e|\\u200b/i.test(text));
      return { ...outcome, note: clean ? 'stored clean' : 'control characters stored' };
    },
    holds: (o) => o.status === 200 && o.note === 'stored clean',
  },
  { attack: 'GET on a form endpoint', expected: '405', run: async () => asOutcome(await fetch(url('/api/contact'), { headers: viaProxy() })), holds: status(405) },
  { attack: 'unknown relay path', expected: '404', run: async () => asOutcome(await post('/api/admin', '{}')), holds: status(404) },
  {
    attack: 'unsigned publish webhook',
    expected: '401, no build triggered',
    run: async () => asOutcome(await fetch(url('/api/hooks/cms'), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })),
    holds: async (o) => o.status === 401 && !fake.requests.some((r) => r.path === '/build-hook'),
  },
  {
    attack: 'publish webhook signed with another key',
    expected: '401, no build triggered',
    run: async () => {
      const body = '{"operation":"publish"}';
      const header = (await sign(body, Date.now())).replace(/sign=[^,]+/, `sign=${Buffer.from('forged').toString('base64')}`);
      return asOutcome(await fetch(url('/api/hooks/cms'), { method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: header } }));
    },
    holds: async (o) => o.status === 401 && !fake.requests.some((r) => r.path === '/build-hook'),
  },
  {
    attack: 'genuine webhook signature replayed two days later',
    expected: '401, no build triggered',
    run: async () => {
      const body = '{"operation":"publish"}';
      const header = await sign(body, Date.now() - 2 * 24 * 3_600_000);
      return asOutcome(await fetch(url('/api/hooks/cms'), { method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: header } }));
    },
    holds: async (o) => o.status === 401 && !fake.requests.some((r) => r.path === '/build-hook'),
  },
  {
    attack: 'If-None-Match: * on a page',
    expected: '304',
    run: async () => asOutcome(await fetch(url('/es'), { headers: { 'if-none-match': '*' } })),
    holds: status(304),
  },
  {
    attack: 'client hanging up mid-upload',
    expected: 'logged as a client hang-up, never as a server error',
    run: async () => {
      const seen = logged.length;
      // Hung up once the server is reading the body: it has the headers, not the 5000 bytes announced.
      server.once('request', () => socket.destroy());
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/contact HTTP/1.1\r\nHost: www.nortia.test\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"`);
      });
      // The relay logs how the request ended (its reading of the body fails), whichever way it did.
      await vi.waitFor(() => expect(logged.slice(seen).some((line) => line.includes('route="/api/contact" method="POST"'))).toBe(true), { timeout: 5_000 });
      const serverErrors = logged.filter((line) => line.startsWith('server error')).length;
      return { status: 0, note: `${serverErrors} server errors logged` };
    },
    holds: (o) => o.note === '0 server errors logged',
  },
];

describe('the deployed stack against hostile requests', () => {
  for (const testCase of CASES) {
    it(`${testCase.attack}: ${testCase.expected}`, async () => {
      const outcome = await testCase.run();
      const held = await testCase.holds(outcome);
      observed.push({ attack: testCase.attack, expected: testCase.expected, observed: [outcome.status || '', outcome.note].filter(Boolean).join(' '), held });
      expect(held, JSON.stringify(outcome)).toBe(true);
    });
  }

  it('logs no personal data of any visitor in any of the above', () => {
    const personal = [visitor.name, visitor.email, visitor.phoneNumber, '912 345 678', visitor.message, 'rui0@example.pt'];
    const leaks = logged.filter((line) => personal.some((value) => line.toLowerCase().includes(value.toLowerCase())));
    expect(leaks).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
  });
});
