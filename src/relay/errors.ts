import type { FieldError, ValidationErrorKey } from '../lib/validation';

/**
 * Every error key the relay answers with, as `{ ok: false, error: <key> }`. The validation keys, `standard_error`
 * and `rate_limited` are what a visitor of the forms can meet; the
 * rest answer requests no form of ours sends, and the forms show standard_error for them.
 */
export type RelayErrorKey =
  | ValidationErrorKey
  | 'standard_error'
  | 'rate_limited'
  | 'forbidden_origin'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_json'
  // A urlencoded body that is not UTF-8 text (a form posted without JavaScript; answered with a result page).
  | 'invalid_body'
  | 'not_found'
  // The CMS publish webhook (/api/hooks/cms), called by the CMS, never by a visitor.
  | 'hooks_disabled'
  | 'invalid_signature'
  | 'stale_signature'
  | 'invalid_payload'
  | 'dispatch_failed';

/** A refused form carries every problem in `errors` (in the spec's order); `error` is the first, or the only one. */
export type RelayResponseBody = { ok: true; reference?: string } | { ok: false; error: RelayErrorKey; errors?: FieldError[] };
