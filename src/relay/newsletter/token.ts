/**
 * The signed token of a confirmation link (decision 0039): the sign-up's lead id and when the link expires, signed
 * with HMAC-SHA256 under NEWSLETTER_CONFIRM_SECRET. It names a lead, never an address, so a link forwarded or
 * logged by a mail scanner reveals nothing; only the relay, which holds the key, can make one. Web Crypto only,
 * so it runs on Node and on workerd alike.
 */
const encoder = new TextEncoder();

export type TokenCheck = { ok: true; leadId: string } | { ok: false; reason: 'expired' | 'invalid' };

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** `{leadId}.{expiry in ms, base 36}.{signature}`: URL-safe as it is. */
export async function signToken(secret: string, leadId: string, expiresAt: number): Promise<string> {
  const body = `${leadId}.${expiresAt.toString(36)}`;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(body));
  return `${body}.${base64url(signature)}`;
}

/** Checks the signature first (constant time, by Web Crypto's verify), then the expiry against `now`. */
export async function checkToken(secret: string, token: unknown, now: number): Promise<TokenCheck> {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [leadId, expiry, signature] = parts;
  const bytes = fromBase64url(signature);
  if (!bytes || !/^[0-9a-z]+$/.test(expiry)) return { ok: false, reason: 'invalid' };
  const valid = await crypto.subtle.verify('HMAC', await signingKey(secret), bytes, encoder.encode(`${leadId}.${expiry}`));
  if (!valid) return { ok: false, reason: 'invalid' };
  return parseInt(expiry, 36) > now ? { ok: true, leadId } : { ok: false, reason: 'expired' };
}
