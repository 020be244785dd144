import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import styles from './Redirect.module.css';

/**
 * A retired path (e.g. /es/about): hosts answer it with a 301 from `_redirects`; where they do not, this page
 * refreshes to the target at once, with a visible link for anyone whose browser does not follow.
 */
export function FixedRedirect({ to }: { to: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{t('redirect.title')}</title>
        <meta name="robots" content="noindex, follow" />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
      </Head>
      <main className={styles.page}>
        <p>
          {t('redirect.text')} <a href={to}>{t('redirect.link')}</a>
        </p>
      </main>
    </>
  );
}
