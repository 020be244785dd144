import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { WORKERD_PORT } from './tests/workerd/setup';

// The browser tier on Cloudflare's runtime: out/ and the relay served by `wrangler pages dev` (workerd), the
// providers and GitHub replaced by a fake on 127.0.0.1. Needs a built out/ (`npm run test:e2e` builds it first).
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/workerd',
  // One worker: the tests share one Worker, and some act on all of it: a cron run re-sends every failed lead
  // (another test's count of attempts), the store test renames the leads table. The log check reads what the whole
  // run printed.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: a passing test ends when its state is reached; a loaded machine only makes it slower.
  timeout: 60_000,
  outputDir: 'test-results/workerd-artifacts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/workerd' }]],
  use: {
    baseURL: `http://127.0.0.1:${WORKERD_PORT}`,
    // Off on CI, where nobody opens a trace (a run leaves only its log): recording one (a DOM snapshot and a
    // screenshot at every action) took about a third of a keyboard-heavy spec's time. Kept locally, for a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumPath ? { executablePath: chromiumPath } : {},
  },
  projects: [
    { name: 'workerd', use: chromium, testIgnore: /logs\.spec\.ts$/ },
    // Runs after every other test of the tier, over everything wrangler printed meanwhile.
    { name: 'logs', use: chromium, testMatch: /logs\.spec\.ts$/, dependencies: ['workerd'] },
  ],
  webServer: {
    command: 'npx tsx tests/workerd/launch.ts',
    url: `http://127.0.0.1:${WORKERD_PORT}/es`,
    reuseExistingServer: false,
    // workerd starts in a few seconds; the first request bundles the function.
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
