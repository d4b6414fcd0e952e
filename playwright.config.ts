import { defineConfig } from '@playwright/test';
import { SAMPLE_SHARES } from './e2e/sample.ts';
import { freePort } from './src/node/hosting/nginx-preview.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
/**
 * nginx's port: chosen free once, by the runner loading this file; the workers load it again
 * and must agree, so it travels to them in the environment.
 */
process.env.E2E_NGINX_PORT ??= String(await freePort());
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT);
// The share of the route and demo sweeps this run checks (e2e/sample.ts): fixed once, here, so
// the workers, which load this file again, list the same tests even across midnight.
process.env.E2E_SAMPLE_SHARE ??= String(Math.floor(Date.now() / 86_400_000) % SAMPLE_SHARES);
/** `E2E_NGINX=0` leaves nginx out (a machine without it); `npm test` and CI run both servers. */
const withNginx = process.env.E2E_NGINX !== '0';

/** The specs that also run against nginx: the smoke suite and the serving checks. */
const BOTH_SERVERS = /(smoke|hosting|demos-csp)\.spec\.ts$/;
/**
 * Every demo document runs once, against nginx when it is here (production's server and
 * policy), else against `npm start`: twice would cost minutes of CI for the same documents.
 */
const DEMOS = /\/demos\.spec\.ts$/;

/**
 * Browser tests run Debian's Chromium against the prerendered build on 127.0.0.1: the whole
 * suite as `npm start` serves it, and the smoke suite again through nginx with
 * deploy/nginx.conf (`npm run preview:nginx`).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'npm-start', testIgnore: withNginx ? DEMOS : [], use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
    ...(withNginx ? [{ name: 'nginx', testMatch: [BOTH_SERVERS, DEMOS], use: { baseURL: `http://127.0.0.1:${E2E_NGINX_PORT}` } }] : []),
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts`,
      env: { PORT: String(E2E_PORT) },
      url: `http://127.0.0.1:${E2E_PORT}/docs/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withNginx
      ? [
          {
            // The server block of this very build, as the Docker image ships it (deploy/Dockerfile):
            // its CSP carries the hashes of this build's inline scripts and styles.
            command: `npx tsx scripts/preview-nginx.ts --conf dist/deploy/nginx.conf`,
            env: { PORT: String(E2E_NGINX_PORT) },
            url: `http://127.0.0.1:${E2E_NGINX_PORT}/docs/`,
            reuseExistingServer: false,
            timeout: 30_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
