import { use, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { useLang } from '@/lib/i18n/useLang';
import { SEARCH_DIALOG_ID, SEARCH_INPUT_ID, SEARCH_LIVE_ID } from './SearchButton';
import { loadPagefind, type SearchHit } from './pagefind-client';
import { NoResults, searchPageHref, useStatusText } from './SearchParts';
import { SearchResult } from './SearchResult';
import { SEARCH_NS, searchStrings } from './search-strings';
import { useSiteSearch } from './useSiteSearch';
import styles from './SearchDialog.module.css';

/** Results the dialog lists; the rest are on the search page ("See all results"). */
const DIALOG_LIMIT = 8;
const LIST_ID = 'site-search-results';
const HINT_ID = 'site-search-hint';
const optionId = (index: number) => `site-search-option-${index}`;

/**
 * The search box's live results, loaded on its first open with their texts (search-strings.ts) and Pagefind's
 * client. The box itself is built into every page (SearchShell), so this part adopts it as it finds it, with
 * whatever was typed before it arrived, and makes its input a combobox that lists live results (WAI-ARIA APG
 * combobox with list box popup). Focus stays in the search box; the arrow keys move the active result
 * (`aria-activedescendant`), Enter opens it, or with none active submits the form to the search page.
 */
export default function SearchDialog() {
  const { i18n } = useTranslation();
  use(searchStrings(i18n, useLang()));
  const live = document.getElementById(SEARCH_LIVE_ID);
  const input = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
  return live && input ? createPortal(<SearchResults input={input} />, live) : null;
}

function SearchResults({ input }: { input: HTMLInputElement }) {
  const { t } = useTranslation([SEARCH_NS, 'common']);
  const lang = useLang();
  // What the visitor typed before this script arrived is the first query.
  const [query, setQuery] = useState(() => input.value);
  const search = useSiteSearch(query, DIALOG_LIMIT);
  const hits = search.status === 'done' ? search.hits : NO_HITS;
  // The active option belongs to one list of results: a new list starts with none active.
  const [cursor, setCursor] = useState<{ hits: readonly SearchHit[]; index: number }>({ hits: NO_HITS, index: -1 });
  const active = cursor.hits === hits ? cursor.index : -1;
  const status = useStatusText(search);

  useEffect(() => {
    // The index's first files load while the visitor types.
    loadPagefind().catch(() => undefined);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', LIST_ID);
    input.setAttribute('aria-describedby', HINT_ID);
    const onInput = () => setQuery(input.value);
    input.addEventListener('input', onInput);
    // What was typed between the first render and now.
    onInput();
    return () => input.removeEventListener('input', onInput);
  }, [input]);

  // The built box's ARIA state follows the results (the input is not React's: it is the built page's).
  useEffect(() => {
    input.setAttribute('aria-expanded', String(hits.length > 0));
    if (active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [input, hits, active, search.status]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length) {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = active < 0 && step < 0 ? 0 : active;
        setCursor({ hits, index: (from + step + hits.length) % hits.length });
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        window.location.assign(hits[active].url);
      } else if (event.key === 'Escape') {
        // A search field's own Escape only clears it; here Escape closes the box at once, as everywhere else.
        event.preventDefault();
        (document.getElementById(SEARCH_DIALOG_ID) as HTMLDialogElement | null)?.close();
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [input, hits, active]);

  return (
    <>
      {/* How the results are used, which the script makes possible: so it comes with it. */}
      <p id={HINT_ID} className={styles.hint} hidden={search.status !== 'idle'}>
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
    </>
  );
}

const NO_HITS: readonly SearchHit[] = [];
