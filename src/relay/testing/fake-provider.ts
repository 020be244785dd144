import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * What the fake answers: a status and optional body, `afterMs` after the request arrived (at once by default), or
 * 'hang' to never answer (until the server closes). The request counts as received either way, as at a provider
 * that acts on a request before it answers.
 */
export type FakeReply =
  | { status: number; body?: string; contentType?: string; headers?: Record<string, string>; afterMs?: number }
  | 'hang';

/**
 * A stand-in for Customer.io and GitHub in tests: an HTTP server on 127.0.0.1 (a random port unless
 * `port` is given) that records every request and answers with `reply(request)`.
 */
export async function startFakeProvider(reply: (request: RecordedRequest) => FakeReply, port = 0) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const late = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = reply(recorded);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      const contentType = answer.body ? { 'Content-Type': answer.contentType ?? 'application/json' } : {};
      const send = () => {
        res.writeHead(answer.status, { ...contentType, ...answer.headers });
        res.end(answer.body);
      };
      if (!answer.afterMs) return send();
      const timer = setTimeout(() => {
        late.delete(timer);
        if (!res.destroyed) send();
      }, answer.afterMs);
      late.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    async close() {
      for (const timer of late) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;
