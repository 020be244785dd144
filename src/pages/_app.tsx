import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import { ConsentProvider } from '@/features/consent/ConsentContext';
import { ThirdPartyScripts } from '@/features/consent/ThirdPartyScripts';
import { ErrorBoundary } from '@/features/errors/ErrorBoundary';
import { RenderError } from '@/features/errors/ErrorMessage';
import { HydrateInSlices } from '@/features/islands/HydrateInSlices';
import { AlternatesProvider, type Alternates } from '@/lib/i18n/alternates';
import { isLang, LANG_TAGS } from '@/lib/i18n/languages';
import { rememberLanguage } from '@/lib/i18n/remember';

function App({ Component, pageProps }: AppProps<{ lang?: string; alternates?: Alternates }>) {
  const lang = pageProps.lang;

  // _document renders <html lang> once; keep it right after client-side navigation to another language.
  useEffect(() => {
    if (!isLang(lang)) return;
    document.documentElement.lang = LANG_TAGS[lang];
    rememberLanguage(lang);
  }, [lang]);

  return (
    <HydrateInSlices>
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

export default appWithTranslation(App);
