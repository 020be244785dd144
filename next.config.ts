import type { NextConfig } from 'next';
import { outDirFor, SITE_OUT_DIR } from './src/lib/site/output';
import { pagePipelineWebpack } from './src/page-pipeline/bundle/webpack';
import { siteUrl } from './src/lib/site/site-url';

// With `output: 'export'`, a distDir other than .next names the export folder (build files stay in .next): the
// preview site (CONTENT_STAGE=DRAFT) is exported to out-preview/, never to out/.
const outDir = outDirFor();

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
  // What the page pipeline changes in the bundles (src/page-pipeline/README.md); `npm run dev` runs webpack too.
  webpack: pagePipelineWebpack,
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
