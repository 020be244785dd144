import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { Icon } from './Icon';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { ServicesMenu } from './ServicesMenu';
import { SocialLinks } from './SocialLinks';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <Link href={localHref(lang, 'careers')} className={styles.workWithUs}>
            {t('header.workWithUs')}
            <Icon name="arrowRight" size={16} />
          </Link>
          <div className={styles.topRight}>
            <div className={styles.desktopOnly}>
              <SocialLinks label={t('footer.followUs')} tone="light" />
            </div>
            <LanguageSelector />
          </div>
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={`container ${styles.mainInner}`}>
          <Link href={localHref(lang)} className={styles.brand} aria-label={t('header.homeLabel')}>
            <Logo />
          </Link>
          <nav aria-label={t('header.navLabel')} className={styles.desktopNav}>
            <ul className={styles.navList}>
              <ServicesMenu />
              <li>
                <Link href={localHref(lang, 'about-us')} className={styles.navItem}>
                  {t('header.menu.knowUs')}
                </Link>
              </li>
              <li>
                <Link href={localHref(lang, 'blog')} className={styles.navItem}>
                  {t('header.menu.resources')}
                </Link>
              </li>
              <li>
                <Link href={localHref(lang, 'contact')} className={styles.navItem}>
                  {t('header.menu.contact')}
                </Link>
              </li>
            </ul>
          </nav>
          <Link href={localHref(lang, 'contact', 'contact')} className={`button button-primary ${styles.cta}`}>
            {t('header.requestContact')}
          </Link>
          <button
            type="button"
            className={styles.hamburger}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
            <span className="visually-hidden">{t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}</span>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
