import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useEffect } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import { ConsentProvider } from '@/features/consent/ConsentContext';
import { ThirdPartyScripts } from '@/features/consent/ThirdPartyScripts';
import { ErrorBoundary } from '@/features/errors/ErrorBoundary';
import { RenderError } from '@/features/errors/ErrorMessage';
import { HydrateInSlices } from '@/page-pipeline/react/HydrateInSlices';
import { StaticHead } from '@/page-pipeline/react/Static';
import { AlternatesProvider, type Alternates } from '@/lib/i18n/alternates';
import { isLang } from '@/lib/i18n/languages';
import { rememberLanguage } from '@/lib/i18n/remember';
import i18nConfig from '../../next-i18next.config.js';

function App({ Component, pageProps }: AppProps<{ lang?: string; alternates?: Alternates }>) {
  const lang = pageProps.lang;

  // Remembers the page's language for the next visit to `/`. <html lang> is _document's alone: every navigation
  // is a full page load, and setting lang again, even to the same value, restyles the whole document (10-37 ms).
  useEffect(() => {
    if (isLang(lang)) rememberLanguage(lang);
  }, [lang]);

  return (
    <HydrateInSlices>
      {/* Replaces Next's default (width only): initial-scale=1 keeps a phone at 100% rather than fitting the page. */}
      <StaticHead>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
      </StaticHead>
      <ConsentProvider>
        <AlternatesProvider value={pageProps.alternates ?? null}>
          <ErrorBoundary fallback={<RenderError />}>
            <Component {...pageProps} />
          </ErrorBoundary>
        </AlternatesProvider>
        <ThirdPartyScripts lang={isLang(lang) ? lang : null} />
      </ConsentProvider>
    </HydrateInSlices>
  );
}

// The config is given here rather than read from each page's data (`serializeConfig: false` in the config).
export default appWithTranslation(App, i18nConfig);
