/**
 * Cloudflare adapter: one Worker serves the site's static assets (`out/`, through the ASSETS binding), the relay,
 * the lead queue's consumer and the cron schedule (wrangler.toml; docs/decisions/0032-leads-stored-before-the-answer.md).
 * The same relay as `npm start`, minus the outbox (a worker has no file system), so the Customer.io variables
 * must be set as secrets (`wrangler secret put CUSTOMERIO_APP_API_KEY`, ...; see .env.example). Leads live in D1
 * (binding LEADS_DB) and are delivered through the Queue LEADS_QUEUE.
 *
 * Rate limit: with a Rate Limiting binding named RELAY_RATE_LIMITER, accepted posts are counted by Cloudflare,
 * keyed on route and CF-Connecting-IP; without it, by the in-memory limiter, which lives per isolate and so is a
 * first line only (src/relay/README.md, docs/operations.md).
 */
import type { RelayEnv } from '../config';
import { errorResponse } from '../http';
import { createWorkerLeads, type QueueBatch, type WorkerLeads } from '../leads/worker';
import type { HostRateLimiter } from '../rate-limit';
import { createRelayCore, isRelayRequest, type Relay } from '../relay';

/** Cloudflare's Rate Limiting binding: `limit({ key })` counts one hit and says whether it is within the limit. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The binding's name in the wrangler config. */
export const RATE_LIMIT_BINDING = 'RELAY_RATE_LIMITER';
/** The binding's period (10 or 60 s) cannot be read at run time: a limited visitor is told to wait the longer one. */
export const RATE_LIMIT_BINDING_RETRY_AFTER_SECONDS = 60;

/** The bindings this adapter reads: the relay's string variables, static assets, D1, the queue and the limiter. */
export type CloudflareEnv = Record<string, unknown> & { ASSETS?: { fetch(request: Request): Promise<Response> } };

/** The part of the Workers ExecutionContext used here. */
export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

// Bindings hold non-string values too (ASSETS, D1, ...): the relay sees only the strings.
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

interface Runtime {
  relay: Relay;
  leads: WorkerLeads;
}

// The env object is the same for every request an isolate serves, so the relay (and its limiter) is kept per env.
const runtimes = new WeakMap<object, Runtime>();

/** The relay and lead pipeline for `env`, or null (logged) when the settings are broken. */
function runtimeOf(env: CloudflareEnv): Runtime | null {
  const known = runtimes.get(env);
  if (known) return known;
  let leads: WorkerLeads | undefined;
  try {
    const relay = createRelayCore(stringsOf(env), {
      acceptedPostLimiter: rateLimiterOf(env),
      // A built page, from the static assets (a complaint's receipt); the host part of the address is not read.
      sitePage: env.ASSETS ? (path) => env.ASSETS!.fetch(new Request(new URL(path, 'https://assets.invalid'))) : undefined,
      leads: (senders, config, log) =>
        (leads = createWorkerLeads(env, senders, { settings: config.leads, providerTimeoutMs: config.providerTimeoutMs, log })),
    });
    const runtime = { relay, leads: leads! };
    runtimes.set(env, runtime);
    return runtime;
  } catch (error) {
    console.error(`relay configuration error: ${(error as Error).message}`);
    return null;
  }
}

/** Workers module entry (src/worker.ts re-exports it: wrangler wants an entry whose exports are handlers only). */
const worker = {
  async fetch(request: Request, env: CloudflareEnv): Promise<Response> {
    // wrangler.toml's run_worker_first sends /api/* and the confirmation pages here; only the relay's requests stay.
    if (!isRelayRequest(request.method, new URL(request.url).pathname)) {
      return env.ASSETS ? env.ASSETS.fetch(request) : new Response('Not found', { status: 404 });
    }
    const runtime = runtimeOf(env);
    if (!runtime) return errorResponse(500, 'standard_error');
    return (
      (await runtime.relay.handle(request, { clientIp: request.headers.get('CF-Connecting-IP') ?? undefined })) ??
      (env.ASSETS ? env.ASSETS.fetch(request) : new Response('Not found', { status: 404 }))
    );
  },

  /** The lead queue's consumer, and the dead-letter queue's. */
  async queue(batch: QueueBatch, env: CloudflareEnv): Promise<void> {
    const runtime = runtimeOf(env);
    // Broken settings: leave the messages to the queue's retries (and in the end the dead-letter queue).
    if (!runtime) throw new Error('relay configuration error');
    await runtime.leads.consume(batch);
  },

  /** The cron trigger (wrangler.toml `[triggers]`): re-queue stale leads, re-drive failed ones, purge old ones. */
  async scheduled(_controller: unknown, env: CloudflareEnv, ctx: ExecutionContext): Promise<void> {
    const runtime = runtimeOf(env);
    if (!runtime) throw new Error('relay configuration error');
    ctx.waitUntil(runtime.leads.schedule());
  },
};

export default worker;
