import path from 'node:path';
import type { NextConfig } from 'next';
import { outDirFor, SITE_OUT_DIR } from './src/lib/site/output';
import { giveShortClassNames } from './src/scripts/short-class-names';
import { siteUrl } from './src/lib/site/site-url';

// With `output: 'export'`, a distDir other than .next names the export folder (build files stay in .next): the
// preview site (CONTENT_STAGE=DRAFT) is exported to out-preview/, never to out/.
const outDir = outDirFor();

// In the browser, `i18next` is the reader of the page's own translations (decision 0025): i18next itself renders
// every page at build time and is 15 KiB (gzip) of every page's scripts. Webpack builds the site; Turbopack runs
// `next dev`.
const BROWSER_I18NEXT = './src/lib/i18n/browser-i18next.ts';

const config: NextConfig = {
  output: 'export',
  ...(outDir === SITE_OUT_DIR ? {} : { distDir: outDir }),
  // `/es/about-us` is served from `out/es/about-us.html`; hosts and our server resolve extensionless paths.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The test builds run beside `npm run typecheck` (tests/run-all.ts), so Next's pass would check the same code again.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED_ELSEWHERE === '1' },
  webpack: (
    webpackConfig: { resolve: { alias: Record<string, string> }; module?: { rules?: unknown[] }; plugins?: unknown[] },
    { isServer, dev, webpack }: { isServer: boolean; dev: boolean; webpack: { DefinePlugin: new (definitions: Record<string, string>) => unknown } },
  ) => {
    if (!isServer) {
      webpackConfig.resolve.alias['i18next$'] = path.resolve(BROWSER_I18NEXT);
      // Static parts' content is cut from the browser bundle (src/features/islands/Static.tsx, `builtOnly`).
      webpackConfig.plugins = [...(webpackConfig.plugins ?? []), new webpack.DefinePlugin({ 'process.env.BROWSER_BUNDLE': JSON.stringify('1') })];
    }
    // Five-character CSS Modules class names in the build (decision 0037); a Next that names them elsewhere stops it.
    if (!dev && giveShortClassNames(webpackConfig) === 0) throw new Error('No CSS Modules loader found to give short class names');
    return webpackConfig;
  },
  turbopack: { resolveAlias: { i18next: { browser: BROWSER_I18NEXT } } },
  env: {
    // Public build-time settings only; provider secrets never go here.
    // The public origin, normalised once (a malformed SITE_URL stops here): inlined wherever the code reads
    // `process.env.SITE_URL`, so server-rendered and hydrated pages agree.
    SITE_URL: siteUrl(),
    // The footer's copyright year is the publication's: fixed at build, so a page built in December still hydrates
    // without a mismatch in January.
    NEXT_PUBLIC_BUILD_YEAR: String(new Date().getFullYear()),
  },
};

export default config;
