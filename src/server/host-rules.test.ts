import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BANNER_SCRIPT } from '@/features/consent/banner-script';
import { LOADER_CSP_SOURCE } from '@/page-pipeline/export/scripts-after-load';
import {
  BANNER_SCRIPT_CSP_SOURCE,
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  hostSettingsFromEnv,
  matchesPattern,
  parseHeadersFile,
  parseRedirectsFile,
  redirectRules,
} from './host-rules';

describe('host rules', () => {
  it('round-trips the _headers and _redirects formats', () => {
    const rules = headerRules({ thirdPartyScriptOrigins: [], inlineScripts: [] });
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
    expect(parseRedirectsFile(formatRedirectsFile(redirectRules()))).toEqual(redirectRules());
  });

  it('publishes the legacy redirects for every language', () => {
    const rules = redirectRules();
    expect(rules).toContainEqual({ from: '/pt/about', to: '/pt/about-us', status: 301 });
    expect(rules).toContainEqual({ from: '/it/services', to: '/it', status: 301 });
    expect(rules).toContainEqual({ from: '/en/insights', to: '/en', status: 301 });
    expect(rules).toHaveLength(12);
  });

  it('allows exactly the configured third-party script origins, WebAssembly, the script loader and the cookie banner\'s script, no other inline script nor eval', () => {
    const settings = hostSettingsFromEnv({
      NEXT_PUBLIC_CHAT_SCRIPT_URL: 'https://chat.example.org/w.js',
      NEXT_PUBLIC_POPUP_SCRIPT_URL: 'not a url',
    }, [LOADER_CSP_SOURCE]);
    expect(settings.thirdPartyScriptOrigins).toEqual(['https://chat.example.org']);
    const csp = contentSecurityPolicy(settings);
    expect(csp).toContain(`script-src 'self' ${LOADER_CSP_SOURCE} ${BANNER_SCRIPT_CSP_SOURCE} 'wasm-unsafe-eval' https://chat.example.org;`);
    expect(LOADER_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(BANNER_SCRIPT_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(BANNER_SCRIPT).digest('base64')}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(contentSecurityPolicy(hostSettingsFromEnv({}, [LOADER_CSP_SOURCE]))).toContain(`script-src 'self' ${LOADER_CSP_SOURCE} ${BANNER_SCRIPT_CSP_SOURCE} 'wasm-unsafe-eval';`);
  });

  it('lets the forms post to the relay without JavaScript, on this origin or on the configured relay origin', () => {
    expect(contentSecurityPolicy(hostSettingsFromEnv({}, [LOADER_CSP_SOURCE]))).toContain("form-action 'self';");
    const relayed = contentSecurityPolicy(hostSettingsFromEnv({ NEXT_PUBLIC_RELAY_URL: 'https://relay.example.org/' }, [LOADER_CSP_SOURCE]));
    expect(relayed).toContain("form-action 'self' https://relay.example.org;");
    expect(relayed).toContain('connect-src \'self\' https://relay.example.org');
  });

  it('keeps the preview site out of search engines and out of every cache, and only the preview site', () => {
    const preview = headerRules(hostSettingsFromEnv({ CONTENT_STAGE: 'DRAFT' }, [LOADER_CSP_SOURCE]));
    expect(preview).toHaveLength(1);
    expect(preview[0]).toMatchObject({ pattern: '/*', headers: { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' } });
    const site = headerRules(hostSettingsFromEnv({}, [LOADER_CSP_SOURCE]));
    expect(site.map((rule) => rule.headers['X-Robots-Tag'])).toEqual([undefined, undefined, undefined, undefined]);
    expect(site.find((rule) => rule.pattern === '/_next/static/*')?.headers['Cache-Control']).toMatch(/immutable/);
    expect(site.find((rule) => rule.pattern === '/first-paint/*')?.headers['Cache-Control']).toMatch(/immutable/);
  });

  it('matches wildcard and exact patterns', () => {
    expect(matchesPattern('/*', '/es/contact')).toBe(true);
    expect(matchesPattern('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(matchesPattern('/_next/static/*', '/es')).toBe(false);
    expect(matchesPattern('/es', '/es')).toBe(true);
    expect(matchesPattern('/es', '/es/x')).toBe(false);
  });
});
