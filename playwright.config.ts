import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium by default (browser downloads are not possible here); override for Playwright's own build.
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumPath ? { executablePath: chromiumPath } : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/es`,
    // The forms' browser tests send real messages from one address: lift the relay's per-address limit for them.
    env: { PORT: String(port), HOST: '127.0.0.1', OUTBOX_DIR: 'test-results/outbox', RELAY_RATE_LIMIT_MAX: '1000' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
