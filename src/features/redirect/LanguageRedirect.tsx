import Head from 'next/head';
import { useEffect } from 'react';
import { Logo } from '@/features/layout/Logo';
import { detectLanguage } from '@/lib/i18n/detect';
import { DEFAULT_LANG, LANGUAGES, LANG_CONTINUE } from '@/lib/i18n/languages';
import { rememberLanguage, rememberedLanguage } from '@/lib/i18n/remember';
import styles from './Redirect.module.css';

/**
 * A path without a language (`/`, `/contact`): detect the visitor's language in the browser and replace the URL.
 * Without JavaScript the page refreshes to the Spanish page and lists every language as plain links.
 */
export function LanguageRedirect({ rest }: { rest: string }) {
  useEffect(() => {
    const lang = detectLanguage({
      pathname: window.location.pathname,
      cookie: rememberedLanguage(),
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    });
    rememberLanguage(lang);
    window.location.replace(`/${lang}${rest}${window.location.search}${window.location.hash}`);
  }, [rest]);

  return (
    <>
      <Head>
        <title>Nortia</title>
        <meta name="robots" content="noindex, follow" />
        <noscript>
          <meta httpEquiv="refresh" content={`0; url=/${DEFAULT_LANG}${rest}`} />
        </noscript>
      </Head>
      <LanguageChoice rest={rest} />
    </>
  );
}

/** Every language as a link to the same page; shown while redirecting and to visitors without JavaScript. */
export function LanguageChoice({ rest }: { rest: string }) {
  return (
    <main className={styles.page}>
      <Logo />
      <ul className={styles.choices}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a href={`/${lang}${rest}`} hrefLang={lang} lang={lang}>
              {LANG_CONTINUE[lang]}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
