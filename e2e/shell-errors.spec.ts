/** The site shell: crash screen, load failures and the base-URL banner. */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';
import { LAYOUT_IDS } from '../src/shared/layout-ids.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('errors (spec §8)', () => {
  // These tests answer page chunks with page.route, which never sees a request the offline
  // service worker answers from its cache once it controls the page (a race the tests lost now and then).
  test.use({ serviceWorkers: 'block' });

  // Throws until the test allows rendering (React retries a failed render once by itself).
  const crashingModule = `export default function Crashing() {
  if (!window.__allowRender) throw new Error('Rendering failed', { cause: new Error('The data was malformed') });
  return 'Recovered after trying again';
}
export const route = { path: '/docs/test/page2', docId: 'test/page2', version: 'v8', sidebar: null, title: 'Test Page 2', description: 'x', hideTableOfContents: true, alternates: {} };
export const toc = [];
export const sidebar = null;`;

  test('a render error shows the crash screen with causes; "Try again" clears it', async ({ page }) => {
    const problems = watchConsole(page);
    await page.route(/p-v8-test_page2-.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: crashingModule }));
    await open(page, '/docs/test/page1');
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Rendering failed');
    await expect(alert).toContainText('Cause:');
    await expect(alert).toContainText('The data was malformed');
    await page.evaluate(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Recovered after trying again')).toBeVisible();
    expect(problems.some((p) => p.includes('Rendering failed'))).toBe(true);
  });

  test('a page module without a default export fails with the spec message', async ({ page }) => {
    await page.route(/p-v8-test_page2-.*\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export const route = {}; export const toc = []; export const sidebar = null;' }),
    );
    await open(page, '/docs/test/page1');
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page.getByRole('alert')).toContainText('has no default export. A page component should be default-exported');
  });

  test('a failed route preload logs a warning and loads the page in full', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/docs/test/page1');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    let failed = false;
    await page.route(/p-v8-test_page2-.*\.js$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await expect(page).toHaveURL(/\/docs\/test\/page2$/);
    await expect(page.locator('h1')).toHaveText('Test Page 2');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(problems.some((p) => p.startsWith('warning: Failed to preload the route /docs/test/page2'))).toBe(true);
  });

  test('a page chunk that fails on first load shows the error and a working Retry', async ({ page }) => {
    let block = true;
    await page.route(/p-v8-test_page1-.*\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.goto('/docs/test/page1');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    // The prerendered content stays readable under the error.
    await expect(page.locator(`#${LAYOUT_IDS.pageContent}`)).toContainText('are not documentation');
    await expect(page.getByRole('heading', { name: 'Links between pages' })).toBeVisible();
    block = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('h1')).toHaveText('Test Page 1');
    await waitForHydration(page);
  });

  test('a sidebar chunk that fails on first load is named in the log, and Retry recovers the page', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    let block = true;
    await page.route(/\/sidebar-v8-docs-.*\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.goto('/docs/theming/dark-mode');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    expect(logged.some((text) => /^Failed to load the sidebar chunk \/docs\/assets\/sidebar-v8-docs-/.test(text))).toBe(true);
    block = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Dark mode', exact: true })).toBeAttached();
  });

  test('Retry reloads the page when the browser refuses to import a failed chunk again but its files answer', async ({ page }) => {
    // Chromium 150 remembers a module that failed to load: importing it, or a chunk that imports
    // it, fails again without a request. Played here by refusing the page chunk's next script
    // request while plain requests for it succeed.
    let sidebarBlocked = true;
    let refuseNextScript = false;
    await page.route(/\/sidebar-v8-docs-.*\.js$/, (route) => (sidebarBlocked ? route.abort() : route.continue()));
    await page.route(/\/p-v8-theming_dark-mode-.*\.js$/, (route) => {
      if (refuseNextScript && route.request().resourceType() === 'script') {
        refuseNextScript = false;
        return route.abort();
      }
      return route.continue();
    });
    await page.goto('/docs/theming/dark-mode');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    sidebarBlocked = false;
    refuseNextScript = true;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Dark mode', exact: true })).toBeAttached();
    expect(refuseNextScript).toBe(false);
  });

  test('the home page served from another base URL shows the base-URL banner', async ({ page, request }) => {
    const html = await (await request.get('/docs/')).text();
    await page.route('**/elsewhere/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto('/elsewhere/');
    const banner = page.locator('#__docs-base-url-issue-banner');
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('Suggested base URL: baseUrl: "/elsewhere/"');
  });
});
