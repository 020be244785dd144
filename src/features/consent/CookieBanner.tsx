import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { useConsent } from './ConsentContext';
import styles from './CookieBanner.module.css';

export function CookieBanner() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { bannerOpen, decide } = useConsent();
  if (!bannerOpen) return null;

  return (
    <section className={styles.banner} role="region" aria-labelledby="cookie-banner-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cookie-banner-title" className={styles.title}>
            {t('consent.title')}
          </h2>
          <p className={styles.text}>
            {t('consent.text')}{' '}
            <a href={documentHref(lang, 'cookies-policy')} target="_blank" rel="noopener">
              {t('consent.policy')}
            </a>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => decide(false)}>
            {t('consent.reject')}
          </button>
          <button type="button" className="button button-primary" onClick={() => decide(true)}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
