/**
 * The relay's Node entry, used by the `npm start` server: leads are stored in SQLite and delivered by an in-process
 * loop; with no Customer.io keys, they are delivered to the local outbox. Cloudflare uses `createRelayCore` through
 * its adapter (adapters/), with D1 and a Queue and no file system.
 */
import type { RelayEnv } from './config';
import { errorResponse } from './http';
import { createNodeLeads, type NodeLeads } from './leads/node';
import { createOutbox } from './providers/outbox';
import { createRelayCore, isRelayRequest, type Relay, type RelayContext, type RelayDeps } from './relay';

export { readRelayConfig, RelayConfigError, type RelayConfig, type RelayEnv } from './config';
export type { RelayErrorKey, RelayResponseBody } from './errors';
export { MAX_BODY_BYTES } from './http';
export {
  HONEYPOT_FIELD,
  createRelayCore,
  isRelayPath,
  isRelayRequest,
  type Relay,
  type RelayContext,
  type RelayDeps,
} from './relay';

export type NodeRelay = Relay & { leads: NodeLeads };

/**
 * A relay whose leads live in the SQLite file LEADS_DB_PATH (default `.data/leads.sqlite`) and whose fallback for
 * unconfigured providers is the outbox in OUTBOX_DIR (default `.data/outbox`). `deps.pollMs` sets how often the
 * delivery loop looks for due leads (tests).
 */
export function createRelay(env: RelayEnv, deps: Omit<RelayDeps, 'leads'> & { pollMs?: number } = {}): NodeRelay {
  let leads: NodeLeads | undefined;
  const relay = createRelayCore(env, {
    fallback: (config, log) => createOutbox(config.outboxDir, log),
    ...deps,
    leads: (senders, config, log) =>
      (leads = createNodeLeads(config.leads, senders, { log, providerTimeoutMs: config.providerTimeoutMs, now: deps.now, pollMs: deps.pollMs })),
  });
  return { ...relay, leads: leads! };
}

// One relay (and so one rate limiter) per env record: process.env is the same object for the life of the process.
const relays = new WeakMap<RelayEnv, Relay>();

/**
 * Answers `/api/*` requests; resolves to null for every other path. Settings errors (RelayConfigError) become a
 * logged 500 for /api/ requests only, so the static site stays up; call `createRelay(process.env)` at start-up to
 * fail fast instead.
 */
export async function handleRelayRequest(request: Request, env: RelayEnv, ctx?: RelayContext): Promise<Response | null> {
  if (!isRelayRequest(request.method, new URL(request.url).pathname)) return null;
  let relay = relays.get(env);
  if (!relay) {
    try {
      relay = createRelay(env);
    } catch (error) {
      console.error(`relay configuration error: ${(error as Error).message}`);
      return errorResponse(500, 'standard_error');
    }
    relays.set(env, relay);
  }
  return relay.handle(request, ctx);
}
