import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { pensionFundDocuments } from './content/pension-funds.es';
import { eventsCalendarDocument } from './events';
import { readContent } from './read-content';
import { documentHref, DOCUMENTS_VERSION, FOOTER_LEGAL_DOCUMENTS } from '@/lib/site/documents';
import { PENSION_FUNDS } from '@/lib/site/company';
import { renderDocument } from './render';
import { documentTitles } from './titles';
import type { DocumentText, LanguageDocuments } from './types';


export const CONTENT: Record<Lang, LanguageDocuments> = readContent();

export type PlannedDocument = { path: string; lang: Lang; text: DocumentText };

/** Every document the site publishes, with its site-relative path and its text. */
export function plannedDocuments(): PlannedDocument[] {
  const perLanguage = LANGUAGES.flatMap((lang) => {
    const content = CONTENT[lang];
    const titles = documentTitles(lang);
    return [
      ...FOOTER_LEGAL_DOCUMENTS.map((id) => ({ path: documentHref(lang, id), lang, text: { title: titles[id], ...content.legal[id] } })),
      {
        path: documentHref(lang, 'events-calendar'),
        lang,
        text: { title: titles['events-calendar'], ...eventsCalendarDocument(lang, content.eventsCalendar) },
      },
    ];
  });
  const funds = pensionFundDocuments().map(({ id, text }) => ({ path: PENSION_FUNDS.find((fund) => fund.id === id)!.keyDataPdf, lang: 'es' as const, text }));
  return [...perLanguage, ...funds];
}

/** Renders every document into `publicDir` and returns the written paths, site-relative ("/docs/es/terms.pdf"). */
export async function generateDocuments(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const doc of plannedDocuments()) {
    const bytes = await renderDocument(doc.text, {
      lang: doc.lang,
      version: DOCUMENTS_VERSION,
      versionLabel: CONTENT[doc.lang].versionLabel,
      masthead: CONTENT[doc.lang].masthead,
    });
    const file = path.join(publicDir, ...doc.path.split('/').filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    written.push(doc.path);
  }
  return written;
}
