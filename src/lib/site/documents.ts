import type { Lang } from '@/lib/i18n/languages';

/**
 * The PDFs generated at build time into public/docs/ (src/scripts/documents), site-relative. Free of pdf-lib so
 * pages can link them and the generator writes exactly where they link.
 */
export const FOOTER_LEGAL_DOCUMENTS = ['legal-notice', 'privacy-policy', 'cookies-policy', 'terms'] as const;
export type LegalDocumentId = (typeof FOOTER_LEGAL_DOCUMENTS)[number];
export type SiteDocument = LegalDocumentId | 'events-calendar';

export function documentHref(lang: Lang, doc: SiteDocument): string {
  return `/docs/${lang}/${doc}.pdf`;
}
