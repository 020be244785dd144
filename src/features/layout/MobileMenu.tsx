import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { LegalDisclaimer } from './LegalDisclaimer';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';

type Props = { open: boolean; onClose: () => void };

/** Full-height menu for small screens; Escape and any navigation close it. */
export function MobileMenu({ open, onClose }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const router = useRouter();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    router.events.on('routeChangeStart', onClose);
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      router.events.off('routeChangeStart', onClose);
      document.body.style.overflow = '';
    };
  }, [open, onClose, router.events]);

  return (
    <div id="mobile-menu" ref={panelRef} className={styles.panel} hidden={!open}>
      <nav aria-label={t('header.mobileNavLabel')}>
        <h2 className={styles.heading}>{t('header.menu.services')}</h2>
        <ul className={styles.list}>
          {servicePagesFor(lang).map((page) => (
            <li key={page}>
              <Link href={localHref(lang, page)} className={styles.link}>
                {t(`services.${page}.label`)}
              </Link>
            </li>
          ))}
        </ul>
        <Link href={localHref(lang, 'contact', 'contact')} className={`button button-primary ${styles.cta}`}>
          {t('header.requestContact')}
        </Link>
        <h2 className={styles.heading}>{t('header.directAccess')}</h2>
        <ul className={styles.list}>
          <li>
            <Link href={localHref(lang, 'about-us')} className={styles.link}>
              {t('header.menu.knowUs')}
            </Link>
          </li>
          <li>
            <Link href={localHref(lang, 'contact')} className={styles.link}>
              {t('header.menu.contact')}
            </Link>
          </li>
          <li>
            <Link href={localHref(lang, 'blog')} className={styles.link}>
              {t('header.menu.resources')}
            </Link>
          </li>
        </ul>
      </nav>
      <SocialLinks label={t('footer.followUs')} />
      <LegalDisclaimer compact />
    </div>
  );
}
