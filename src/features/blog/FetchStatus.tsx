import { useTranslation } from 'next-i18next/pages';
import styles from './FetchStatus.module.css';

type Props = { status: 'loading' | 'error' | 'empty'; onRetry?: () => void };

/** The message shown instead of cards while a page loads, when it failed, or when there is nothing to show. */
export function FetchStatus({ status, onRetry }: Props) {
  const { t } = useTranslation('blog');
  if (status === 'error') {
    return (
      <div className={`${styles.status} ${styles.error}`} role="alert">
        <p>{t('status.error')}</p>
        {onRetry ? (
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t('status.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.status} role="status">
      <p>{status === 'loading' ? t('status.loading') : t('status.empty')}</p>
    </div>
  );
}
