import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { usePageAlternates, type Alternates } from '@/lib/i18n/alternates';
import { LANGUAGES, LANG_NAMES, type Lang } from '@/lib/i18n/languages';
import { swapLanguage } from '@/lib/i18n/paths';
import { rememberLanguage } from '@/lib/i18n/remember';
import { useLang } from '@/lib/i18n/useLang';
import { Icon } from './Icon';
import { useDisclosure } from './useDisclosure';
import styles from './LanguageSelector.module.css';

/**
 * Same page, other language. A page that exists only in some languages (a blog post) names its alternates;
 * where it has none, and on an error page, the selector offers that language's home.
 */
function targetFor(asPath: string, isErrorPage: boolean, alternates: Alternates | null, lang: Lang): string {
  if (isErrorPage) return `/${lang}`;
  if (alternates) return alternates[lang] ?? `/${lang}`;
  return swapLanguage(asPath, lang);
}

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
              href={targetFor(router.asPath, isErrorPage, alternates, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              className={styles.option}
              onClick={() => {
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
