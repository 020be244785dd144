/**
 * Hygraph's signed webhooks, checked with Web Crypto only (no node:crypto) so the same code runs under Node and in
 * a Cloudflare worker.
 *
 * Header: `gcms-signature: sign=<base64>, env=<environment>, t=<ms timestamp>`. The signed message is not the raw
 * body but the JSON text of `{"Body":"<raw body as a JSON string>","EnvironmentName":"<env>","TimeStamp":<t>}`
 * (keys in that order), with `&`, `<` and `>` written as the escapes `\\u0026`, `\\u003c`, `\\u003e`; the
 * signature is the base64 HMAC-SHA256 of that text with the webhook's secret key. This is what Hygraph's own
 * verifier does: `verifyWebhookSignature` with `rawPayload` in @hygraph/utils (github.com/hygraph/hygraph-utils,
 * index.js). Hygraph's bodies carry those characters already escaped, so for them the last step changes nothing.
 */

export const SIGNATURE_HEADER = 'gcms-signature';
/**
 * How old a signature may be. Hygraph signs when it first tries, then retries failed deliveries and can deliver
 * minutes late (its own verifier checks no time at all), so the window is wide. A replay inside it can only ask
 * for one more rebuild of what the CMS holds, which the deploy's concurrency group merges with any pending one.
 */
export const MAX_SIGNATURE_AGE_MS = 60 * 60_000;
/** How far ahead of our clock a signature may be: clock skew only, nothing is delivered before it is signed. */
export const MAX_SIGNATURE_FUTURE_MS = 5 * 60_000;

export interface SignatureParts {
  /** The decoded HMAC. */
  sign: Uint8Array<ArrayBuffer>;
  environment: string;
  timestamp: number;
}

export type SignatureCheck =
  | { ok: true; environment: string; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/** Splits the header into its three parts; null when any is missing or malformed. */
export function parseSignatureHeader(value: string): SignatureParts | null {
  const fields = new Map<string, string>();
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    // Base64 padding holds '=' too: split at the first one only.
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const sign = base64Bytes(fields.get('sign'));
  const environment = fields.get('env');
  const t = fields.get('t');
  if (!sign || !environment || !t || !/^\d{1,16}$/.test(t)) return null;
  return { sign, environment, timestamp: Number(t) };
}

/** The exact text Hygraph signs for this body, environment and timestamp. */
export function signedMessage(rawBody: string, environment: string, timestamp: number): string {
  const json = JSON.stringify({ Body: rawBody, EnvironmentName: environment, TimeStamp: timestamp });
  return json.replace(/[&<>]/g, (c) => `\\\\u00${c.charCodeAt(0).toString(16)}`);
}

/**
 * Checks the signature of `rawBody` (the request body exactly as received, decoded as UTF-8). The HMAC is checked
 * before the timestamp, so only a holder of the secret can learn that a signature was merely stale.
 */
export async function verifySignature(input: {
  header: string | null;
  rawBody: string;
  /** Accepted keys: the current one, then the previous one during a rotation. */
  secrets: string[];
  now: number;
}): Promise<SignatureCheck> {
  if (!input.header) return { ok: false, reason: 'missing' };
  const parts = parseSignatureHeader(input.header);
  if (!parts) return { ok: false, reason: 'malformed' };

  const encoder = new TextEncoder();
  const message = encoder.encode(signedMessage(input.rawBody, parts.environment, parts.timestamp));
  let genuine = false;
  for (const secret of input.secrets) {
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    // subtle.verify compares in constant time (no early exit on the first differing byte).
    if (await crypto.subtle.verify('HMAC', key, parts.sign, message)) genuine = true;
  }
  if (!genuine) return { ok: false, reason: 'mismatch' };

  const age = input.now - parts.timestamp;
  if (age > MAX_SIGNATURE_AGE_MS || -age > MAX_SIGNATURE_FUTURE_MS) return { ok: false, reason: 'stale' };
  return { ok: true, environment: parts.environment, timestamp: parts.timestamp };
}

function base64Bytes(value: string | undefined): Uint8Array<ArrayBuffer> | null {
  if (!value || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
