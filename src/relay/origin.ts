/** Origins the local `npm start` server and `next dev` use. */
const LOCAL_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/**
 * Decides whether a browser page on `origin` may post to the relay at `requestUrl`. The relay's own origin is
 * always allowed; the rest come from RELAY_ALLOWED_ORIGINS, or default to the local server origins. A request
 * without an Origin header is not from a browser form (browsers send it on every POST); the rate limit and the
 * honeypot, not this check, are what stop scripts.
 */
export function isAllowedOrigin(origin: string | null, requestUrl: URL, allowList: string[] | null): boolean {
  if (origin === null) return true;
  if (origin === requestUrl.origin) return true;
  return (allowList ?? LOCAL_ORIGINS).includes(origin);
}

/** CORS headers for an allowed cross-origin caller (a relay on its own host); none for same-origin requests. */
export function corsHeaders(origin: string | null, requestUrl: URL): Record<string, string> {
  if (origin === null || origin === requestUrl.origin) return {};
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}
