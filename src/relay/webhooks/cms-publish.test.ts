import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../adapters/cloudflare';
import { createRelay, RelayConfigError, type RelayEnv } from '../index';
import { relaysClosedAfterEach } from '../testing/relays-closed-after-each';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../testing/fake-provider';
import { customerioEnv } from '../testing/customerio-env';
import { createSiteServer } from '../../server/site-server';
import { TRIGGER_TIMEOUT_MS } from './cms-publish';

const SECRET = 'whsec-test-6b1f0c2e';
const DRAFT_SECRET = 'whsec-draft-71d9a4b0';
const TOKEN = 'ghp_testtoken_9f8e7d';
const HOOK_KEY = 'hookkey-3c4d5e';
const SITE = 'https://www.nortia.test';
const DISPATCH_PATH = '/repos/nortia/site/dispatches';

const publish = {
  operation: 'publish',
  data: {
    __typename: 'PostEs',
    id: 'ckx1post0001',
    stage: 'PUBLISHED',
    title: 'Planes de pensiones: lo que cambia este año',
    slug: 'planes-de-pensiones',
    localizations: [],
  },
};

/**
 * Signs like Hygraph, written from their documentation and their own verifier (@hygraph/utils, index.js): the
 * base64 HMAC-SHA256 of JSON.stringify({ Body: <raw body>, EnvironmentName, TimeStamp }) with &, <, > escaped as
 * `\\u0026`, `\\u003c`, `\\u003e`. Built on node:crypto on purpose, independent of the relay's Web Crypto code.
 */
function hygraphSignature(rawBody: string, { secret = SECRET, env = 'master', t = Date.now() } = {}) {
  const payload = JSON.stringify({ Body: rawBody, EnvironmentName: env, TimeStamp: t })
    .replaceAll('&', '\\\\u0026')
    .replaceAll('<', '\\\\u003c')
    .replaceAll('>', '\\\\u003e');
  const sign = createHmac('sha256', secret).update(payload).digest('base64');
  return `sign=${sign}, env=${env}, t=${t}`;
}

function hook(rawBody: string, headers: Record<string, string | undefined> = {}, method = 'POST', path = '/api/hooks/cms') {
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries({ 'Content-Type': 'application/json', 'gcms-signature': hygraphSignature(rawBody), ...headers })) {
    if (value !== undefined) all[name] = value;
  }
  return new Request(`${SITE}${path}`, { method, headers: all, body: method === 'GET' ? undefined : rawBody });
}

let fake: FakeProvider;
let reply: (request: RecordedRequest) => FakeReply;
let logs: string[];
let outboxDir: string;

beforeAll(async () => {
  fake = await startFakeProvider((request) => reply(request));
  outboxDir = await mkdtemp(join(tmpdir(), 'hook-outbox-'));
});
afterAll(async () => {
  await fake.close();
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.requests.length = 0;
  reply = (request) => (request.path === DISPATCH_PATH || request.path.startsWith('/hooks/') ? { status: 204 } : { status: 404 });
  logs = [];
});
afterEach(() => {
  // No log line may carry a credential.
  for (const line of logs) for (const secret of [SECRET, DRAFT_SECRET, 'old-secret-1a2b', TOKEN, HOOK_KEY]) expect(line).not.toContain(secret);
});

function githubEnv(extra: RelayEnv = {}): RelayEnv {
  return {
    OUTBOX_DIR: outboxDir, LEADS_DB_PATH: ':memory:',
    CMS_WEBHOOK_SECRET: SECRET,
    GITHUB_DISPATCH_TOKEN: TOKEN,
    GITHUB_REPOSITORY: 'nortia/site',
    GITHUB_API_URL: fake.url,
    ...extra,
  };
}

const keep = relaysClosedAfterEach();

const openRelay = (env: RelayEnv) => keep(createRelay(env, { log: (line) => logs.push(line) }));

