import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { Icon } from './Icon';
import { navCurrent } from './nav-current';
import styles from './Header.module.css';

/** The Services list's id; header-behaviour.ts finds the list, its button and its item by it. */
export const SERVICES_MENU_ID = 'services-menu';

/**
 * Desktop "Services" dropdown: a native popover under its button, so a click or Enter opens it from the first
 * paint, and Escape or a click outside closes it. Once the script runs it also opens on hover, and
 * ArrowDown/ArrowUp/Home/End move through it (header-behaviour.ts).
 */
export function ServicesMenu() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useRouter();

  return (
    <li className={styles.dropdown}>
      <button type="button" className={styles.navItem} popoverTarget={SERVICES_MENU_ID}>
        {t('header.menu.services')}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={SERVICES_MENU_ID} popover="auto" className={styles.dropdownList}>
        {servicePagesFor(lang).map((page) => (
          <li key={page}>
            <a href={localHref(lang, page)} className={styles.dropdownLink} aria-current={navCurrent(pathname, page)}>
              <span className={styles.dropdownTitle}>{t(`services.${page}.label`)}</span>
              <span className={styles.dropdownText}>{t(`services.${page}.summary`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
