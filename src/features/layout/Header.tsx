import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Static } from '@/page-pipeline/react/Static';
import { SearchButton, SearchShell } from '@/features/search/SearchButton';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { enhanceHeader } from './header-behaviour';
import { MOBILE_MENU_ID } from './header-ids';
import { Icon } from './Icon';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { navCurrent } from './nav-current';
import { MAIN_NAVIGATION } from './navigation';
import { ServicesMenu } from './ServicesMenu';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';

// The live search (results as the visitor types) loads when the search box first opens, not with every page.
const SearchLive = lazy(() => import('@/features/search/SearchDialog'));

/**
 * The site's header, built static (docs/decisions/0034-popover-header.md): its menus are native popovers and the
 * search box a `<dialog>` opened by an invoker button, so every control works from the first paint and hydration
 * has nothing to adopt, since React renders none of it in the browser. Its texts therefore leave the page data
 * (no browser script names them). What needs a script from the first paint (Tab held in the open phone menu, language links that
 * keep the query) is the page head's inline script's (header-script.ts); what can wait for hydration (hover, arrow
 * keys, closing the menu on a followed link or a wider window, live search) is added by `enhanceHeader`.
 */
export function Header() {
  // Whether the search box has been opened: its live part loads then, and stays.
  const [searchUsed, setSearchUsed] = useState(false);

  useEffect(() => enhanceHeader(document, { onSearchOpen: () => setSearchUsed(true) }), []);

  return (
    <>
      <Static as="header" className={styles.header}>
        {/* Left out of the browser bundle, which never renders it (Static.tsx). */}
        {process.env.BROWSER_BUNDLE ? null : <HeaderContent />}
      </Static>
      {searchUsed ? (
        <Suspense fallback={null}>
          <SearchLive />
        </Suspense>
      ) : null}
    </>
  );
}

/** What the header holds, rendered at build time only. */
function HeaderContent() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useRouter();

  return (
    <>
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <a href={localHref(lang, 'careers')} className={styles.workWithUs}>
            {t('header.workWithUs')}
            <Icon name="arrowRight" size={16} />
          </a>
          <div className={styles.topRight}>
            <div className={styles.desktopOnly}>
              <SocialLinks label={t('header.followUs')} tone="light" />
            </div>
            <LanguageSelector />
          </div>
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={`container ${styles.mainInner}`}>
          <a href={localHref(lang)} className={styles.brand} aria-label={t('header.homeLabel')}>
            <Logo />
          </a>
          <nav aria-label={t('header.navLabel')} className={styles.desktopNav}>
            <ul className={styles.navList}>
              <ServicesMenu />
              {MAIN_NAVIGATION.map(({ page, label }) => (
                <li key={page}>
                  <a href={localHref(lang, page)} className={styles.navItem} aria-current={navCurrent(pathname, page)}>
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a href={localHref(lang, 'contact', 'contact')} className={`button button-primary ${styles.cta}`}>
            {t('header.requestContact')}
          </a>
          <SearchButton />
          {/* The icon and the name follow the panel's state in CSS (Header.module.css): no script owns it. */}
          <button type="button" className={`icon-button ${styles.hamburger}`} popoverTarget={MOBILE_MENU_ID}>
            <Icon name="menu" size={26} className={styles.whenClosed} />
            <Icon name="close" size={26} className={styles.whenOpen} />
            <span className={`visually-hidden ${styles.whenClosed}`}>{t('header.openMenu')}</span>
            <span className={`visually-hidden ${styles.whenOpen}`}>{t('header.closeMenu')}</span>
          </button>
        </div>
      </div>
      <MobileMenu />
      <SearchShell />
    </>
  );
}
