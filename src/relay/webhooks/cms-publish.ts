import { decodeUtf8, errorResponse, isJsonContentType, jsonResponse, parseJsonObject, readBodyBytes } from '../http';
import { createBuildTrigger, type PublishEvent } from './build-trigger';
import type { CmsHookConfig } from './config';
import { SIGNATURE_HEADER, verifySignature } from './signature';

export const CMS_HOOK_PATH = '/api/hooks/cms';
/** The draft webhook (save/update of drafts): same checks, its own secret, starts the preview build. */
export const CMS_DRAFT_HOOK_PATH = '/api/hooks/cms-draft';
/** A publish payload with the entry's fields is a few KB; anything near this is not from the CMS. */
export const MAX_HOOK_BODY_BYTES = 64 * 1024;
/** The CMS gives up after 3 s; the dispatch must be answered (or abandoned) before that. */
export const TRIGGER_TIMEOUT_MS = 2_500;

export interface CmsHookDeps {
  fetch: typeof fetch;
  /** Clock in ms, for the signature's timestamp check. */
  now: () => number;
}

export interface HookResult {
  response: Response;
  /** Short outcome for the relay's log line; never holds a secret. */
  outcome: string;
  /** `key=value` details for the same line: what was published, or why the dispatch failed. */
  detail?: string;
}

/**
 * `POST /api/hooks/cms`: the CMS's publish/unpublish webhook (and, with the draft hook's settings,
 * `POST /api/hooks/cms-draft`, its save webhook for the preview site). Verifies the signature over the raw body, then starts
 * one rebuild and answers 202 `{ ok: true }` once the build service accepted it. With no secret configured
 * (`config` null) every request is refused with 503 `hooks_disabled`: unsigned hooks are never accepted.
 */
export function createCmsPublishHook(config: CmsHookConfig | null, deps: CmsHookDeps): (request: Request) => Promise<HookResult> {
  const trigger = config && createBuildTrigger(config.target, { fetch: deps.fetch, timeoutMs: TRIGGER_TIMEOUT_MS });

  return async (request) => {
    if (request.method !== 'POST') {
      return { response: errorResponse(405, 'method_not_allowed', { Allow: 'POST' }), outcome: 'method_not_allowed' };
    }
    if (!config || !trigger) return { response: errorResponse(503, 'hooks_disabled'), outcome: 'hooks_disabled' };
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return { response: errorResponse(415, 'unsupported_media_type'), outcome: 'unsupported_media_type' };
    }

    const body = await readBodyBytes(request, MAX_HOOK_BODY_BYTES);
    if (!body.ok) return { response: errorResponse(413, 'payload_too_large'), outcome: 'payload_too_large' };
    const rawBody = decodeUtf8(body.bytes);
    if (rawBody === null) return { response: errorResponse(400, 'invalid_json'), outcome: 'invalid_json' };

    const signature = await verifySignature({
      header: request.headers.get(SIGNATURE_HEADER),
      rawBody,
      secrets: config.secrets,
      now: deps.now(),
    });
    if (!signature.ok) {
      const error = signature.reason === 'stale' ? 'stale_signature' : 'invalid_signature';
      return { response: errorResponse(401, error), outcome: `signature_${signature.reason}` };
    }

    const payload = parseJsonObject(rawBody);
    if (!payload) return { response: errorResponse(400, 'invalid_json'), outcome: 'invalid_json' };
    const event = publishEventOf(payload);
    if (!event) return { response: errorResponse(400, 'invalid_payload'), outcome: 'invalid_payload' };

    const published =
      `operation=${JSON.stringify(event.operation)} model=${JSON.stringify(event.model)} ` +
      `stage=${JSON.stringify(event.stage)} env=${JSON.stringify(signature.environment.slice(0, 40))}`;
    const result = await trigger.trigger(event);
    if (result.ok) return { response: jsonResponse(202, { ok: true }), outcome: `triggered:${trigger.name}`, detail: published };
    const failure = result.reason === 'rejected' ? `rejected:${result.status}` : result.reason;
    const cause = 'cause' in result ? ` cause=${JSON.stringify(result.cause)}` : '';
    return { response: errorResponse(502, 'dispatch_failed'), outcome: `trigger_${failure}:${trigger.name}`, detail: `${published}${cause}` };
  };
}

// Hygraph's payload always holds `operation` and `data: { __typename, id, stage }`; only those travel on, cut short.
function publishEventOf(payload: Record<string, unknown>): PublishEvent | null {
  const data = payload.data;
  if (typeof data !== 'object' || data === null) return null;
  const { __typename: model, id, stage } = data as Record<string, unknown>;
  const { operation } = payload;
  const fields = [operation, model, id, stage];
  if (!fields.every((value): value is string => typeof value === 'string' && value.length > 0)) return null;
  const [op, typename, entryId, entryStage] = fields.map((value) => value.slice(0, 100));
  return { operation: op, model: typename, id: entryId, stage: entryStage };
}
