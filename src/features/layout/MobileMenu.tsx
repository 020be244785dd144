import { useEffect, useRef, type RefObject } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { LegalDisclaimer } from './LegalDisclaimer';
import { navCurrent } from './nav-current';
import { MAIN_NAVIGATION } from './navigation';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';

/** Width from which the desktop navigation shows and this menu is not offered (MobileMenu.module.css, Header). */
const DESKTOP_QUERY = '(min-width: 1024px)';

type Props = {
  open: boolean;
  /** Closes the menu; `returnFocus` puts the focus back on the toggle (Escape), not when a link is followed. */
  onClose: (returnFocus: boolean) => void;
  /** The button that opens and closes the menu: with the panel, the only place focus goes while it is open. */
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * Full-height menu for small screens. While open, Tab cycles through the toggle and the panel only, the page
 * behind does not scroll (MobileMenu.module.css) and Escape closes it; following a link or widening the window
 * past the desktop breakpoint closes it too.
 */
export function MobileMenu({ open, onClose, toggleRef }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useRouter();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const cycle = [toggleRef.current, ...(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter(
        (element): element is HTMLElement => element !== null,
      );
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? cycle.length - 1 : index - 1) : (index + 1) % cycle.length;
      event.preventDefault();
      cycle[next]?.focus();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = () => desktop.matches && onClose(false);
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onWiden);
    // The panel is fixed: focusing its first link does not scroll the page behind it.
    panelRef.current?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onWiden);
    };
  }, [open, onClose, toggleRef]);

  return (
    // A link to a section of the current page navigates nowhere, so the menu closes on any link it follows.
    <div
      id="mobile-menu"
      ref={panelRef}
      className={styles.panel}
      hidden={!open}
      onClick={(event) => (event.target as HTMLElement).closest('a') && onClose(false)}
    >
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
