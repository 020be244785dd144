import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get as httpGet, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile, formatRedirectsFile, headerRules, redirectRules } from './host-rules';
import { createSiteServer } from './site-server';

let root: string;
let server: Server;
let base: string;
const apiCalls: string[] = [];
const bigHtml = `<!doctype html><html><body>${'<p>Asesoramiento independiente</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  const files: Record<string, string> = {
    'index.html': '<p>root</p>',
    '404.html': '<h1>404 es</h1>',
    'es.html': bigHtml,
    'pt/404.html': '<h1>404 — Página não encontrada</h1>',
    'pt/contact.html': '<h1>Contacto</h1>',
    'docs/index.html': '<h1>docs index</h1>',
    '_next/static/chunks/app-abc123.js': 'console.log("x");'.repeat(200),
    'favicon.svg': '<svg/>',
    'media/cms/0a1b2c3d4e5f60718293-800.webp': 'RIFF',
    '_headers': formatHeadersFile(headerRules({ thirdPartyScriptOrigins: [] })),
    '_redirects': formatRedirectsFile(redirectRules()),
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  server = await createSiteServer({
    root,
    log: () => undefined,
    api: async (request) => {
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

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/pt/contact');
    const again = await get('/pt/contact', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
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
});
