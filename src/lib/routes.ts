import { LANGUAGE_RULES } from '@/lib/i18n/language-rules';
import type { Lang } from '@/lib/i18n/languages';

/** Service pages in menu order. Their labels live in `common:services.<id>`. */
export const SERVICE_PAGES = [
  'insurance',
  'financial-solutions',
  'financial-planning',
  'alternative-investments',
  'mortgages',
  'pension-plans',
] as const;
export type ServicePage = (typeof SERVICE_PAGES)[number];

/**
 * The pages a regulated broker must show (decision 0043): complaints, the whistleblowing channel, the accessibility
 * statement. Every page's footer links them.
 */
export const DUTY_PAGES = ['complaints', 'whistleblowing', 'accessibility'] as const;
export type DutyPage = (typeof DUTY_PAGES)[number];

/** Every content page under /{lang}/ except the blog's generated routes; '' is the language home. */
export const CONTENT_PAGES = ['', 'about-us', ...SERVICE_PAGES, 'careers', 'contact', 'blog', ...DUTY_PAGES] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** The translation namespace of each content page. */
export function pageNamespace(page: ContentPage): string {
  return page === '' ? 'home' : page;
}

/** Pages that exist in every language but are only linked where they have content. */
export function isPageLinkedIn(page: ContentPage, lang: Lang): boolean {
  return page !== 'pension-plans' || LANGUAGE_RULES[lang].pensionPlans;
}

/** Service pages a visitor of `lang` is offered in menus, footers and the home buttons. */
export function servicePagesFor(lang: Lang): ServicePage[] {
  return SERVICE_PAGES.filter((page) => isPageLinkedIn(page, lang));
}

/** Paths without a language that send the visitor to the same page in the detected language. */
export const UNPREFIXED_PAGES = [
  'about-us',
  'financial-solutions',
  'financial-planning',
  'mortgages',
  'pension-plans',
  'insurance',
  'alternative-investments',
  'careers',
  'contact',
  'blog',
  'complaints',
  'whistleblowing',
  'accessibility',
] as const;

/** Old paths kept alive in every language: /{lang}/{from} -> /{lang}/{to}. */
export const LEGACY_REDIRECTS = [
  { from: 'about', to: 'about-us' },
  { from: 'services', to: '' },
  { from: 'insights', to: '' },
] as const;

export type LegacyPath = (typeof LEGACY_REDIRECTS)[number]['from'];

/** A redirect the host serves: the site's own (above) and one per previous slug of each post (lib/cms/slug-history.ts). */
export type RedirectRule = { from: string; to: string; status: 301 | 302 };

/** Where a retired path sends the visitor, in the same language. */
export function legacyTarget(lang: Lang, from: LegacyPath): string {
  const to = LEGACY_REDIRECTS.find((redirect) => redirect.from === from)?.to ?? '';
  return to ? `/${lang}/${to}` : `/${lang}`;
}
