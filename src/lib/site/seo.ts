import type { Alternates } from '@/lib/i18n/alternates';
import { LANGUAGES, LANG_TAGS, DEFAULT_LANG, type Lang } from '@/lib/i18n/languages';
import { siteUrl } from './site-url';

export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg';

/** The blog's RSS feed of a language (written by src/build/feeds.ts). */
export function feedPath(lang: Lang): string {
  return `/${lang}/rss.xml`;
}

/** A site path made absolute on the public origin (SITE_URL); absolute URLs are returned as they are. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * hreflang links: `/{lang}{rest}` in every language, or the page's own alternates where it exists in only some;
 * x-default points at the fallback language's version (or the only one there is).
 */
export function alternateLinks(rest: string, alternates?: Alternates) {
  const paths = alternates ?? Object.fromEntries(LANGUAGES.map((lang) => [lang, `/${lang}${rest}`]));
  const languages = LANGUAGES.filter((lang) => paths[lang]);
  const links = languages.map((lang) => ({ hrefLang: LANG_TAGS[lang], href: absoluteUrl(paths[lang]!) }));
  const fallback = languages.includes(DEFAULT_LANG) ? DEFAULT_LANG : languages[0];
  return [...links, { hrefLang: 'x-default', href: absoluteUrl(paths[fallback]!) }];
}

/** The `@id` of the brokerage's schema.org Organization, which other JSON-LD blocks point at. */
export function organizationId(): string {
  return `${siteUrl()}/#organization`;
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
