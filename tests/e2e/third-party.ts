import type { Page } from '@playwright/test';

/** Third-party script settings of the test build; the domains are reserved (.test) and intercepted. */
export const TEST_THIRD_PARTY = {
  chatUrl: 'https://chat.nortia.test/widget.js',
  chatWidgetEs: 'chat-es-test',
  chatWidgetPt: 'chat-pt-test',
  popupUrl: 'https://promo.nortia.test/popup.js',
} as const;

/**
 * Server-side secrets present in the environment of the test build, with values nobody could mistake: the
 * integrity test proves none of them reaches out/.
 */
export const TEST_BUILD_SECRETS = {
  CUSTOMERIO_APP_API_KEY: 'leak-canary-app-api-key-7f3a9c',
  CUSTOMERIO_TRACK_API_KEY: 'leak-canary-track-api-key-2b8e1d',
  CUSTOMERIO_SITE_ID: 'leak-canary-site-id-5c4f0a',
  CMS_WEBHOOK_SECRET: 'leak-canary-webhook-secret-9d2c7e',
} as const;

/** Records requests for the consented scripts and answers them with an empty script. */
export async function watchThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  for (const url of [TEST_THIRD_PARTY.chatUrl, TEST_THIRD_PARTY.popupUrl]) {
    await page.route(url, (route) => {
      requested.push(url);
      return route.fulfill({ contentType: 'text/javascript', body: '/* test stub */' });
    });
  }
  return requested;
}
