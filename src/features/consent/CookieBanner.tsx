import { useEffect, useRef, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { BANNER_ID, BANNER_OPEN_ATTRIBUTE, CHOICE_ATTRIBUTE } from './banner-attributes';
import { useConsent } from './ConsentContext';
import styles from './CookieBanner.module.css';

/**
 * The consent banner, fixed at the foot of the window. It is part of the built page, hidden by its CSS unless
 * `<html>` carries BANNER_OPEN_ATTRIBUTE: the inline script in the page's head sets it before the first paint for a
 * visitor who has not decided, and handles the two buttons until this component is hydrated (banner-script.ts).
 * From then on this component keeps the attribute in step with the choice and takes the buttons' clicks.
 * Layout puts it first after the skip link, so the keyboard reaches it early; while it shows, the page keeps room
 * for it at its foot and focused elements scroll clear of it by the page's scroll padding (globals.css); reopened from the footer it takes the
 * focus; after a choice the focus returns to where it came from, or to the main content, and nothing scrolls.
 * See docs/decisions/0033-cookie-banner-in-the-built-page.md.
 */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { bannerOpen, reopened, decide } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // While hydrating (undefined) the inline script's decision stands: the banner neither flashes nor comes twice.
  useEffect(() => {
    if (bannerOpen !== undefined) document.documentElement.toggleAttribute(BANNER_OPEN_ATTRIBUTE, bannerOpen);
  }, [bannerOpen]);

  // Reopened from the footer: the choice takes the focus, and gives it back once made. (The attribute is set by
  // then: the effect above runs first.)
  useEffect(() => {
    const from = document.activeElement;
    if (!reopened || !(from instanceof HTMLElement) || from === document.body) return;
    returnFocusTo.current = from;
    bannerRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [reopened]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusTo.current = from;
  };
  const choose = (event: MouseEvent, accepted: boolean) => {
    // Taken here: the inline script leaves a click whose default was prevented, so the choice is made once.
    event.preventDefault();
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById('main');
    target?.focus({ preventScroll: true });
    decide(accepted);
  };

  return (
    <section id={BANNER_ID} ref={bannerRef} className={styles.banner} role="region" aria-labelledby="cookie-banner-title" onFocus={onFocus}>
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
          <button type="button" className="button button-secondary" {...{ [CHOICE_ATTRIBUTE]: 'false' }} onClick={(event) => choose(event, false)}>
            {t('consent.reject')}
          </button>
          <button type="button" className="button button-primary" {...{ [CHOICE_ATTRIBUTE]: 'true' }} onClick={(event) => choose(event, true)}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
