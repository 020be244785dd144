/**
 * Where the browser tests serve the preview site (out-preview/, built by tests/e2e/build-site.ts from the DRAFT
 * stage), beside the site on E2E_PORT: a second server of playwright.config.ts.
 */
export const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4174);
export const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_PORT}`;
