import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, isValidHost, ProxyConfigError, readProxyTrust, requestOrigin } from './proxy';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.5') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('proxy trust', () => {
  it('reads TRUST_PROXY_HOPS as a small whole number, 0 when unset', () => {
    expect(readProxyTrust({})).toEqual({ hops: 0 });
    expect(readProxyTrust({ TRUST_PROXY_HOPS: '2' })).toEqual({ hops: 2 });
    for (const bad of ['-1', '1.5', 'yes', '11']) expect(() => readProxyTrust({ TRUST_PROXY_HOPS: bad })).toThrow(ProxyConfigError);
  });

  it('takes the client from X-Forwarded-For only as far as the trusted hops reach', () => {
    const req = request({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 3.3.3.3' });
    expect(clientAddress(req, { hops: 0 })).toBe('10.0.0.5');
    expect(clientAddress(req, { hops: 1 })).toBe('3.3.3.3');
    expect(clientAddress(req, { hops: 2 })).toBe('2.2.2.2');
    expect(clientAddress(request({ 'x-forwarded-for': '4.4.4.4' }), { hops: 3 })).toBe('4.4.4.4');
    expect(clientAddress(request({}), { hops: 1 })).toBe('10.0.0.5');
  });

  it('builds the origin from Host, or from the forwarded scheme and host when trusted', () => {
    const req = request({ host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.nortia.test' });
    expect(requestOrigin(req, { hops: 0 })).toBe('http://internal:3000');
    expect(requestOrigin(req, { hops: 1 })).toBe('https://www.nortia.test');
    expect(requestOrigin(request({ host: 'Site.Test', 'x-forwarded-proto': 'gopher' }), { hops: 1 })).toBe('http://site.test');
  });

  it('refuses a Host that is not a host', () => {
    for (const good of ['localhost', 'localhost:3000', 'www.nortia.test', '127.0.0.1:8788', '[::1]:3000']) expect(isValidHost(good), good).toBe(true);
    for (const bad of ['evil@host', 'a b', 'host/path', 'host:port', '-bad.test', '']) expect(isValidHost(bad), bad).toBe(false);
    expect(requestOrigin(request({ host: 'evil@host' }), { hops: 0 })).toBeNull();
  });
});
