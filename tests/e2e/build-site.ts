import { spawnSync } from 'node:child_process';
import { TEST_SITE_URL } from './site-origin';
import { TEST_BUILD_SECRETS, TEST_THIRD_PARTY } from './third-party';

/**
 * Builds out/ for the browser tests: the production build, plus consented third-party script URLs on a test
 * domain, so the tests can prove those scripts load only after consent (the tests intercept the requests), and
 * recognisable provider secrets in the environment, so the integrity test can prove none reaches the site, and a
 * public SITE_URL that is not the local default, so it can prove no loopback URL does either.
 * Then the preview site, from the DRAFT stage into out-preview/, with the same settings (tests/e2e/preview.spec.ts
 * proves the drafts are there and nowhere in out/).
 */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...TEST_BUILD_SECRETS,
  SITE_URL: TEST_SITE_URL,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: TEST_THIRD_PARTY.chatUrl,
  NEXT_PUBLIC_CHAT_WIDGET_ID_ES: TEST_THIRD_PARTY.chatWidgetEs,
  NEXT_PUBLIC_CHAT_WIDGET_ID_PT: TEST_THIRD_PARTY.chatWidgetPt,
  NEXT_PUBLIC_POPUP_SCRIPT_URL: TEST_THIRD_PARTY.popupUrl,
  // `npm test` type-checks the same code beside these builds (tests/run-all.ts).
  BUILD_TYPECHECKED_ELSEWHERE: '1',
};
// The site's build must not inherit a stage from the shell: it is the published site whatever the caller set.
delete env.CONTENT_STAGE;

const build = (extra: Record<string, string> = {}) => spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...env, ...extra } }).status ?? 1;

// `site` or `preview` builds only that one (`npm test` starts the workerd tier, which serves out/, between them).
const only = process.argv[2];
if (only !== 'preview') {
  const site = build();
  if (site !== 0 || only === 'site') process.exit(site);
}
const started = Date.now();
const preview = build({ CONTENT_STAGE: 'DRAFT' });
console.log(`Preview build for the tests: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(preview);
