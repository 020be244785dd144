import type { Lang } from '@/lib/i18n/languages';

/** Per-language PDFs generated at build time into public/docs/{lang}/ (see src/scripts/documents). */
export const FOOTER_LEGAL_DOCUMENTS = ['legal-notice', 'privacy-policy', 'cookies-policy', 'terms'] as const;
export type SiteDocument = (typeof FOOTER_LEGAL_DOCUMENTS)[number] | 'events-calendar';

export function documentHref(lang: Lang, doc: SiteDocument): string {
  return `/docs/${lang}/${doc}.pdf`;
}
