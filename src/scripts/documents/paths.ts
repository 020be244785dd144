import type { Lang } from '@/lib/i18n/languages';
import type { PensionFundId } from '@/lib/site/facts';
import type { LegalDocumentId } from './types';

/**
 * Where the generated documents live, site-relative. Kept free of pdf-lib so pages (the footer links) can import it.
 */
export const LEGAL_DOCUMENT_IDS: readonly LegalDocumentId[] = ['legal-notice', 'privacy-policy', 'cookies-policy', 'terms'];

export const legalDocumentPath = (lang: Lang, id: LegalDocumentId) => `/docs/${lang}/${id}.pdf`;
export const eventsCalendarPath = (lang: Lang) => `/docs/${lang}/events-calendar.pdf`;
/** Pension plans are offered in Spanish only; facts.ts links the same paths from the fund cards. */
export const pensionFundPath = (id: PensionFundId) => `/docs/es/pension-fund-${id}.pdf`;
