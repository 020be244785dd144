import { useEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { useConsent } from './ConsentContext';
import styles from './CookieBanner.module.css';

/** The banner's height, for globals.css: the page keeps that much room at its foot while the banner shows. */
const HEIGHT_PROPERTY = '--consent-banner-height';
/** How much of a tall focused element must show above the banner: its first lines. */
const FOCUS_CLEARANCE_PX = 48;

/**
 * The consent banner, fixed at the foot of the window. Layout puts it first after the skip link, so the keyboard
 * reaches it early; while it shows, the page scrolls focused elements clear of it (globals.css); reopened from the
 * footer it takes the focus; after a choice the focus returns to where it came from, or to the main content.
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
    // Reopened from the footer: the choice takes the focus, and gives it back once made.
    const from = document.activeElement;
    if (from instanceof HTMLElement && from !== document.body) {
      returnFocusTo.current = from;
      banner.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    }
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`));
    observer.observe(banner);
    // The browser scrolls a focused element into view only when none of it shows: one whose top is already
    // behind the banner (a tall text area) is scrolled clear of it here, after the browser's own scroll.
    const onFocusIn = (event: globalThis.FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || banner.contains(target)) return;
      requestAnimationFrame(() => {
        const box = target.getBoundingClientRect();
        const overlap = Math.min(box.bottom, box.top + FOCUS_CLEARANCE_PX) - banner.getBoundingClientRect().top;
        if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
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
