import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import type { Lang } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { SEARCH_NS } from './search-strings';
import type { SiteSearchState } from './useSiteSearch';

/** The search page with a query: where "See all results" and the 404 pages' search form lead. */
export function searchPageHref(lang: Lang, query: string): string {
  return `${localHref(lang, 'search')}?q=${encodeURIComponent(query)}`;
}

/** What the polite live region says: the count of results, nothing found, or that search failed. */
export function useStatusText(search: SiteSearchState): string {
  const { t } = useTranslation(SEARCH_NS);
  if (search.status === 'loading') return t('dialog.loading');
  if (search.status === 'error') return t('dialog.error');
  if (search.status !== 'done') return '';
  return search.total ? t('dialog.count', { count: search.total, query: search.query }) : t('dialog.none', { query: search.query });
}

/** Nothing found: two ways on, the blog and the contact form. */
export function NoResults({ className }: { className?: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const lang = useLang();
  return (
    <div className={className}>
      <p>{t('dialog.noneHelp')}</p>
      <p>
        <a href={localHref(lang, 'blog')}>{t('dialog.blog')}</a>
        <a href={localHref(lang, 'contact')}>{t('dialog.contact')}</a>
      </p>
    </div>
  );
}
