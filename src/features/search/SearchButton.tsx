import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { SEARCH_NS } from './search-strings';
import styles from './SearchShell.module.css';

/** The search box's `<dialog>`; the header's button opens it (an invoker command, no script). */
export const SEARCH_DIALOG_ID = 'site-search';
export const SEARCH_INPUT_ID = 'site-search-input';
/** Where the live results go once their script has loaded (SearchDialog.tsx). */
export const SEARCH_LIVE_ID = 'site-search-live';

/**
 * `command`/`commandfor` (Invoker Commands) and `closedby` are HTML that React's types do not know yet; rendered at
 * build time only (the header is static), where React writes unknown lowercase attributes as they are.
 */
const opensDialog = { commandfor: SEARCH_DIALOG_ID, command: 'show-modal' } as Record<string, string>;
const closesDialog = { commandfor: SEARCH_DIALOG_ID, command: 'close' } as Record<string, string>;
const lightDismiss = { closedby: 'any' } as Record<string, string>;

/** The header's search control, at every width: opens the search box from the first paint. */
export function SearchButton() {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="icon-button" aria-haspopup="dialog" {...opensDialog}>
      <Icon name="find" size={24} />
      <span className="visually-hidden">{t('header.search')}</span>
    </button>
  );
}

/**
 * The search box, in every built page as a modal `<dialog>`: the header's button opens it at once, Escape or a click
 * on the backdrop closes it and focus goes back to the button. Its form is a GET to the search page
 * (`/{lang}/search?q=…`), which is what Enter does until the live results' script has loaded; that script
 * (SearchDialog.tsx, loaded on the first open with the index) reads what was typed so far and lists results under
 * the box. Its texts are read at build time only (`search:dialog`, build-only on pages that do not search).
 */
export function SearchShell() {
  const { t } = useTranslation(SEARCH_NS);
  const lang = useLang();
  return (
    <dialog id={SEARCH_DIALOG_ID} className={styles.dialog} aria-labelledby="site-search-title" {...lightDismiss}>
      <form role="search" action={localHref(lang, 'search')} method="get" className={styles.bar}>
        <h2 id="site-search-title" className="visually-hidden">
          {t('dialog.title')}
        </h2>
        <Icon name="find" size={22} className={styles.icon} />
        <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
          {t('dialog.label')}
        </label>
        <input
          id={SEARCH_INPUT_ID}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('dialog.placeholder')}
        />
        <button type="button" className="icon-button" {...closesDialog}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t('dialog.close')}</span>
        </button>
      </form>
      <div id={SEARCH_LIVE_ID} />
    </dialog>
  );
}
