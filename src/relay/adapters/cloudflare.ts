/**
 * Cloudflare adapter: the same relay as `npm start`, minus the outbox (a worker has no file system), so the
 * Customer.io variables must be set as secrets (`wrangler secret put CUSTOMERIO_APP_API_KEY`, ...; see ENV.md).
 *
 * Cloudflare Pages (static site from `out/` plus Functions): add `functions/api/[[path]].ts` containing
 *   export { onRequest } from '../../src/relay/adapters/cloudflare';
 * Pages bundles it and routes every /api/* request to it; other paths never reach it.
 *
 * Workers (with static assets): set `main = "src/relay/adapters/cloudflare.ts"` in wrangler.toml; the default
 * export answers /api/* and hands every other path to the ASSETS binding.
 *
 * The rate limiter lives per isolate, so on Cloudflare it is a first line only: add a rate-limiting rule on
 * /api/* in the zone for a global limit.
 */
import type { RelayEnv } from '../config';
import { errorResponse } from '../http';
import { createRelayCore, type Relay } from '../relay';

/** The bindings this adapter reads: the relay's string variables, plus the optional static-assets binding. */
export type CloudflareEnv = Record<string, unknown> & { ASSETS?: { fetch(request: Request): Promise<Response> } };

/** The part of a Pages Functions `EventContext` this adapter uses. */
export interface PagesContext {
  request: Request;
  env: CloudflareEnv;
  next(): Promise<Response>;
}

// Bindings hold non-string values too (ASSETS, KV, ...): the relay sees only the strings.
function stringsOf(env: CloudflareEnv): RelayEnv {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

// The env object is the same for every request an isolate serves, so the relay (and its limiter) is kept per env.
const relays = new WeakMap<object, Relay>();

async function handle(request: Request, env: CloudflareEnv): Promise<Response | null> {
  let relay = relays.get(env);
  if (!relay) {
    try {
      relay = createRelayCore(stringsOf(env));
    } catch (error) {
      console.error(`relay configuration error: ${(error as Error).message}`);
      return errorResponse(500, 'standard_error');
    }
    relays.set(env, relay);
  }
  return relay.handle(request, { clientIp: request.headers.get('CF-Connecting-IP') ?? undefined });
}

/** Pages Functions entry for `functions/api/[[path]].ts`. */
export async function onRequest(context: PagesContext): Promise<Response> {
  return (await handle(context.request, context.env)) ?? context.next();
}

/** Workers module entry. */
const worker = {
  async fetch(request: Request, env: CloudflareEnv): Promise<Response> {
    return (
      (await handle(request, env)) ??
      (env.ASSETS ? env.ASSETS.fetch(request) : new Response('Not found', { status: 404 }))
    );
  },
};

export default worker;
