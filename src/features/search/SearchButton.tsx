import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';

// The dialog, its texts and Pagefind's client load on the first open: nothing of search is first-load weight
// (not even a preload on hover: the budgets of src/scripts/budgets.ts leave no room for it).
const SearchDialog = lazy(() => import('./SearchDialog'));

/**
 * The header's search control, at every width. Before the script runs (or without it) a link to the search page,
 * which says that search needs JavaScript (docs/decisions/0019-menus-and-focus-without-scripts.md).
 */
export function SearchButton() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const hydrated = useHydrated();
  // null until the first open: the dialog's code is fetched then, and stays for the next time.
  const [open, setOpen] = useState<boolean | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const content = (
    <>
      <Icon name="find" size={24} />
      <span className="visually-hidden">{t('header.search')}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={localHref(lang, 'search')} className="icon-button">
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        className="icon-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {content}
      </button>
      {open === null ? null : (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
