import { BANNER_SCRIPT } from '@/features/consent/banner-script';
import { FIRST_PAINT_FOLDER } from '@/features/layout/first-paint-script';
import { isPreviewBuild } from '@/lib/cms/stage';
import { LANGUAGES } from '@/lib/i18n/languages';
import { LEGACY_REDIRECTS, legacyTarget } from '@/lib/routes';
import { LOADER_CSP_SOURCE } from '@/scripts/scripts-after-load';
import { scriptHashSource } from './csp-hash';

/** The CSP source that allows the cookie banner's inline script (docs/decisions/0033-cookie-banner-in-the-built-page.md). */
export const BANNER_SCRIPT_CSP_SOURCE = scriptHashSource(BANNER_SCRIPT);

/**
 * The host rules the site ships in out/_headers and out/_redirects (the format Cloudflare Pages and Netlify read).
 * Our own Node server reads the same generated files, so local runs behave like the CDN: one source of truth.
 */
export type HeaderRule = { pattern: string; headers: Record<string, string> };
export type RedirectRule = { from: string; to: string; status: 301 | 302 };

export type HostSettings = {
  /** Extra script origins the consented chat/popup load from (derived from their URLs). */
  thirdPartyScriptOrigins: string[];
  /** Origin of the form relay when it is not served from the site's own origin. */
  relayOrigin?: string;
  /** The preview site (CONTENT_STAGE=DRAFT): never indexed, never cached. */
  preview?: boolean;
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function hostSettingsFromEnv(env: Record<string, string | undefined>): HostSettings {
  const origins = [env.NEXT_PUBLIC_CHAT_SCRIPT_URL, env.NEXT_PUBLIC_POPUP_SCRIPT_URL]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  return {
    thirdPartyScriptOrigins: [...new Set(origins)],
    relayOrigin: originOf(env.NEXT_PUBLIC_RELAY_URL) ?? undefined,
    preview: isPreviewBuild(env),
  };
}

export function contentSecurityPolicy(settings: HostSettings): string {
  const thirdParty = settings.thirdPartyScriptOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    // The site search's client (out/pagefind) compiles its WebAssembly; 'wasm-unsafe-eval' allows that and no eval.
    // Two inline scripts, each by its hash: the loader of the page's scripts (docs/decisions/0049-the-loader-is-inline-and-spreads-the-scripts.md)
    // and the cookie banner's (docs/decisions/0033-cookie-banner-in-the-built-page.md).
    `script-src 'self' ${LOADER_CSP_SOURCE} ${BANNER_SCRIPT_CSP_SOURCE} 'wasm-unsafe-eval' ${thirdParty}`.trim(),
    // React sets style attributes (carousels, phone input): inline styles only, never inline scripts.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${thirdParty}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${settings.relayOrigin ?? ''} ${thirdParty}`.replace(/\s+/g, ' ').trim(),
    // The players of the videos a visitor asked to play (VideoFacade: about us, home, blog posts).
    `frame-src https://www.youtube-nocookie.com https://player.vimeo.com ${thirdParty}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    // The forms post to the relay without JavaScript; then the relay redirects back to a page of this site.
    `form-action 'self' ${settings.relayOrigin ?? ''}`.trim(),
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Folders whose files are named by their content (Next's bundles; CMS images by hash; the first-paint script,
 * src/features/layout/first-paint-script.ts): a change is a new name.
 */
export const IMMUTABLE_FOLDERS = ['/_next/static/', '/media/cms/', FIRST_PAINT_FOLDER] as const;

/**
 * The preview site's extra headers: no search engine indexes it, whatever reaches it; no browser or CDN keeps any
 * of it, so an editor who saves again sees the new build at once. Nothing is immutable there, so the rules stay
 * one `/*` block (on Cloudflare Pages, two rules setting the same header would be joined into one value).
 */
export const PREVIEW_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' } as const;

export function headerRules(settings: HostSettings): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(settings),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
        'Cross-Origin-Opener-Policy': 'same-origin',
        ...(settings.preview ? PREVIEW_HEADERS : {}),
      },
    },
    ...(settings.preview ? [] : IMMUTABLE_FOLDERS.map((folder) => ({ pattern: `${folder}*`, headers: { 'Cache-Control': IMMUTABLE } }))),
  ];
}

export function redirectRules(): RedirectRule[] {
  return LANGUAGES.flatMap((lang) =>
    LEGACY_REDIRECTS.map((redirect) => ({
      from: `/${lang}/${redirect.from}`,
      to: legacyTarget(lang, redirect.from),
      status: 301 as const,
    })),
  );
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

export function formatRedirectsFile(rules: RedirectRule[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join('\n').concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    const current = rules.at(-1);
    if (current && at > 0) current.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: status === '302' ? 302 : 301 };
    });
}

/** `/_next/static/*` matches everything below that folder; a pattern without `*` matches exactly. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (!pattern.includes('*')) return pattern === pathname;
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(pathname);
}
