import type { Alternates } from '@/lib/i18n/alternates';
import { LANGUAGES, LANG_TAGS, DEFAULT_LANG, type Lang } from '@/lib/i18n/languages';

/** Public origin of the site, baked in at build time (SITE_URL). */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg';

/** The blog's RSS feed of a language (written by src/scripts/feeds.ts). */
export function feedPath(lang: Lang): string {
  return `/${lang}/rss.xml`;
}

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
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
