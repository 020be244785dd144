import { useTranslation } from 'next-i18next/pages';
import { SearchForm } from '@/features/search/SearchForm';
import { ErrorMessage } from './ErrorMessage';
import styles from './NotFound.module.css';

/**
 * The 404 body: the way home and a search for what the visitor came for (its page props carry `search`). A module of
 * its own, so the search form stays out of the app chunk, which imports ErrorMessage for every page.
 */
export function NotFound() {
  const { t } = useTranslation('search');
  return (
    <ErrorMessage title={t('notFound.title')} text={t('notFound.text')}>
      <div className={styles.search}>
        <SearchForm id="not-found-search" label={t('notFound.offer')} />
      </div>
    </ErrorMessage>
  );
}
