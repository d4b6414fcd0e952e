import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);

/** Browser tests run Debian's Chromium against the prerendered build served on 127.0.0.1. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]] : [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: { PORT: String(E2E_PORT) },
    url: `http://127.0.0.1:${E2E_PORT}/docs/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