async function send(request: Request, env: RelayEnv = githubEnv()) {
  const relay = openRelay(env);
  const response = await relay.handle(request, { clientIp: '198.51.100.4' });
  if (!response) throw new Error('relay answered null');
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('POST /api/hooks/cms with GitHub repository_dispatch', () => {
  it('verifies a signed publish and dispatches exactly once with the documented request', async () => {
    const result = await send(hook(JSON.stringify(publish)));

    expect(result).toEqual({ status: 202, body: { ok: true } });
    expect(fake.requests).toHaveLength(1);
    const [dispatch] = fake.requests;
    expect(dispatch.method).toBe('POST');
    expect(dispatch.path).toBe(DISPATCH_PATH);
    expect(dispatch.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(dispatch.headers.accept).toBe('application/vnd.github+json');
    expect(dispatch.headers['content-type']).toBe('application/json');
    expect(dispatch.headers['user-agent']).toMatch(/\S/);
    expect(JSON.parse(dispatch.body)).toEqual({
      event_type: 'cms-publish',
      client_payload: { operation: 'publish', model: 'PostEs', id: 'ckx1post0001', stage: 'PUBLISHED' },
    });
    expect(logs.some((line) => /route="\/api\/hooks\/cms".*status=202 outcome=triggered:github/.test(line))).toBe(true);
  });

  it('dispatches an unpublish too', async () => {
    const body = JSON.stringify({ operation: 'unpublish', data: { __typename: 'PostIt', id: 'p2', stage: 'PUBLISHED' } });
    expect((await send(hook(body))).status).toBe(202);
    expect(JSON.parse(fake.requests[0].body).client_payload).toEqual({ operation: 'unpublish', model: 'PostIt', id: 'p2', stage: 'PUBLISHED' });
  });

  it('checks the raw bytes: escapes and characters Hygraph escapes are signed as sent', async () => {
    // Hygraph's serializer writes & < > as \u0026 \u003c \u003e in the body; a literal & is covered by the escape step.
    const escaped = '{"operation":"publish","data":{"__typename":"PostEs","id":"p1","stage":"PUBLISHED","title":"A \\u0026 B \\u003cC\\u003e"}}';
    expect(JSON.parse(escaped).data.title).toBe('A & B <C>');
    expect((await send(hook(escaped))).status).toBe(202);
    const literal = JSON.stringify({ ...publish, data: { ...publish.data, title: 'Ahorro & <inversión>' } });
    expect((await send(hook(literal))).status).toBe(202);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['a body changed after signing', hook(JSON.stringify(publish), { 'gcms-signature': hygraphSignature(JSON.stringify({ ...publish, operation: 'delete' })) })],
    ['a wrong secret', hook(JSON.stringify(publish), { 'gcms-signature': hygraphSignature(JSON.stringify(publish), { secret: 'not-the-secret' }) })],
    ['a missing header', hook(JSON.stringify(publish), { 'gcms-signature': undefined })],
    ['a header without a timestamp', hook(JSON.stringify(publish), { 'gcms-signature': hygraphSignature(JSON.stringify(publish)).replace(/, t=\d+/, '') })],
    ['a signature that is not base64', hook(JSON.stringify(publish), { 'gcms-signature': `sign=%%%, env=master, t=${Date.now()}` })],
    ['a signature for another environment name', hook(JSON.stringify(publish), { 'gcms-signature': hygraphSignature(JSON.stringify(publish)).replace('env=master', 'env=staging') })],
  ])('401 invalid_signature for %s, and no dispatch', async (_case, request) => {
    expect(await send(request)).toEqual({ status: 401, body: { ok: false, error: 'invalid_signature' } });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['an hour and a minute old', -61 * 60_000],
    ['six minutes in the future', 6 * 60_000],
  ])('401 stale_signature for a correctly signed request %s, and no dispatch', async (_case, offset) => {
    const body = JSON.stringify(publish);
    const result = await send(hook(body, { 'gcms-signature': hygraphSignature(body, { t: Date.now() + offset }) }));
    expect(result).toEqual({ status: 401, body: { ok: false, error: 'stale_signature' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts the previous secret only while CMS_WEBHOOK_SECRET_PREVIOUS holds it (rotation)', async () => {
    const body = JSON.stringify(publish);
    const signedWithOld = () => hook(body, { 'gcms-signature': hygraphSignature(body, { secret: 'old-secret-1a2b' }) });
    expect((await send(signedWithOld(), githubEnv({ CMS_WEBHOOK_SECRET_PREVIOUS: 'old-secret-1a2b' }))).status).toBe(202);
    expect((await send(hook(body), githubEnv({ CMS_WEBHOOK_SECRET_PREVIOUS: 'old-secret-1a2b' }))).status).toBe(202);
    expect((await send(signedWithOld())).status).toBe(401);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['four minutes old (delivery delay)', -4 * 60_000],
    ['fifty minutes old (a late retry by Hygraph)', -50 * 60_000],
    ['four minutes ahead (clock skew)', 4 * 60_000],
  ])('accepts a signature %s', async (_case, offset) => {
    const body = JSON.stringify(publish);
    expect((await send(hook(body, { 'gcms-signature': hygraphSignature(body, { t: Date.now() + offset }) }))).status).toBe(202);
  });

  it('answers a replay of a genuine delivery like the original: one more rebuild request, no more', async () => {
    const body = JSON.stringify(publish);
    const signature = hygraphSignature(body, { t: Date.now() - 10 * 60_000 });
    expect((await send(hook(body, { 'gcms-signature': signature }))).status).toBe(202);
    expect((await send(hook(body, { 'gcms-signature': signature }))).status).toBe(202);
    // Each is one repository_dispatch of the same event; deploy.yml's concurrency group runs them as one build.
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0].body).toEqual(fake.requests[1].body);
  });

  it('503 hooks_disabled without CMS_WEBHOOK_SECRET, even for a signed request, and no dispatch', async () => {
    const result = await send(hook(JSON.stringify(publish)), githubEnv({ CMS_WEBHOOK_SECRET: '' }));
    expect(result).toEqual({ status: 503, body: { ok: false, error: 'hooks_disabled' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('413 for a body over 64 KB, even correctly signed, and no dispatch', async () => {
    const big = JSON.stringify({ ...publish, data: { ...publish.data, content: 'x'.repeat(64 * 1024) } });
    expect(await send(hook(big))).toEqual({ status: 413, body: { ok: false, error: 'payload_too_large' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('415 for a non-JSON content type, 400 for a signed body that is not a JSON object or lacks the event', async () => {
    expect((await send(hook('operation=publish', { 'Content-Type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect(await send(hook('not json'))).toEqual({ status: 400, body: { ok: false, error: 'invalid_json' } });
    expect(await send(hook('[1,2]'))).toEqual({ status: 400, body: { ok: false, error: 'invalid_json' } });
    expect(await send(hook('{"operation":"publish","data":{"id":"x"}}'))).toEqual({
      status: 400,
      body: { ok: false, error: 'invalid_payload' },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('405 for other methods', async () => {
    expect((await send(hook('', {}, 'GET'))).status).toBe(405);
  });

  it('502 dispatch_failed when GitHub refuses, after one attempt, logging the status but not the token', async () => {
    reply = () => ({ status: 500, body: `{"message":"Server Error","token":"${TOKEN}"}` });
    expect(await send(hook(JSON.stringify(publish)))).toEqual({ status: 502, body: { ok: false, error: 'dispatch_failed' } });
    expect(fake.requests).toHaveLength(1);
    expect(logs.some((line) => /status=502 outcome=trigger_rejected:500:github ms=\d+ operation="publish" model="PostEs"/.test(line))).toBe(true);
    expect(logs.join('\n')).not.toContain('Server Error');
  });

  it('502 dispatch_failed for any other answer than 204', async () => {
    reply = () => ({ status: 404, body: '{"message":"Not Found"}' });
    expect((await send(hook(JSON.stringify(publish)))).status).toBe(502);
  });

  it('gives up on a hanging dispatch in time to answer within the CMS timeout of 3 s', async () => {
    reply = () => 'hang';
    // The dispatch never answers: the 502 comes from the relay's own timeout, which is inside the CMS's 3 s.
    expect(TRIGGER_TIMEOUT_MS).toBeLessThan(3_000);
    expect(await send(hook(JSON.stringify(publish)))).toEqual({ status: 502, body: { ok: false, error: 'dispatch_failed' } });
    expect(logs.some((line) => line.includes('outcome=trigger_timeout:github'))).toBe(true);
  });

  it('is not held by the forms rate limit or origin check', async () => {
    const relay = openRelay(githubEnv({ RELAY_RATE_LIMIT_MAX: '1' }));
    for (let i = 0; i < 3; i++) {
      const response = await relay.handle(hook(JSON.stringify(publish), { Origin: 'https://elsewhere.test' }), { clientIp: '198.51.100.9' });
      expect(response?.status).toBe(202);
    }
    expect(fake.requests).toHaveLength(3);
  });
});

describe('POST /api/hooks/cms with a host build hook', () => {
  const hookEnv = (): RelayEnv => ({ OUTBOX_DIR: outboxDir, LEADS_DB_PATH: ':memory:', CMS_WEBHOOK_SECRET: SECRET, BUILD_HOOK_URL: `${fake.url}/hooks/${HOOK_KEY}` });

  it('POSTs once to the build hook URL and answers 202', async () => {
    reply = () => ({ status: 200, body: '{"result":{"id":"build-1"}}' });
    expect(await send(hook(JSON.stringify(publish)), hookEnv())).toEqual({ status: 202, body: { ok: true } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: `/hooks/${HOOK_KEY}`, body: '' });
    expect(fake.requests[0].headers.authorization).toBeUndefined();
    expect(logs.some((line) => line.includes('outcome=triggered:build-hook'))).toBe(true);
  });

  it('502 when the build hook fails, without logging its URL', async () => {
    reply = () => ({ status: 500, body: 'boom' });
    expect((await send(hook(JSON.stringify(publish)), hookEnv())).status).toBe(502);
    expect(logs.some((line) => line.includes('outcome=trigger_rejected:500:build-hook'))).toBe(true);
  });

  it('502 when the build hook cannot be reached, naming the cause without its URL', async () => {
    const gone = await startFakeProvider(() => ({ status: 200 }));
    await gone.close();
    const env = { ...hookEnv(), BUILD_HOOK_URL: `${gone.url}/hooks/${HOOK_KEY}` };
    expect((await send(hook(JSON.stringify(publish)), env)).status).toBe(502);
    expect(logs.some((line) => /outcome=trigger_network:build-hook .*cause="fetch failed \(ECONNREFUSED\)"/.test(line))).toBe(true);
  });

  it('401 and no build for a bad signature', async () => {
    const result = await send(hook(JSON.stringify(publish), { 'gcms-signature': hygraphSignature('{}') }), hookEnv());
    expect(result.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /api/hooks/cms-draft: the draft webhook of the preview site', () => {
  // Hygraph's save of a draft: the entry's DRAFT version, on the webhook that fires on update of the DRAFT stage.
  const saved = { operation: 'update', data: { ...publish.data, stage: 'DRAFT', title: 'Borrador' } };
  const draftBody = JSON.stringify(saved);
  const draftHook = (secret = DRAFT_SECRET, path = '/api/hooks/cms-draft') =>
    hook(draftBody, { 'gcms-signature': hygraphSignature(draftBody, { secret }) }, 'POST', path);
  const bothEnv = (extra: RelayEnv = {}) => githubEnv({ CMS_DRAFT_WEBHOOK_SECRET: DRAFT_SECRET, ...extra });

  it('verifies a save signed with its own secret and dispatches the preview event, never the publish one', async () => {
    expect(await send(draftHook(), bothEnv())).toEqual({ status: 202, body: { ok: true } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].path).toBe(DISPATCH_PATH);
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      event_type: 'cms-draft',
      client_payload: { operation: 'update', model: 'PostEs', id: 'ckx1post0001', stage: 'DRAFT' },
    });
    expect(logs.some((line) => /route="\/api\/hooks\/cms-draft" method="POST" status=202 outcome=triggered:github .*stage="DRAFT"/.test(line))).toBe(true);
  });

  it("refuses each hook's request on the other's path: the secrets do not open each other's hook", async () => {
    expect(await send(draftHook(SECRET), bothEnv())).toEqual({ status: 401, body: { ok: false, error: 'invalid_signature' } });
    expect(await send(draftHook(DRAFT_SECRET, '/api/hooks/cms'), bothEnv())).toEqual({ status: 401, body: { ok: false, error: 'invalid_signature' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('is off (503) without its secret while the publish hook works, and the publish hook still sends cms-publish', async () => {
    expect(await send(draftHook(), githubEnv())).toEqual({ status: 503, body: { ok: false, error: 'hooks_disabled' } });
    expect((await send(hook(JSON.stringify(publish)), bothEnv())).status).toBe(202);
    expect(fake.requests.map((request) => JSON.parse(request.body).event_type)).toEqual(['cms-publish']);
  });

  it('accepts the previous draft secret during a rotation', async () => {
    const env = bothEnv({ CMS_DRAFT_WEBHOOK_SECRET_PREVIOUS: 'old-secret-1a2b' });
    expect((await send(draftHook('old-secret-1a2b'), env)).status).toBe(202);
  });

  it("POSTs to the preview's own build hook, never the site's", async () => {
    const env: RelayEnv = {
      OUTBOX_DIR: outboxDir, LEADS_DB_PATH: ':memory:',
      CMS_WEBHOOK_SECRET: SECRET,
      BUILD_HOOK_URL: `${fake.url}/hooks/site-${HOOK_KEY}`,
      CMS_DRAFT_WEBHOOK_SECRET: DRAFT_SECRET,
      PREVIEW_BUILD_HOOK_URL: `${fake.url}/hooks/preview-${HOOK_KEY}`,
    };
    expect((await send(draftHook(), env)).status).toBe(202);
    expect(fake.requests.map((request) => request.path)).toEqual([`/hooks/preview-${HOOK_KEY}`]);
  });
});

describe('settings', () => {
  it.each([
    [{ CMS_WEBHOOK_SECRET: 's' }, /nothing to trigger/],
    [{ CMS_WEBHOOK_SECRET: 's', GITHUB_DISPATCH_TOKEN: 't', BUILD_HOOK_URL: 'https://hooks.test/x' }, /not both/],
    [{ CMS_WEBHOOK_SECRET: 's', GITHUB_DISPATCH_TOKEN: 't' }, /GITHUB_REPOSITORY must be "owner\/name"/],
    [{ CMS_WEBHOOK_SECRET: 's', BUILD_HOOK_URL: 'ftp://hooks.test/x' }, /BUILD_HOOK_URL is not an http\(s\) URL/],
    [{ CMS_DRAFT_WEBHOOK_SECRET: 's' }, /CMS_DRAFT_WEBHOOK_SECRET is set but nothing to trigger/],
    [{ CMS_DRAFT_WEBHOOK_SECRET: 's', BUILD_HOOK_URL: 'https://hooks.test/site' }, /PREVIEW_BUILD_HOOK_URL/],
    [{ CMS_WEBHOOK_SECRET: 's', CMS_DRAFT_WEBHOOK_SECRET: 's', BUILD_HOOK_URL: 'https://hooks.test/a', PREVIEW_BUILD_HOOK_URL: 'https://hooks.test/b' }, /must differ from CMS_WEBHOOK_SECRET/],
    [{ CMS_WEBHOOK_SECRET: 's', CMS_DRAFT_WEBHOOK_SECRET: 'd', BUILD_HOOK_URL: 'https://hooks.test/a', PREVIEW_BUILD_HOOK_URL: 'https://hooks.test/a' }, /must differ from BUILD_HOOK_URL/],
  ])('refuses to start with a hook that cannot work (%j)', (env, message) => {
    expect(() => createRelay({ OUTBOX_DIR: outboxDir, LEADS_DB_PATH: ':memory:', ...env }, { log: () => {} })).toThrow(RelayConfigError);
    expect(() => createRelay({ OUTBOX_DIR: outboxDir, LEADS_DB_PATH: ':memory:', ...env }, { log: () => {} })).toThrow(message);
  });

  it('starts with the hook off when only the variables GitHub Actions sets itself are present (CI)', () => {
    openRelay({ OUTBOX_DIR: outboxDir, LEADS_DB_PATH: ':memory:', GITHUB_REPOSITORY: 'nortia/site', GITHUB_API_URL: 'https://api.github.com' });
    expect(logs).toEqual([
      expect.stringMatching(/^relay newsletter_confirm_key=ephemeral /),
      'relay providers contact=outbox newsletter=outbox newsletter_confirmation=outbox complaint=outbox operator=outbox cms_hook=disabled cms_draft_hook=disabled',
    ]);
  });
});

describe('under the hosts', () => {
  it('the Node server passes the raw body through unchanged', async () => {
    const root = await mkdtemp(join(tmpdir(), 'hook-site-'));
    const relay = openRelay(githubEnv());
    const server: Server = await createSiteServer({
      root,
      api: async (request, clientIp) => (await relay.handle(request, { clientIp })) ?? new Response(null, { status: 404 }),
      log: () => {},
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Pretty-printed on purpose: re-serialising the parsed body would break the signature.
      const body = JSON.stringify(publish, null, 2);
      const response = await fetch(`http://127.0.0.1:${port}/api/hooks/cms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'gcms-signature': hygraphSignature(body) },
        body,
      });
      expect(response.status).toBe(202);
      expect(fake.requests.map((request) => request.path)).toEqual([DISPATCH_PATH]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    }
  });

  it('the Cloudflare Worker answers it with Web Crypto', async () => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => logs.push(line));
    try {
      const env = {
        ...githubEnv(),
        // A worker has no outbox: the form providers must be configured for the relay to start.
        ...customerioEnv(),
      };
      const assets = vi.fn(async () => new Response('static'));
      const response = await worker.fetch(hook(JSON.stringify(publish)), { ...env, ASSETS: { fetch: assets } });
      expect(response.status).toBe(202);
      expect(assets).not.toHaveBeenCalled();
      expect(fake.requests.map((request) => request.path)).toEqual([DISPATCH_PATH]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
