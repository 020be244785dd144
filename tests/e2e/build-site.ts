import { spawnSync } from 'node:child_process';
import { TEST_SITE_URL } from './site-origin';
import { TEST_BUILD_SECRETS, TEST_THIRD_PARTY } from './third-party';

/**
 * Builds out/ for the browser tests: the production build, plus consented third-party script URLs on a test
 * domain, so the tests can prove those scripts load only after consent (the tests intercept the requests), and
 * recognisable provider secrets in the environment, so the integrity test can prove none reaches the site, and a
 * public SITE_URL that is not the local default, so it can prove no loopback URL does either.
 */
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...TEST_BUILD_SECRETS,
    SITE_URL: TEST_SITE_URL,
    NEXT_PUBLIC_CHAT_SCRIPT_URL: TEST_THIRD_PARTY.chatUrl,
    NEXT_PUBLIC_CHAT_WIDGET_ID_ES: TEST_THIRD_PARTY.chatWidgetEs,
    NEXT_PUBLIC_CHAT_WIDGET_ID_PT: TEST_THIRD_PARTY.chatWidgetPt,
    NEXT_PUBLIC_POPUP_SCRIPT_URL: TEST_THIRD_PARTY.popupUrl,
  },
});
process.exit(result.status ?? 1);
