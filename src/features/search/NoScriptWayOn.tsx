import { useTranslation } from 'next-i18next/pages';
import { MAIN_NAVIGATION } from '@/features/layout/navigation';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { SEARCH_NS } from './search-strings';
import styles from './SearchPage.module.css';

/**
 * What the search page offers a browser without JavaScript, which cannot search (the index is searched in the
 * browser) nor even read the query from the address (the page is a static file): it says so, and lists every section
 * of the site, the services first, as the footer does. Rendered at build time only (`<Static>`), inside `<noscript>`.
 * See docs/decisions/0044-barriers-of-the-accessibility-walk.md.
 */
export function NoScriptWayOn() {
  const { t } = useTranslation([SEARCH_NS, 'common']);
  const lang = useLang();
  const sections = [
    ...servicePagesFor(lang).map((page) => ({ page, label: t(`common:services.${page}.label`) })),
    ...MAIN_NAVIGATION.map(({ page, label, footerLabel }) => ({ page, label: t(`common:${footerLabel ?? label}`) })),
  ];
  return (
    <noscript>
      <div className={styles.noScript}>
        <p>{t('page.noScript')}</p>
        <ul>
          {sections.map(({ page, label }) => (
            <li key={page}>
              <a href={localHref(lang, page)}>{label}</a>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  );
}
