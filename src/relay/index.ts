/**
 * The relay's Node entry, used by the `npm start` server: with no Customer.io keys, messages go to the local
 * outbox. Serverless platforms use `createRelayCore` through their adapter (adapters/), which has no file system.
 */
import type { RelayEnv } from './config';
import { errorResponse } from './http';
import { createOutbox } from './providers/outbox';
import { createRelayCore, isRelayPath, type Relay, type RelayContext, type RelayDeps } from './relay';

export { readRelayConfig, RelayConfigError, type RelayConfig, type RelayEnv } from './config';
export type { RelayErrorKey, RelayResponseBody } from './errors';
export { MAX_BODY_BYTES } from './http';
export {
  HONEYPOT_FIELD,
  createRelayCore,
  isRelayPath,
  type Relay,
  type RelayContext,
  type RelayDeps,
} from './relay';

/** A relay whose fallback for unconfigured providers is the outbox in OUTBOX_DIR (default `.data/outbox`). */
export function createRelay(env: RelayEnv, deps: RelayDeps = {}): Relay {
  return createRelayCore(env, {
    fallback: (config, log) => createOutbox(config.outboxDir, log),
    ...deps,
  });
}

// One relay (and so one rate limiter) per env record: process.env is the same object for the life of the process.
const relays = new WeakMap<RelayEnv, Relay>();

/**
 * Answers `/api/*` requests; resolves to null for every other path. Settings errors (RelayConfigError) become a
 * logged 500 for /api/ requests only, so the static site stays up; call `createRelay(process.env)` at start-up to
 * fail fast instead.
 */
export async function handleRelayRequest(request: Request, env: RelayEnv, ctx?: RelayContext): Promise<Response | null> {
  if (!isRelayPath(new URL(request.url).pathname)) return null;
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
