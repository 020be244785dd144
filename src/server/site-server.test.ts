import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get as httpGet, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatHeadersFile, formatRedirectsFile, headerRules, redirectRules } from './host-rules';
import { createSiteServer, SERVER_TIMEOUTS } from './site-server';
import { isRelayRequest } from '@/relay';

let root: string;
let outside: string;
let server: Server;
let base: string;
const apiCalls: string[] = [];
const apiSeen: { origin: string; clientIp: string }[] = [];
const logged: string[] = [];
const bigHtml = `<!doctype html><html><body>${'<p>Asesoramiento independiente</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  const files: Record<string, string> = {
    'index.html': '<p>root</p>',
    '404.html': '<h1>404 es</h1>',
    'es.html': bigHtml,
    'pt/404.html': '<h1>404 — Página não encontrada</h1>',
    'pt/contact.html': '<h1>Contacto</h1>',
    'pt/newsletter/confirm.html': '<form method="post"><button>Confirmar</button></form>',
    'docs/index.html': '<h1>docs index</h1>',
    '_next/static/chunks/app-abc123.js': 'console.log("x");'.repeat(200),
    'favicon.svg': '<svg/>',
    'media/cms/0a1b2c3d4e5f60718293-800.webp': 'RIFF',
    '_headers': formatHeadersFile(headerRules({ thirdPartyScriptOrigins: [], inlineScripts: [] })),
    '_redirects': formatRedirectsFile(redirectRules()),
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  outside = await mkdtemp(path.join(os.tmpdir(), 'outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'not for the web');
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(outside, path.join(root, 'linked'));
  server = await createSiteServer({
    root,
    log: (line) => logged.push(line),
    isApiRequest: isRelayRequest,
    api: async (request, clientIp) => {
      apiSeen.push({ origin: new URL(request.url).origin, clientIp });
      apiCalls.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
      return Response.json({ ok: true }, { status: 200 });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const get = (url: string, init?: RequestInit) => fetch(`${base}${url}`, { redirect: 'manual', ...init });

/** Raw bytes and headers (fetch would decompress the body itself). */
function raw(url: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('site server', () => {
  it('resolves extensionless paths to .html and folders to index.html', async () => {
    expect(await (await get('/pt/contact')).text()).toBe('<h1>Contacto</h1>');
    expect(await (await get('/pt/contact/')).text()).toBe('<h1>Contacto</h1>');
    expect(await (await get('/docs')).text()).toBe('<h1>docs index</h1>');
    expect(await (await get('/')).text()).toBe('<p>root</p>');
  });

  it('answers misses with the nearest 404 page and status 404', async () => {
    const pt = await get('/pt/nope');
    expect(pt.status).toBe(404);
    expect(await pt.text()).toContain('Página não encontrada');
    const other = await get('/nope/deeper');
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('<h1>404 es</h1>');
  });

  it('never serves files outside the site folder', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>404 es</h1>');
  });

  it('sends content types, security headers and caching by kind of file', async () => {
    const html = await get('/es');
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await get('/_next/static/chunks/app-abc123.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const cmsImage = await get('/media/cms/0a1b2c3d4e5f60718293-800.webp');
    expect(cmsImage.headers.get('content-type')).toBe('image/webp');
    expect(cmsImage.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await raw('/es', { 'accept-encoding': 'gzip, br' });
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigHtml);
    expect(br.body.length).toBeLessThan(bigHtml.length / 10);
    const gz = await raw('/es', { 'accept-encoding': 'gzip' });
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigHtml);
    const none = await raw('/es', { 'accept-encoding': 'identity' });
    expect(none.encoding).toBeUndefined();
    expect(none.body.toString()).toBe(bigHtml);
  });

  it('answers 304 to a matching If-None-Match: the tag, a list holding it, or *', async () => {
    const etag = (await get('/pt/contact')).headers.get('etag')!;
    const status = async (ifNoneMatch: string) => (await get('/pt/contact', { headers: { 'if-none-match': ifNoneMatch } })).status;
    expect(await status(etag)).toBe(304);
    expect(await status(`"other", ${etag}`)).toBe(304);
    expect(await status(etag.replace(/^W\//, ''))).toBe(304);
    expect(await status('*')).toBe(304);
    expect(await status('"other"')).toBe(200);
  });

  it('applies the published redirect rules', async () => {
    const response = await get('/it/about');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/it/about-us');
    expect((await get('/en/services')).headers.get('location')).toBe('/en');
  });

  it('hands /api/ requests with their body to the relay', async () => {
    const response = await get('/api/contact', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(apiCalls.at(-1)).toBe('POST /api/contact {"a":1}');
  });

  it('refuses other methods on static files', async () => {
    expect((await get('/es', { method: 'POST' })).status).toBe(405);
  });

  it("serves a newsletter confirmation page as a file, and hands its button's POST (query included) to the relay", async () => {
    const calls = apiCalls.length;
    const page = await get('/pt/newsletter/confirm?token=abc');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirmar');
    expect(apiCalls).toHaveLength(calls);
    const pressed = await get('/pt/newsletter/confirm?token=abc', { method: 'POST', body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(pressed.status).toBe(200);
    expect(apiCalls.at(-1)).toBe('POST /pt/newsletter/confirm ');
    expect(apiSeen.length).toBe(apiCalls.length);
  });
});

/** A raw HTTP/1.1 exchange, for requests fetch will not send (a Host with credentials, a broken URL). */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('site server against hostile requests', () => {
  it('answers 400 to a path with malformed percent-encoding instead of serving the root page', async () => {
    for (const url of ['/es/%ff', '/%E0%A4%A', '/api/%zz']) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(await response.text()).not.toContain('root');
    }
  });

  it('never serves the host rule files', async () => {
    for (const url of ['/_headers', '/_redirects', '/_routes.json']) expect((await get(url)).status, url).toBe(404);
  });

  it('does not follow a symbolic link out of the site folder', async () => {
    expect((await get('/leak.txt')).status).toBe(404);
    expect((await get('/linked/secret.txt')).status).toBe(404);
    expect(await (await get('/linked/secret.txt')).text()).not.toContain('not for the web');
  });

  it('answers 400, not 500, to a Host with credentials or other junk on /api/', async () => {
    for (const host of ['evil@host', 'a b', 'host/path']) {
      const answer = await rawRequest(`POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
      expect(answer, host).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(logged.some((line) => line.startsWith('server error'))).toBe(false);
  });

  it('logs a client hanging up mid-upload as that, not as a server error', async () => {
    const { port } = new URL(base);
    const seen = logged.length;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json', 'content-length': '5000' } });
    req.on('error', () => undefined);
    // Hung up once the server is reading the body: it has the headers, not the 5000 bytes announced.
    server.once('request', () => req.destroy());
    req.write('{"name":"');
    // The server logs how the request ended, whichever way it did.
    await vi.waitFor(() => expect(logged.slice(seen).some((line) => /^(client closed the connection during|server error on) POST \/api\/contact/.test(line))).toBe(true), { timeout: 5_000 });
    expect(logged.some((line) => line.startsWith('server error'))).toBe(false);
    expect(logged.some((line) => line.startsWith('client closed the connection during POST /api/contact'))).toBe(true);
  });

  it('ignores forwarding headers it has not been told to trust', async () => {
    await get('/api/contact', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(apiSeen.at(-1)).toEqual({ origin: base, clientIp: '127.0.0.1' });
  });

  it('limits how long a client may take', () => {
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
  });
});

describe('site server behind a trusted proxy', () => {
  it('takes the scheme, host and client from the headers its one trusted proxy writes', async () => {
    const seen: { origin: string; clientIp: string }[] = [];
    const proxied = await createSiteServer({
      root,
      proxyTrust: { hops: 1 },
      log: () => undefined,
      api: async (request, clientIp) => {
        seen.push({ origin: new URL(request.url).origin, clientIp });
        return Response.json({ ok: true });
      },
    });
    await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}/api/contact`;
    try {
      // The client forged an X-Forwarded-For entry; the proxy appended the address it really saw.
      await fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.nortia.test' },
      });
      expect(seen.at(-1)).toEqual({ origin: 'https://www.nortia.test', clientIp: '203.0.113.9' });
    } finally {
      await new Promise((resolve) => proxied.close(resolve));
    }
  });
});
