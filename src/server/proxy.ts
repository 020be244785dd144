import type { IncomingMessage } from 'node:http';

/**
 * Who is asking, and on which origin, for a server that may sit behind reverse proxies (a TLS terminator, a load
 * balancer). Forwarding headers are anyone's to write, so they are read only when TRUST_PROXY_HOPS says how many
 * proxies of ours stand in front: each appends the address it saw to X-Forwarded-For, so the client is the entry
 * that the outermost trusted proxy appended, `hops` places from the right. Whatever a client wrote further left is
 * ignored. With 0 hops (the default) the socket is the client and the Host header the origin, over plain http.
 */
export type ProxyTrust = { hops: number };

export class ProxyConfigError extends Error {}

export function readProxyTrust(env: Record<string, string | undefined>): ProxyTrust {
  const raw = env.TRUST_PROXY_HOPS?.trim();
  if (!raw) return { hops: 0 };
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ProxyConfigError(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, not "${raw}"`);
  }
  return { hops };
}

/** A Host header's shape: a name or IPv4 address, or a bracketed IPv6 address, with an optional port; nothing else. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  return HOST.test(host);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The last value of a comma-separated header: the one the nearest proxy wrote. */
function lastListed(value: string | undefined): string | undefined {
  return value?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
}

/** The client's address: the socket's, or with trusted proxies the address the outermost of them saw. */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trust.hops === 0) return socket;
  const chain = (header(req, 'x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  // Fewer entries than trusted hops: the request came past some of our proxies; the leftmost is the best we know.
  return chain.at(-trust.hops) ?? chain[0] ?? socket;
}

/**
 * The origin the visitor's browser used (what its Origin header will say), or null when the Host it names is not a
 * host name. Behind trusted proxies the scheme and host come from X-Forwarded-Proto and X-Forwarded-Host.
 */
export function requestOrigin(req: IncomingMessage, trust: ProxyTrust): string | null {
  let scheme = 'http';
  let host = header(req, 'host');
  if (trust.hops > 0) {
    const proto = lastListed(header(req, 'x-forwarded-proto'))?.toLowerCase();
    if (proto === 'https' || proto === 'http') scheme = proto;
    host = lastListed(header(req, 'x-forwarded-host')) ?? host;
  }
  if (!host) return 'http://localhost';
  return isValidHost(host) ? `${scheme}://${host.toLowerCase()}` : null;
}
