import type { NextConfig } from 'next';
import { siteUrl } from './src/lib/site/site-url';

const config: NextConfig = {
  output: 'export',
  // `/es/about-us` is served from `out/es/about-us.html`; hosts and our server resolve extensionless paths.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
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
