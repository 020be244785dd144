import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { PreviewBar, PreviewHead } from '@/features/preview/PreviewBar';
import { isPreviewBuild } from '@/lib/cms/stage';
import { DEFAULT_LANG, isLang, LANG_TAGS } from '@/lib/i18n/languages';

export default function Document(props: DocumentProps) {
  const pageLang = props.__NEXT_DATA__.props?.pageProps?.lang;
  const lang = isLang(pageLang) ? pageLang : DEFAULT_LANG;
  // Read at build time, on the server only: the published site's pages hold no trace of the preview.
  const preview = isPreviewBuild();
  return (
    <Html lang={LANG_TAGS[lang]}>
      <Head>
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {preview && <PreviewHead />}
      </Head>
      <body>
        {preview && <PreviewBar lang={lang} />}
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
