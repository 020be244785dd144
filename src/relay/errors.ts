import type { ValidationErrorKey } from '../lib/validation';

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
  | 'not_found'
  // The CMS publish webhook (/api/hooks/cms), called by the CMS, never by a visitor.
  | 'hooks_disabled'
  | 'invalid_signature'
  | 'stale_signature'
  | 'invalid_payload'
  | 'dispatch_failed';

export type RelayResponseBody = { ok: true } | { ok: false; error: RelayErrorKey };
