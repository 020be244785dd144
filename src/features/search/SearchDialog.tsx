import { use, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { loadPagefind, type SearchHit } from './pagefind-client';
import { NoResults, searchPageHref, useStatusText } from './SearchParts';
import { SearchResult } from './SearchResult';
import { SEARCH_NS, searchStrings } from './search-strings';
import { useSiteSearch } from './useSiteSearch';
import styles from './SearchDialog.module.css';

/** Results the dialog lists; the rest are on the search page ("See all results"). */
const DIALOG_LIMIT = 8;
const INPUT_ID = 'site-search-input';
const LIST_ID = 'site-search-results';
const optionId = (index: number) => `site-search-option-${index}`;

type Props = {
  open: boolean;
  /** Called once the dialog has closed (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
};

/**
 * The search dialog: a modal `<dialog>` (focus stays inside, Escape closes) holding a combobox that lists live
 * results (WAI-ARIA APG combobox with list box popup). Focus stays in the search box; the arrow keys move the active
 * result (`aria-activedescendant`), Enter opens it, or with none active opens the search page with every result.
 * Loaded on the first open, with its texts (search-strings.ts) and Pagefind's client.
 */
export default function SearchDialog(props: Props) {
  const { i18n } = useTranslation();
  use(searchStrings(i18n, useLang()));
  return <SearchDialogBody {...props} />;
}

function SearchDialogBody({ open, onClose }: Props) {
  const { t } = useTranslation([SEARCH_NS, 'common']);
  const lang = useLang();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const search = useSiteSearch(query, DIALOG_LIMIT);
  const hits = search.status === 'done' ? search.hits : NO_HITS;
  // The active option belongs to one list of results: a new list starts with none active.
  const [cursor, setCursor] = useState<{ hits: readonly SearchHit[]; index: number }>({ hits: NO_HITS, index: -1 });
  const active = cursor.hits === hits ? cursor.index : -1;
  const status = useStatusText(search);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.select();
      // The index's first files load while the visitor types.
      loadPagefind().catch(() => undefined);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = active < 0 && step < 0 ? 0 : active;
      setCursor({ hits, index: (from + step + hits.length) % hits.length });
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      window.location.assign(hits[active].url);
    } else if (event.key === 'Escape') {
      // A search field's own Escape only clears it; here Escape closes the dialog at once, as everywhere else.
      event.preventDefault();
      closeNow();
    }
  };
  // The dialog's `close` event comes a task later, after focus is back on the button: a quick Enter there would
  // find the dialog still open in state and do nothing. So what closes it tells the button at once; the event
  // (Escape outside the search box) only if the dialog is still closed by then.
  const closeNow = () => {
    dialogRef.current?.close();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="site-search-title"
      onClose={() => dialogRef.current?.open || onClose()}
      // A click on the backdrop lands on the dialog itself; its content fills the box.
      onClick={(event) => event.target === event.currentTarget && closeNow()}
    >
      <form role="search" action={localHref(lang, 'search')} method="get" className={styles.bar}>
        <h2 id="site-search-title" className="visually-hidden">
          {t('dialog.title')}
        </h2>
        <Icon name="find" size={22} className={styles.icon} />
        <label htmlFor={INPUT_ID} className="visually-hidden">
          {t('dialog.label')}
        </label>
        <input
          ref={inputRef}
          id={INPUT_ID}
          className={styles.input}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={LIST_ID}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby="site-search-hint"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('dialog.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="icon-button" onClick={closeNow}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t('dialog.close')}</span>
        </button>
      </form>
      <p id="site-search-hint" className={styles.hint} hidden={search.status !== 'idle'}>
        {t('dialog.hint')}
      </p>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <ul id={LIST_ID} role="listbox" aria-label={t('dialog.results')} className={styles.list} hidden={!hits.length}>
        {hits.map((hit, index) => (
          <li key={hit.url} role="none">
            <a
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-labelledby={`${optionId(index)}-title`}
              aria-describedby={`${optionId(index)}-meta ${optionId(index)}-excerpt`}
              tabIndex={-1}
              href={hit.url}
              className={styles.option}
            >
              <SearchResult hit={hit} id={optionId(index)} />
            </a>
          </li>
        ))}
      </ul>
      {search.status === 'done' && search.total === 0 ? <NoResults className={styles.none} /> : null}
      {search.status === 'done' && search.total > 0 ? (
        <a href={searchPageHref(lang, search.query)} className={styles.all}>
          {t('dialog.all')} ({search.total})
          <Icon name="arrowRight" size={16} />
        </a>
      ) : null}
    </dialog>
  );
}

const NO_HITS: readonly SearchHit[] = [];
