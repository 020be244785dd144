/**
 * The public site's URL (SITE_URL): this module is the only reader of the variable. next.config inlines the
 * normalised value into the pages' code; metadata, canonical and hreflang links, JSON-LD, the sitemap, robots.txt
 * and the RSS feeds (written after `next build`) all take it from here, and the relay normalises its own copy of
 * the setting with the same function. Pure apart from `process.env`, so it also loads in a Cloudflare worker.
 */

/** What links point at when SITE_URL is unset: the local `npm start` / `next dev` server, and nothing else. */
export const LOCAL_SITE_URL = 'http://localhost:3000';

export class SiteUrlError extends Error {
  override name = 'SiteUrlError';
}

/**
 * An http(s) origin such as `https://www.example.org`: scheme and host lower-cased, default port dropped, no
 * trailing slash. A path, query, fragment or credentials are refused rather than dropped: every link of the site
 * is root-relative, so a site under a sub-path would be broken, not merely untidy.
 */
export function normalizeSiteUrl(value: string, name = 'SITE_URL'): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SiteUrlError(`${name} is not an absolute URL: "${value}" (expected e.g. https://www.example.org)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteUrlError(`${name} must be an http(s) URL: "${value}"`);
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new SiteUrlError(`${name} must be an origin, without path, query, fragment or credentials: "${value}"`);
  }
  return url.origin;
}

/** Whether a URL names this machine (localhost, 127.0.0.0/8, [::1], 0.0.0.0): never right on a published site. */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '0.0.0.0';
}

/** Whether SITE_URL is set at all (a build for publication must set it). */
export function siteUrlIsSet(): boolean {
  return Boolean(process.env.SITE_URL?.trim());
}

/**
 * The site's public origin for this build: SITE_URL normalised, or LOCAL_SITE_URL when unset. Written as
 * `process.env.SITE_URL` on purpose: next.config's `env` inlines exactly that expression into the browser code,
 * so hydration sees the same URLs the server rendered.
 */
export function siteUrl(): string {
  const raw = process.env.SITE_URL?.trim();
  return raw ? normalizeSiteUrl(raw) : LOCAL_SITE_URL;
}
