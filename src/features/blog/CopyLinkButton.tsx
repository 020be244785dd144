import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import styles from './CopyLinkButton.module.css';

/** How long the 'copied' indicator stays. */
export const COPIED_INDICATOR_MS = 4000;

/** Copies the page's address; a failure is only logged and leaves the button as it was (nothing to retry). */
export function CopyLinkButton() {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch (error) {
      console.warn(`The link could not be copied: ${(error as Error).message}`);
      setCopied(false);
    }
  };

  return (
    <span className={styles.wrap} data-pagefind-ignore="">
      <button type="button" className={styles.button} onClick={copy}>
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
          <path
            d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t('post.copyLink')}
      </button>
      <span className={styles.status} role="status">
        {copied ? t('post.copied') : ''}
      </span>
    </span>
  );
}
