import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { BANNER_SCRIPT } from '@/features/consent/banner-script';
import { FIRST_PAINT_SCRIPT_PATH } from '@/features/layout/first-paint-script';
import { PreviewBar, PreviewHead } from '@/features/preview/PreviewBar';
import { isPreviewBuild } from '@/lib/cms/stage';
import { DEFAULT_LANG, isLang, LANG_TAGS } from '@/lib/i18n/languages';

/**
 * The favicon (242 bytes) travels inside each page as a data URL rather than as a request of its own. The browser
 * asked for `/favicon.svg` while the first screen was loading, and whether that request ended before the largest
 * paint decided, run by run, whether Lighthouse's simulation counted it: 150-200 ms on a post's LCP (issue 14). The
 * file stays in public/ for the organisation's logo in the home page's JSON-LD. Read once, at build time. Measured in
 * docs/measurements/what-we-learned.md ("The favicon is part of the page").
 */
const FAVICON_URL = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8').trim())}`;

export default function Document(props: DocumentProps) {
  const pageLang = props.__NEXT_DATA__.props?.pageProps?.lang;
  const lang = isLang(pageLang) ? pageLang : DEFAULT_LANG;
  // Read at build time, on the server only: the published site's pages hold no trace of the preview.
  const preview = isPreviewBuild();
  return (
    <Html lang={LANG_TAGS[lang]}>
      <Head>
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        {/* Shows or hides the built cookie banner before the first paint; allowed by the CSP by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
        {/* The header's keys and links and the search page's box before the page's scripts (first-paint-script.ts). */}
        <script src={FIRST_PAINT_SCRIPT_PATH} async />
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
