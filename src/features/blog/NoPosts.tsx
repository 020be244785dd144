import { useTranslation } from 'next-i18next/pages';
import styles from './NoPosts.module.css';

/** What a list of posts (the blog's, a category's) shows in place of cards when it has none. */
export function NoPosts() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.status} role="status">
      <p>{t('status.empty')}</p>
    </div>
  );
}
