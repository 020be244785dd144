import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker, { onRequest, RATE_LIMIT_BINDING, type CloudflareEnv, type RateLimitBinding } from './cloudflare';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider((request) =>
    request.path === '/v1/send/email' ? { status: 200, body: '{"delivery_id":"d"}' } : { status: 204 },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const SITE = 'https://www.nortia.test';
const signUp = { name: 'Rui Costa', email: 'rui.costa@example.pt' };

function bindings(extra: Record<string, unknown> = {}): CloudflareEnv {
  return {
    CUSTOMERIO_APP_API_KEY: 'app-key',
    CUSTOMERIO_CONTACT_MESSAGE_ID: '7',
    CONTACT_RECIPIENT_EMAIL: 'office@nortia.test',
    CUSTOMERIO_API_BASE: fake.url,
    CUSTOMERIO_SITE_ID: 'site',
    CUSTOMERIO_TRACK_API_KEY: 'track-key',
    CUSTOMERIO_NEWSLETTER_FORM_ID: 'nl',
    CUSTOMERIO_TRACK_BASE: fake.url,
    ASSETS: { fetch: async () => new Response('static page') },
    SOME_KV: { get: () => null }, // a non-string binding the relay must ignore
    ...extra,
  };
}

function signUpRequest(ip: string, path = '/api/newsletter') {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': ip },
    body: JSON.stringify(signUp),
  });
}

describe('Workers module', () => {
  it('answers /api/* with the relay and sends through Customer.io', async () => {
    const response = await worker.fetch(signUpRequest('192.0.2.10'), bindings());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(fake.requests.map((request) => request.path)).toEqual(['/api/v1/forms/nl/submit']);
  });

  it('hands other paths to the ASSETS binding', async () => {
    const response = await worker.fetch(new Request(`${SITE}/es/contact`), bindings());
    expect(await response.text()).toBe('static page');
  });

  it('rate-limits by CF-Connecting-IP across requests of one isolate', async () => {
    const env = bindings({ RELAY_RATE_LIMIT_MAX: '1' });
    expect((await worker.fetch(signUpRequest('192.0.2.20'), env)).status).toBe(200);
    const limited = await worker.fetch(signUpRequest('192.0.2.20'), env);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await worker.fetch(signUpRequest('192.0.2.21'), env)).status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 500 standard_error when no provider is configured (a worker has no outbox)', async () => {
    const response = await worker.fetch(signUpRequest('192.0.2.30'), { ASSETS: bindings().ASSETS });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ok: false, error: 'standard_error' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('no contact provider'));
    expect(fake.requests).toHaveLength(0);
  });
});

/** A stand-in for Cloudflare's Rate Limiting binding: allows `limit` hits per key, records every key it saw. */
function fakeRateLimitBinding(limit: number) {
  const keys: string[] = [];
  const binding: RateLimitBinding = {
    async limit({ key }) {
      keys.push(key);
      return { success: keys.filter((seen) => seen === key).length <= limit };
    },
  };
  return { binding, keys };
}

describe('Rate Limiting binding', () => {
  it('counts accepted posts with the binding, keyed on route and CF-Connecting-IP, instead of in memory', async () => {
    const { binding, keys } = fakeRateLimitBinding(2);
    // The in-memory limit would refuse the second post: the binding's limit is the one that holds.
    const env = bindings({ [RATE_LIMIT_BINDING]: binding, RELAY_RATE_LIMIT_MAX: '1' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await worker.fetch(signUpRequest('198.51.100.7'), env)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(keys).toEqual(Array(3).fill('/api/newsletter|198.51.100.7'));
    expect(fake.requests).toHaveLength(2);
  });

  it('tells a limited visitor to retry after the longest period the binding can have', async () => {
    const { binding } = fakeRateLimitBinding(0);
    const limited = await worker.fetch(signUpRequest('198.51.100.8'), bindings({ [RATE_LIMIT_BINDING]: binding }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ ok: false, error: 'rate_limited' });
  });

  it('is consulted only for posts that passed validation', async () => {
    const { binding, keys } = fakeRateLimitBinding(5);
    const env = bindings({ [RATE_LIMIT_BINDING]: binding });
    const typo = new Request(`${SITE}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': '198.51.100.9' },
      body: JSON.stringify({ ...signUp, email: 'rui.costa@' }),
    });
    expect((await worker.fetch(typo, env)).status).toBe(422);
    expect(keys).toEqual([]);
  });
});

describe('Pages Functions', () => {
  it('relays /api/* and calls next() for anything else', async () => {
    const env = bindings();
    const next = vi.fn(async () => new Response('next'));
    const relayed = await onRequest({ request: signUpRequest('192.0.2.40'), env, next });
    expect(relayed.status).toBe(200);
    expect(next).not.toHaveBeenCalled();

    const passed = await onRequest({ request: new Request(`${SITE}/pt/`), env, next });
    expect(await passed.text()).toBe('next');
    expect(next).toHaveBeenCalledTimes(1);
  });
});
