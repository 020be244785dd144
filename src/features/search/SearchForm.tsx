import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { SEARCH_NS } from './search-strings';
import styles from './SearchForm.module.css';

type Props = {
  id: string;
  label: string;
  /** Given on the search page, which searches as the visitor types; elsewhere the form just opens that page. */
  value?: string;
  onChange?: (query: string) => void;
};

/** A search box that works without JavaScript: a GET form to `/{lang}/search?q=…`. */
export function SearchForm({ id, label, value, onChange }: Props) {
  const { t } = useTranslation(SEARCH_NS);
  const lang = useLang();
  return (
    <form
      role="search"
      action={localHref(lang, 'search')}
      method="get"
      className={styles.form}
      onSubmit={onChange ? (event) => event.preventDefault() : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        />
        <button type="submit" className="button button-primary">
          {t('page.submit')}
        </button>
      </div>
    </form>
  );
}
