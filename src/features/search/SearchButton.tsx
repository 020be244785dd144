import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import styles from './SearchButton.module.css';

// The dialog, its texts and Pagefind's client load on the first open: nothing of search is first-load weight.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);
// Warming the chunk up is best effort: a failed fetch is retried when the dialog is actually opened.
const preloadDialog = () => void loadDialog().catch(() => undefined);

/**
 * The header's search control, at every width. Before the script runs (or without it) a link to the search page,
 * which says that search needs JavaScript (docs/decisions/0019-menus-and-focus-without-scripts.md).
 */
export function SearchButton() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const hydrated = useHydrated();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);
  const content = (
    <>
      <Icon name="find" size={24} />
      <span className="visually-hidden">{t('header.search')}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={localHref(lang, 'search')} className={styles.button}>
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        className={styles.button}
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {content}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
