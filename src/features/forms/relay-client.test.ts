import { describe, expect, it, vi } from 'vitest';
import { postToRelay, relayUrl } from './relay-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('relayUrl', () => {
  it('posts to the same origin by default', () => {
    expect(relayUrl('contact', '')).toBe('/api/contact');
  });

  it('uses a relay on another origin when configured', () => {
    expect(relayUrl('newsletter', 'https://relay.example.com/')).toBe('https://relay.example.com/api/newsletter');
  });
});

describe('postToRelay', () => {
  it('sends the fields as JSON and reports success', async () => {
    const fetchImpl = vi.fn(async () => json(200, { ok: true }));
    expect(await postToRelay('contact', { name: 'Ana' }, fetchImpl)).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Ana' });
  });

  it('passes the relay error key on', async () => {
    const fetchImpl = vi.fn(async () => json(422, { ok: false, error: 'invalid_phone' }));
    expect(await postToRelay('contact', {}, fetchImpl)).toEqual({ ok: false, problems: [{ error: 'invalid_phone' }] });
  });

  it('passes the listed problems on, field by field', async () => {
    const errors = [
      { field: 'phoneNumber', error: 'invalid_phone' },
      { field: 'name', error: 'required' },
      { field: 'email', error: 'something_new' },
    ];
    const fetchImpl = vi.fn(async () => json(422, { ok: false, error: 'invalid_phone', errors }));
    expect(await postToRelay('contact', {}, fetchImpl)).toEqual({
      ok: false,
      problems: [
        { field: 'phoneNumber', error: 'invalid_phone' },
        { field: 'name', error: 'required' },
        { field: 'email', error: 'standard_error' },
      ],
    });
  });

  it('turns a key no form should meet into standard_error', async () => {
    const fetchImpl = vi.fn(async () => json(403, { ok: false, error: 'forbidden_origin' }));
    expect(await postToRelay('contact', {}, fetchImpl)).toEqual({ ok: false, problems: [{ error: 'standard_error' }] });
  });

  it('treats a non-JSON answer (a proxy error page) as standard_error', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await postToRelay('newsletter', {}, fetchImpl)).toEqual({ ok: false, problems: [{ error: 'standard_error' }] });
  });

  it('does not take a 200 without ok:true for a success', async () => {
    const fetchImpl = vi.fn(async () => json(200, { queued: true }));
    expect(await postToRelay('newsletter', {}, fetchImpl)).toEqual({ ok: false, problems: [{ error: 'standard_error' }] });
  });

  it('reports an unreachable relay as network_error', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postToRelay('contact', {}, fetchImpl)).toEqual({ ok: false, problems: [{ error: 'network_error' }] });
  });
});
