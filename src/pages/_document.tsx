import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { DEFAULT_LANG, isLang, LANG_TAGS } from '@/lib/i18n/languages';

export default function Document(props: DocumentProps) {
  const pageLang = props.__NEXT_DATA__.props?.pageProps?.lang;
  const lang = isLang(pageLang) ? pageLang : DEFAULT_LANG;
  return (
    <Html lang={LANG_TAGS[lang]}>
      <Head>
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
