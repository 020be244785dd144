import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { usePageAlternates } from '@/lib/i18n/alternates';
import { languageTarget } from '@/lib/i18n/language-target';
import { LANGUAGES, LANG_NAMES } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { Icon } from './Icon';
import { LANGUAGE_LIST_ID } from './header-ids';
import styles from './LanguageSelector.module.css';

/**
 * The header's language list: a native popover under its button (CSS anchor positioning), so it opens from the first
 * paint, and Escape or a click outside closes it. Each link leads to this page in that language as built (the
 * page's address without query or hash); once the script runs, a click carries the query and hash over and
 * remembers the choice (header-behaviour.ts).
 */
export function LanguageSelector() {
  const { t } = useTranslation('common');
  const current = useLang();
  const router = useRouter();
  const alternates = usePageAlternates();
  const isErrorPage = router.pathname.endsWith('/404') || router.pathname === '/_error';

  return (
    <div className={styles.selector}>
      <button type="button" className={styles.button} popoverTarget={LANGUAGE_LIST_ID}>
        <Icon name="globe" size={18} />
        {/* The name starts with what the button shows (WCAG 2.5.3), so "ES" spoken by voice control finds it. */}
        {current.toUpperCase()}
        <span className="visually-hidden"> {t('header.languageLabel', { language: LANG_NAMES[current] })}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={LANGUAGE_LIST_ID} popover="auto" className={styles.list}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={languageTarget(router.asPath, lang, { isErrorPage, alternates })}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              className={styles.option}
            >
              {LANG_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
