import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { PREVIEW_PORT, PREVIEW_URL } from './tests/e2e/preview-origin';

const port = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium by default (browser downloads are not possible here); override for Playwright's own build.
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on CI's 2 cores: a test is mostly the browser waiting on the page (about 0.4 of a core per worker); with four
  // on a loaded machine, tests that tap before the scripts or load a dozen pages ran past their time (decision 0054).
  // At least two elsewhere.
  workers: process.env.CI ? 3 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // Its own folder: the workerd tier keeps its state and log in test-results/workerd (Playwright empties the output
  // folder when a run starts).
  outputDir: 'test-results/e2e-artifacts',
  forbidOnly: Boolean(process.env.CI),
  // A test waits on states, never on time (decision 0047); the limit only stops a hung one. A dozen pages loaded and
  // hydrated in one test took up to 35 s beside two other workers on a loaded machine.
  timeout: 45_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/e2e' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off on CI, where nobody opens a trace (a run leaves only its log): recording one (a DOM snapshot and a
    // screenshot at every action) took about a third of a keyboard-heavy spec's time. Kept locally, for a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumPath ? { executablePath: chromiumPath } : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // After every test: nothing a test visitor typed may appear in the server's log of the run.
  globalTeardown: './tests/e2e/no-personal-data-in-logs.ts',
  webServer: [
    {
      // The server's log of the run is kept in test-results/server.log (startup errors too), for the teardown to read;
      // its outbox and lead store start empty at each run.
      command: 'mkdir -p test-results && rm -rf test-results/outbox test-results/leads.sqlite* && npx tsx src/server/main.ts 2>&1 | tee test-results/server.log',
      url: `http://127.0.0.1:${port}/es`,
      // Forms are submitted many times from one address; the limiter itself is covered by the relay's unit tests.
      env: { PORT: String(port), HOST: '127.0.0.1', OUTBOX_DIR: 'test-results/outbox', LEADS_DB_PATH: 'test-results/leads.sqlite', RELAY_RATE_LIMIT_MAX: '1000', LOG_REQUESTS: '1' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The preview site (DRAFT stage) beside it, for tests/e2e/preview.spec.ts.
      command: 'mkdir -p test-results && rm -rf test-results/preview-outbox test-results/preview-leads.sqlite* && npx tsx src/server/main.ts > test-results/preview-server.log 2>&1',
      url: `${PREVIEW_URL}/es`,
      env: { PORT: String(PREVIEW_PORT), HOST: '127.0.0.1', SITE_DIR: 'out-preview', OUTBOX_DIR: 'test-results/preview-outbox', LEADS_DB_PATH: 'test-results/preview-leads.sqlite' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
