/**
 * Cloudflare adapter: the same relay as `npm start`, minus the outbox (a worker has no file system), so the
 * Customer.io variables must be set as secrets (`wrangler secret put CUSTOMERIO_APP_API_KEY`, ...; see .env.example).
 *
 * Cloudflare Pages (static site from `out/` plus Functions): `functions/api/[[path]].ts` re-exports `onRequest`;
 * Pages bundles it and routes every /api/* request to it; other paths never reach it (see wrangler.toml).
 *
 * Workers (with static assets): set `main = "src/relay/adapters/cloudflare.ts"` in a Workers wrangler config; the
 * default export answers /api/* and hands every other path to the ASSETS binding.
 *
 * Rate limit: with a Rate Limiting binding named RELAY_RATE_LIMITER, accepted posts are counted by Cloudflare,
 * keyed on route and CF-Connecting-IP; without it, by the in-memory limiter, which lives per isolate and so is a
 * first line only (src/relay/README.md, docs/operations.md).
 */
import type { RelayEnv } from '../config';
import { errorResponse } from '../http';
import type { HostRateLimiter } from '../rate-limit';
import { createRelayCore, type Relay } from '../relay';

/** Cloudflare's Rate Limiting binding: `limit({ key })` counts one hit and says whether it is within the limit. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The binding's name in the wrangler config. */
export const RATE_LIMIT_BINDING = 'RELAY_RATE_LIMITER';
/** The binding's period (10 or 60 s) cannot be read at run time: a limited visitor is told to wait the longer one. */
export const RATE_LIMIT_BINDING_RETRY_AFTER_SECONDS = 60;

/** The bindings this adapter reads: the relay's string variables, and optionally static assets and the limiter. */
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

function isRateLimitBinding(value: unknown): value is RateLimitBinding {
  return typeof (value as Partial<RateLimitBinding> | undefined)?.limit === 'function';
}

/** The Rate Limiting binding as the relay's limiter of accepted posts, or undefined when it is not bound. */
export function rateLimiterOf(env: CloudflareEnv): HostRateLimiter | undefined {
  const binding = env[RATE_LIMIT_BINDING];
  if (!isRateLimitBinding(binding)) return undefined;
  return { hit: async (key) => ((await binding.limit({ key })).success ? 0 : RATE_LIMIT_BINDING_RETRY_AFTER_SECONDS) };
}

// The env object is the same for every request an isolate serves, so the relay (and its limiter) is kept per env.
const relays = new WeakMap<object, Relay>();

async function handle(request: Request, env: CloudflareEnv): Promise<Response | null> {
  let relay = relays.get(env);
  if (!relay) {
    try {
      relay = createRelayCore(stringsOf(env), { acceptedPostLimiter: rateLimiterOf(env) });
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
