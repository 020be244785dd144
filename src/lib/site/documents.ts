import type { Lang } from '@/lib/i18n/languages';

/**
 * The PDFs generated at build time into public/docs/ (src/documents), site-relative. Free of pdf-lib so
 * pages can link them and the generator writes exactly where they link.
 */
/**
 * Printed in every document's footer and used as the PDFs' date; bump it when a text changes. The relay records it
 * with each contact request's privacy-policy acceptance (src/relay/leads/intake.ts).
 */
export const DOCUMENTS_VERSION = '2026-11';

export const FOOTER_LEGAL_DOCUMENTS = ['legal-notice', 'privacy-policy', 'cookies-policy', 'terms'] as const;
export type LegalDocumentId = (typeof FOOTER_LEGAL_DOCUMENTS)[number];
export type SiteDocument = LegalDocumentId | 'events-calendar';

export function documentHref(lang: Lang, doc: SiteDocument): string {
  return `/docs/${lang}/${doc}.pdf`;
}
