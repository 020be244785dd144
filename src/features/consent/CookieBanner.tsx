import { useEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { useConsent } from './ConsentContext';
import styles from './CookieBanner.module.css';

/** The banner's height, for globals.css: the page keeps that much room at its foot while the banner shows. */
const HEIGHT_PROPERTY = '--consent-banner-height';

/**
 * The consent banner, fixed at the foot of the window. Layout puts it first after the skip link, so the keyboard
 * reaches it early; while it shows, the page scrolls focused elements clear of it (scroll-padding, globals.css);
 * after a choice the focus returns to where it came from, or to the main content.
 */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { bannerOpen, decide } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!bannerOpen || !banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [bannerOpen]);

  if (!bannerOpen) return null;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusTo.current = from;
  };
  const choose = (accepted: boolean) => {
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById('main');
    target?.focus({ preventScroll: true });
    decide(accepted);
  };

  return (
    <section ref={bannerRef} className={styles.banner} role="region" aria-labelledby="cookie-banner-title" onFocus={onFocus}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cookie-banner-title" className={styles.title}>
            {t('consent.title')}
          </h2>
          <p className={styles.text}>
            {t('consent.text')}{' '}
            <a href={documentHref(lang, 'cookies-policy')} target="_blank" rel="noopener">
              {t('consent.policy')}
            </a>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => choose(false)}>
            {t('consent.reject')}
          </button>
          <button type="button" className="button button-primary" onClick={() => choose(true)}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
