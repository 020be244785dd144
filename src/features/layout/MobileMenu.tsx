import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { LegalDisclaimer } from './LegalDisclaimer';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';

type Props = { open: boolean; onClose: () => void };

/** Full-height menu for small screens; Escape and following any of its links close it. */
export function MobileMenu({ open, onClose }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  return (
    // A link to a section of the current page navigates nowhere, so the menu closes on any link it follows.
    <div
      id="mobile-menu"
      ref={panelRef}
      className={styles.panel}
      hidden={!open}
      onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}
    >
      <nav aria-label={t('header.mobileNavLabel')}>
        <h2 className={styles.heading}>{t('header.menu.services')}</h2>
        <ul className={styles.list}>
          {servicePagesFor(lang).map((page) => (
            <li key={page}>
              <a href={localHref(lang, page)} className={styles.link}>
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
          <li>
            <a href={localHref(lang, 'about-us')} className={styles.link}>
              {t('header.menu.knowUs')}
            </a>
          </li>
          <li>
            <a href={localHref(lang, 'contact')} className={styles.link}>
              {t('header.menu.contact')}
            </a>
          </li>
          <li>
            <a href={localHref(lang, 'blog')} className={styles.link}>
              {t('header.menu.resources')}
            </a>
          </li>
        </ul>
      </nav>
      <SocialLinks label={t('footer.followUs')} />
      <LegalDisclaimer compact />
    </div>
  );
}
