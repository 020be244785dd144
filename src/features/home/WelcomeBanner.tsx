import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { HOME_CONTACT_ANCHOR, type HomeSectionProps } from './home-sections';
import { ANIMATE_ATTRIBUTE } from './useScrollAnimations';
import styles from './WelcomeBanner.module.css';

export function WelcomeBanner({ className = '' }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const lang = useLang();
  return (
    <section className={`${styles.welcome} ${className}`} aria-labelledby="welcome-title">
      <div className={`container ${styles.inner}`} {...{ [ANIMATE_ATTRIBUTE]: 'fade-up' }}>
        <div className={styles.intro}>
          {/* The page's one h1: always in sight, unlike the hero's turning slides. */}
          <h1 id="welcome-title" className={styles.title}>
            {t('welcome.title')}
          </h1>
          <p className={styles.text}>{t('welcome.text')}</p>
          <a href={`#${HOME_CONTACT_ANCHOR}`} className={`button button-primary ${styles.request}`}>
            {t('welcome.requestContact')}
          </a>
        </div>
        <nav aria-label={t('welcome.servicesLabel')}>
          <ul className={styles.services}>
            {servicePagesFor(lang).map((page) => (
              <li key={page}>
                <a href={localHref(lang, page)} className={`button button-secondary ${styles.service}`}>
                  {tCommon(`services.${page}.label`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
