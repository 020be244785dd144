import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { usePageAlternates } from '@/lib/i18n/alternates';
import { languageTarget } from '@/lib/i18n/language-target';
import { LANGUAGES, LANG_NAMES } from '@/lib/i18n/languages';
import { rememberLanguage } from '@/lib/i18n/remember';
import { useLang } from '@/lib/i18n/useLang';
import { Icon } from './Icon';
import { useDisclosure } from './useDisclosure';
import styles from './LanguageSelector.module.css';

const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function LanguageSelector({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('common');
  const current = useLang();
  const router = useRouter();
  const { open, setOpen, toggle, containerRef, buttonRef } = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const alternates = usePageAlternates();
  const isErrorPage = router.pathname.endsWith('/404') || router.pathname === '/_error';
  const listId = `language-list-${tone}`;

  return (
    <div className={`${styles.selector} ${tone === 'dark' ? styles.dark : ''}`} ref={containerRef}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <Icon name="globe" size={18} />
        {/* The name starts with what the button shows (WCAG 2.5.3), so "ES" spoken by voice control finds it. */}
        {current.toUpperCase()}
        <span className="visually-hidden"> {t('header.languageLabel', { language: LANG_NAMES[current] })}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={languageTarget(router.asPath, lang, { isErrorPage, alternates })}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => {
                // The address bar, not router.asPath: Next leaves the query out of asPath on a pre-rendered page.
                event.currentTarget.href = languageTarget(currentAddress(), lang, { isErrorPage, alternates });
                rememberLanguage(lang);
                setOpen(false);
              }}
            >
              {LANG_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
