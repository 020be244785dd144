import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { SearchButton } from '@/features/search/SearchButton';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { Icon } from './Icon';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { navCurrent } from './nav-current';
import { MAIN_NAVIGATION } from './navigation';
import { ServicesMenu } from './ServicesMenu';
import { FOOTER_NAV_ID } from './Footer';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';

// The small-screen menu loads when the visitor reaches for it, not with every page.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
// Warming the chunk up is best effort: a failed fetch is retried when the menu is actually opened.
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

export function Header() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const hydrated = useHydrated();
  const { pathname } = useRouter();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <header className={styles.header}>
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
          {hydrated ? (
            <button
              type="button"
              ref={toggleRef}
              className={`icon-button ${styles.hamburger}`}
              aria-expanded={menuOpen}
              aria-controls={menuUsed ? 'mobile-menu' : undefined}
              onPointerEnter={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen((open) => !open);
              }}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
              <span className="visually-hidden">{t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}</span>
            </button>
          ) : (
            // Before the script runs (or without it): a link to the footer's site links, the same ones the menu holds.
            <a href={`#${FOOTER_NAV_ID}`} className={`icon-button ${styles.hamburger}`}>
              <Icon name="menu" size={26} />
              <span className="visually-hidden">{t('header.openMenu')}</span>
            </a>
          )}
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} toggleRef={toggleRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
