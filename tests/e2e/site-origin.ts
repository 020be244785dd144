/**
 * The public URL the browser tests build the site for (SITE_URL of tests/e2e/build-site.ts). Deliberately not the
 * local default nor the address the tests serve out/ on: a link that still names localhost, or that was built from
 * the serving address, shows up as a failure instead of passing by coincidence.
 */
export const TEST_SITE_URL = 'https://www.nortia.test';
