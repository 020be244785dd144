import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { MOBILE_MENU_ID } from './header-ids';
import { LegalDisclaimer } from './LegalDisclaimer';
import { navCurrent } from './nav-current';
import { MAIN_NAVIGATION } from './navigation';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';

/**
 * Full-height menu for small screens, in the built page as a native popover: it opens from the first paint, Escape
 * and a tap outside close it (focus goes back to the button), and the page behind does not scroll while it is open
 * (MobileMenu.module.css). Following one of its links or widening the window past the desktop breakpoint closes it
 * once the script runs (header-behaviour.ts).
 */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useRouter();

  return (
    <div id={MOBILE_MENU_ID} popover="auto" className={styles.panel}>
      <nav aria-label={t('header.mobileNavLabel')}>
        <h2 className={styles.heading}>{t('header.menu.services')}</h2>
        <ul className={styles.list}>
          {servicePagesFor(lang).map((page) => (
            <li key={page}>
              <a href={localHref(lang, page)} className={styles.link} aria-current={navCurrent(pathname, page)}>
                {t(`services.${page}.label`)}
              </a>
            </li>
          ))}
        </ul>
        <a href={localHref(lang, 'contact', 'contact')} className={`button button-primary ${styles.cta}`}>
          {t('header.requestContact')}
        </a>
        <h2 className={styles.heading}>{t('header.directAccess')}</h2>
        <ul className={styles.list}>
          {MAIN_NAVIGATION.map(({ page, label }) => (
            <li key={page}>
              <a href={localHref(lang, page)} className={styles.link} aria-current={navCurrent(pathname, page)}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SocialLinks label={t('header.followUs')} />
      <LegalDisclaimer compact />
    </div>
  );
}
