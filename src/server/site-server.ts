import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { chooseEncoding, CompressionCache } from './compression';
import {
  IMMUTABLE,
  IMMUTABLE_FOLDERS,
  matchesPattern,
  parseHeadersFile,
  parseRedirectsFile,
  type HeaderRule,
} from './host-rules';
import type { RedirectRule } from '@/lib/routes';
import { clientAddress, requestOrigin, type ProxyTrust } from './proxy';
import { COMPRESSIBLE, contentTypeOf, resolveStaticFile } from './static-site';

export type ApiHandler = (request: Request, clientIp: string) => Promise<Response>;

export type SiteServerOptions = {
  /** The exported site (out/). */
  root: string;
  api: ApiHandler;
  /**
   * Which requests go to `api` rather than the files: by default everything under /api/; the relay's own rule
   * (`isRelayRequest`) adds the newsletter confirmation pages' POST.
   */
  isApiRequest?: (method: string, pathname: string) => boolean;
  /** How many reverse proxies in front are ours (TRUST_PROXY_HOPS); none by default. */
  proxyTrust?: ProxyTrust;
  log?: (line: string) => void;
};

/**
 * Slow clients may not hold a connection open for ever: a request's headers within 10 s, the whole request
 * (a form post is at most 16 KB) within 30 s, idle keep-alive connections closed after 5 s.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 } as const;

async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

function cacheControlFor(pathname: string, file: string): string {
  if (IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(folder))) return IMMUTABLE;
  if (file.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by Node's fetch for streamed request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** RFC 9110 If-None-Match: `*`, or a list of entity tags compared weakly (a W/ prefix does not matter). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function plain(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** True when the failure is the client going away (hung up mid-upload, reset), which is not the server's error. */
function clientWentAway(req: IncomingMessage, error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return req.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error as Error)?.name === 'AbortError';
}

async function sendResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string>) {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The server behind `npm start`: serves out/ the way the CDN does (same _headers and _redirects files, the
 * nearest 404 page, compression, immutable caching of hashed assets) and hands /api/* to the relay.
 */
const underApi = (_method: string, pathname: string) => pathname.startsWith('/api/');

export async function createSiteServer({
  root,
  api,
  isApiRequest = underApi,
  proxyTrust = { hops: 0 },
  log = console.log,
}: SiteServerOptions): Promise<Server> {
  const siteRoot = path.resolve(root);
  const headerRules: HeaderRule[] = parseHeadersFile(await readOptional(path.join(siteRoot, '_headers')));
  const redirects: RedirectRule[] = parseRedirectsFile(await readOptional(path.join(siteRoot, '_redirects')));
  const compressed = new CompressionCache();

  const headersFor = (pathname: string) =>
    Object.assign({}, ...headerRules.filter((rule) => matchesPattern(rule.pattern, pathname)).map((rule) => rule.headers));

  const server = createServer({ ...SERVER_TIMEOUTS }, async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    try {
      try {
        decodeURIComponent(pathname);
      } catch {
        plain(res, 400, 'Bad Request: malformed percent-encoding');
        return;
      }

      if (isApiRequest(req.method ?? 'GET', pathname)) {
        const origin = requestOrigin(req, proxyTrust);
        if (!origin) {
          plain(res, 400, 'Bad Request: invalid Host');
          return;
        }
        const answer = await api(toRequest(req, origin), clientAddress(req, proxyTrust));
        // The relay may answer without reading the body (wrong origin or type, rate limit): unread bytes would be
        // taken for the next request on this connection, so the client is told to open a new one.
        if (!req.complete) res.shouldKeepAlive = false;
        await sendResponse(res, answer, headersFor(pathname));
        return;
      }

      const redirect = redirects.find((rule) => rule.from === pathname.replace(/\/+$/, ''));
      if (redirect) {
        res.writeHead(redirect.status, { ...headersFor(pathname), Location: redirect.to + url.search });
        res.end();
        return;
      }

      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method Not Allowed');
        return;
      }

      const found = await resolveStaticFile(siteRoot, pathname);
      if (!found) {
        plain(res, 404, 'Not Found');
        return;
      }

      const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
      const ext = path.extname(found.file).toLowerCase();
      const ruled = headersFor(pathname);
      const headers: Record<string, string> = {
        ...ruled,
        'Content-Type': contentTypeOf(found.file),
        // A Cache-Control of the host rules wins, as on the CDN (the preview site's no-store); else the defaults.
        'Cache-Control': found.status === 404 ? 'no-cache' : (ruled['Cache-Control'] ?? cacheControlFor(pathname, found.file)),
        ETag: etag,
        Vary: 'Accept-Encoding',
      };
      if (found.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }

      let body: Buffer = await readFile(found.file);
      const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? chooseEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        body = await compressed.get(`${found.file}:${etag}`, encoding, body);
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(found.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (clientWentAway(req, error)) {
        log(`client closed the connection during ${req.method} ${pathname}`);
        res.destroy();
        return;
      }
      log(`server error on ${req.method} ${pathname}: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    } finally {
      if (process.env.LOG_REQUESTS === '1') log(`${req.method} ${pathname} ${res.statusCode} ${Date.now() - started}ms`);
    }
  });
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  return server;
}
