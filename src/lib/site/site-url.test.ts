import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoopbackUrl, LOCAL_SITE_URL, normalizeSiteUrl, siteUrl, siteUrlIsSet } from './site-url';

describe('normalizeSiteUrl', () => {
  it.each([
    ['https://www.example.org', 'https://www.example.org'],
    ['https://www.example.org/', 'https://www.example.org'],
    ['  HTTPS://WWW.Example.ORG:443/ ', 'https://www.example.org'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://www.example.org:8443', 'https://www.example.org:8443'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeSiteUrl(input)).toBe(expected);
  });

  it.each(['www.example.org', 'ftp://example.org', 'https://example.org/blog', 'https://example.org/?a=1', 'https://example.org/#top', 'https://user:pw@example.org', ''])(
    'refuses %j, naming the variable',
    (input) => {
      expect(() => normalizeSiteUrl(input, 'SITE_URL')).toThrow(/SITE_URL/);
    },
  );
});

describe('isLoopbackUrl', () => {
  it.each(['http://localhost:3000/es', 'http://127.0.0.1:4182', 'http://127.1.2.3', 'http://[::1]:3000', 'http://0.0.0.0:8080', 'http://app.localhost'])(
    '%s is loopback',
    (url) => expect(isLoopbackUrl(url)).toBe(true),
  );
  it.each(['https://www.nortia.test', 'https://localhost.example.org', 'not a url'])('%s is not', (url) => expect(isLoopbackUrl(url)).toBe(false));
});

describe('siteUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads SITE_URL, normalised', () => {
    vi.stubEnv('SITE_URL', 'https://www.nortia.test/');
    expect(siteUrl()).toBe('https://www.nortia.test');
    expect(siteUrlIsSet()).toBe(true);
  });

  it('falls back to the local server when SITE_URL is unset or blank', () => {
    vi.stubEnv('SITE_URL', ' ');
    expect(siteUrl()).toBe(LOCAL_SITE_URL);
    expect(siteUrlIsSet()).toBe(false);
  });

  it('fails on a malformed SITE_URL instead of publishing broken links', () => {
    vi.stubEnv('SITE_URL', 'www.nortia.test');
    expect(() => siteUrl()).toThrow(/SITE_URL is not an absolute URL/);
  });
});
