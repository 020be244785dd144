import type { Lang } from '@/lib/i18n/languages';
import { isPageLinkedIn, SERVICE_PAGES, type ContentPage } from '@/lib/routes';

/** Company pages the search indexes besides the service pages and posts. */
const COMPANY_PAGES: readonly ContentPage[] = ['about-us', 'careers', 'contact'];

/**
 * The `common` key of the section an inner page is listed under in search results, or null when the page is not
 * indexed (the home and blog lists only point at other pages; a page not linked in a language is not offered).
 */
export function searchSection(page: string, lang: Lang): 'header.menu.services' | 'header.menu.knowUs' | null {
  const known = page as ContentPage;
  if (!isPageLinkedIn(known, lang)) return null;
  if ((SERVICE_PAGES as readonly string[]).includes(page)) return 'header.menu.services';
  if (COMPANY_PAGES.includes(known)) return 'header.menu.knowUs';
  return null;
}
