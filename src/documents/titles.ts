import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '@/lib/i18n/languages';
import type { SiteDocument } from '@/lib/site/documents';

const LOCALES = path.resolve(__dirname, '../../public/locales');

/**
 * Each document's title is the footer's link text for it (`common:footer.documents`), read from the same
 * translation file the pages are built from: the link and the PDF it opens cannot name the document differently.
 */
export function documentTitles(lang: Lang): Record<SiteDocument, string> {
  const common = JSON.parse(readFileSync(path.join(LOCALES, lang, 'common.json'), 'utf8')) as {
    footer: { documents: Record<SiteDocument, string> };
  };
  return common.footer.documents;
}
