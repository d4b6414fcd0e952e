/**
 * The policy of the live demos, against `npm start` and against nginx (playwright.config.ts).
 * Demo documents (`/docs/_demos/<page>/<id>.html`, `/docs/v7/_demos/…`) load the self-hosted
 * Ionic components from `/docs/_ionic/<version>/`, whose Stencil runtime writes <style>
 * elements: only there does the CSP allow inline styles, and never inline scripts.
 *
 * Every demo document of the build runs under this policy in e2e/demos.spec.ts. Here a fixture
 * demo document loads the real @ionic/core 8 ESM build from node_modules/ionic-core-v8, served by
 * the same server kind with the shipped policy, to prove what the policy refuses as well.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startNginx } from '../src/node/hosting/nginx-preview.ts';
import type { HostingPolicy } from '../src/node/hosting/policy.ts';
import { createStaticServer } from '../src/node/hosting/static-server.ts';
import { watchCsp } from './csp-watch.ts';
import { SITE_DIR, watchConsole } from './helpers.ts';

const ROOT = path.join(import.meta.dirname, '..');
const IONIC = path.join(ROOT, 'node_modules/ionic-core-v8');
const ionicVersion = (JSON.parse(await readFile(path.join(IONIC, 'package.json'), 'utf8')) as { version: string }).version;

async function expectComponentsRendered(page: Page): Promise<void> {
  await expect(page.locator('ion-button').first()).toHaveClass(/hydrated/);
  // Ionic's styles reached the shadow DOM, and the icon's SVG was fetched and drawn.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('ion-button')!.shadowRoot!.querySelector('.button-native')!).backgroundColor))
    .not.toBe('rgba(0, 0, 0, 0)');
  await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('ion-icon')?.shadowRoot?.querySelector('svg')))).toBe(true);
}

test.describe('a fixture demo document with the real Ionic 8 components', () => {
  test.describe.configure({ mode: 'serial' });
  let dir = '';
  let origin = '';
  let stop: () => Promise<void> = async () => {};

  // Playwright reads the fixtures a hook uses from its first parameter: it must be a destructuring pattern, here an empty one.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docs-demo-fixture-'));
    const site = path.join(dir, 'site');
    const ionic = path.join(site, 'docs/_ionic', ionicVersion);
    await cp(path.join(IONIC, 'dist/ionic'), path.join(ionic, 'ionic'), { recursive: true });
    await cp(path.join(IONIC, 'css'), path.join(ionic, 'css'), { recursive: true });
    const documentHtml = (extraHead = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>CSP fixture: ion-button</title>
    <link rel="icon" href="/docs/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/docs/_ionic/${ionicVersion}/css/ionic.bundle.css" />
    <link rel="stylesheet" href="/docs/_demos/api/button/csp-fixture.css" />
    <script type="module" src="/docs/_ionic/${ionicVersion}/ionic/ionic.esm.js"></script>
    <script type="module" src="/docs/_demos/api/button/csp-fixture.js"></script>${extraHead}
  </head>
  <body>
    <ion-app>
      <ion-content class="ion-padding">
        <ion-button>Default</ion-button>
        <ion-button fill="outline"><ion-icon slot="start" name="star"></ion-icon>With icon</ion-button>
        <ion-toggle checked>Toggle</ion-toggle>
      </ion-content>
    </ion-app>
  </body>
</html>
`;
    const files: Record<string, string> = {
      'docs/_demos/api/button/csp-fixture.html': documentHtml(),
      'docs/_demos/api/button/csp-fixture.js': "await customElements.whenDefined('ion-button');\ndocument.documentElement.dataset.demoReady = 'true';\n",
      'docs/_demos/api/button/csp-fixture.css': 'ion-content { --background: #fafafa; }\n',
      // An inline script in a demo document: the demo policy must still refuse it.
      'docs/_demos/api/button/inline-script.html': documentHtml('\n    <script>window.__inline = true;</script>'),
      // The same document outside _demos/ gets the pages' policy, which refuses inline styles.
      'docs/csp-fixture/outside-demos.html': documentHtml(),
      // A page embedding the demo, as the doc pages do.
      'docs/csp-fixture/page.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title><link rel="icon" href="/docs/favicon.svg" type="image/svg+xml"></head><body><h1>Embed</h1><iframe title="demo" src="/docs/_demos/api/button/csp-fixture.html" width="400" height="300"></iframe></body></html>',
      'docs/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
      '404.html': '<!doctype html><title>Not found</title>',
    };
    for (const [rel, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
      await writeFile(path.join(site, rel), body);
    }
    if (testInfo.project.name === 'nginx') {
      const nginx = await startNginx({ root: site, serverBlock: await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8') });
      origin = nginx.origin;
      stop = nginx.stop;
    } else {
      // The policy of the build under test, as npm start would serve it.
      const policy = JSON.parse(await readFile(path.join(SITE_DIR, '../deploy/policy.json'), 'utf8')) as HostingPolicy;
      const server = createStaticServer(site, '/docs/', { policy });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test.afterAll(async () => {
    await stop();
    await rm(dir, { recursive: true, force: true });
  });

  test('renders the components with their styles and icons, with no violation and no console error', async ({ page }) => {
    const problems = watchConsole(page);
    const violations = await watchCsp(page);
    const response = await page.goto(`${origin}/docs/_demos/api/button/csp-fixture.html`);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    await expect(page.locator('html')).toHaveAttribute('data-demo-ready', 'true');
    await expectComponentsRendered(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('embedded in a page (frame-src and frame-ancestors self) it renders the same', async ({ page }) => {
    const problems = watchConsole(page);
    const violations = await watchCsp(page);
    await page.goto(`${origin}/docs/csp-fixture/page`);
    const frame = page.frameLocator('iframe[title="demo"]');
    await expect(frame.locator('ion-button').first()).toHaveClass(/hydrated/);
    await expect(frame.locator('html')).toHaveAttribute('data-demo-ready', 'true');
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('still refuses an inline script in a demo document', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(`${origin}/docs/_demos/api/button/inline-script.html`);
    await expect(page.locator('html')).toHaveAttribute('data-demo-ready', 'true');
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
    expect(await page.evaluate(() => (window as unknown as { __inline?: boolean }).__inline)).toBeUndefined();
  });

  test('outside _demos/ the same document gets the pages’ policy, which refuses the runtime’s styles', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(`${origin}/docs/csp-fixture/outside-demos`);
    expect(response?.headers()['content-security-policy']).not.toContain("style-src 'self' 'unsafe-inline'");
    await expect(page.locator('html')).toHaveAttribute('data-demo-ready', 'true');
    await expect.poll(() => violations.map((v) => v.directive)).toContain('style-src-elem');
  });
});
