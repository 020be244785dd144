import type { NextConfig } from 'next';

const config: NextConfig = {
  output: 'export',
  // `/es/about-us` is served from `out/es/about-us.html`; hosts and our server resolve extensionless paths.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  env: {
    // Public build-time settings only; provider secrets never go here.
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
    // The footer's copyright year is the publication's: fixed at build, so a page built in December still hydrates
    // without a mismatch in January.
    NEXT_PUBLIC_BUILD_YEAR: String(new Date().getFullYear()),
  },
};

export default config;
