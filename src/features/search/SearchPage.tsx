import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Static } from '@/page-pipeline/react/Static';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { PageIntro } from '@/features/layout/PageIntro';
import { useClientValue } from '@/page-pipeline/react/useClientValue';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { NoScriptWayOn } from './NoScriptWayOn';
import { SEARCH_PAGE_INPUT_ID } from './search-page-script';
import { NoResults, searchPageHref, useStatusText } from './SearchParts';
import { SearchForm } from './SearchForm';
import { SearchResult } from './SearchResult';
import { SEARCH_NS } from './search-strings';
import { useSiteSearch } from './useSiteSearch';
import styles from './SearchPage.module.css';

const queryInAddress = () => new URLSearchParams(window.location.search).get('q') ?? '';

/** Results shown at first and added by each "Show more". */
const PAGE_SIZE = 20;

/**
 * `/{lang}/search?q=…`: every result, for the dialog's "See all results" and the 404 pages' search form. Pre-rendered
 * empty; the query is read from the address and the results are drawn in the browser. Before the page's scripts run
 * the head's inline script puts the query in the box (search-page-script.ts); without JavaScript the page says that
 * search needs it and lists every section of the site (NoScriptWayOn).
 */
export function SearchPage() {
  const { t } = useTranslation(SEARCH_NS);
  const lang = useLang();
  // The query arrives in the address, which the pre-rendered page cannot know: read once hydrated, then typed.
  const addressQuery = useClientValue(queryInAddress, '');
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? addressQuery;
  const [limit, setLimit] = useState(PAGE_SIZE);
  const search = useSiteSearch(query, limit);
  const status = useStatusText(search);
  const hits = search.status === 'done' ? search.hits : [];

  const onQuery = (next: string) => {
    setTyped(next);
    setLimit(PAGE_SIZE);
    window.history.replaceState(window.history.state, '', next ? searchPageHref(lang, next) : localHref(lang, 'search'));
  };

  return (
    <Layout>
      <PageHead title={t('page.title')} description={t('page.description')} noindex />
      <PageIntro title={t('page.heading')} />
      <section className="section">
        <div className="container">
          <SearchForm id={SEARCH_PAGE_INPUT_ID} label={t('dialog.label')} value={query} onChange={onQuery} />
          <Static>{process.env.BROWSER_BUNDLE ? null : <NoScriptWayOn />}</Static>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {hits.length ? (
            <ol className={styles.list}>
              {hits.map((hit, index) => (
                <li key={hit.url}>
                  <a
                    href={hit.url}
                    className={styles.result}
                    aria-labelledby={`search-result-${index}-title`}
                    aria-describedby={`search-result-${index}-meta search-result-${index}-excerpt`}
                  >
                    <SearchResult hit={hit} id={`search-result-${index}`} />
                  </a>
                </li>
              ))}
            </ol>
          ) : null}
          {search.status === 'done' && search.total === 0 ? <NoResults className={styles.none} /> : null}
          {search.status === 'done' && search.total > hits.length ? (
            <button type="button" className="button button-primary" onClick={() => setLimit((shown) => shown + PAGE_SIZE)}>
              {t('page.more')}
            </button>
          ) : null}
        </div>
      </section>
    </Layout>
  );
}
