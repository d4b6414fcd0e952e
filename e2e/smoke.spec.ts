/**
 * The browser smoke suite, run against `npm start` and against nginx with deploy/nginx.conf
 * (playwright.config.ts): one page of every type, client navigation, search, the version
 * switch, the 404 pages and, once the build has them, the live demos. Each page is loaded under
 * the server's Content-Security-Policy and must report no violation and log no console error.
 */
import { expect, test, type Page } from '@playwright/test';
import { faults, watchCsp, type CspViolation } from './csp-watch.ts';
import { builtRoutes, waitForHydration, watchConsole } from './helpers.ts';

const routes = await builtRoutes();

const PAGE_TYPES: Array<[string, string, string]> = [
  ['landing', '/docs/', 'Ionic Framework Documentation'],
  ['guide', '/docs/theming/dark-mode', 'Dark Mode'],
  ['tutorial with framework tabs', '/docs/angular/your-first-app/taking-photos', 'Open the Camera and Show Photos'],
  ['component API', '/docs/api/button', 'ion-button'],
  ['components index', '/docs/components', 'UI Components'],
  ['CLI command', '/docs/cli/commands/serve', 'ionic serve'],
  ['native plugin', '/docs/native/camera', 'Camera'],
  // Pages with a lazily revealed part: React's inline reveal scripts, allowed by hash.
  ['colour generator', '/docs/theming/color-generator', 'Color Generator'],
  ['release notes', '/docs/reference/release-notes', 'Release Notes'],
  ['search page', '/docs/search?q=button', 'Search the documentation'],
  ['v7 guide', '/docs/v7/theming/dark-mode', 'Dark Mode'],
];

async function watch(page: Page): Promise<{ console: string[]; csp: CspViolation[] }> {
  return { console: watchConsole(page), csp: await watchCsp(page) };
}

for (const [kind, path, h1] of PAGE_TYPES) {
  test(`${kind} (${path}) renders under the CSP with no violation and no console error`, async ({ page }) => {
    expect(routes, 'every page type of the smoke suite is in the build').toContain(path.split('?')[0]);
    const seen = await watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toContainText(h1);
    expect(faults(seen.csp)).toEqual([]);
    expect(seen.console).toEqual([]);
  });
}

for (const [path, version] of [
  ['/docs/no-such-page', 'v8'],
  ['/docs/v7/no-such-page', 'v7'],
  // Encoded characters: the first route must be matched decoded, or React Router logs "No HydrateFallback element".
  ['/docs/caf%C3%A9-no-such-page', 'v8'],
  ['/docs/v7/%E2%9C%93%20missing', 'v7'],
]) {
  test(`an unknown ${version} path (${path}) answers 404 with the ${version} not-found page, hydrated cleanly`, async ({ page }) => {
    const seen = await watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: `Start from the ${version} documentation home` })).toBeVisible();
    expect(faults(seen.csp)).toEqual([]);
    // Chromium logs the 404 of the document itself; nothing else may appear (a v8 page under a
    // v7 path would log a hydration mismatch here).
    expect(seen.console.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
  });
}

test('client navigation, search and the version switch work under the CSP', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  // Client-side navigation: a page chunk and the route map load; no document load.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/components$/);
  await expect(page.locator('h1')).toHaveText('UI Components');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  // Search: the modal's chunk and styles, the worker, and the index fetched by the worker.
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('dark mode');
  // The first query loads the modal, the worker and a 300 KB index: allow for a busy machine.
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/docs\/theming\/dark-mode/, { timeout: 20_000 });
  await page.keyboard.press('Escape');
  // The version switch goes to the same page in v7.
  await page.getByRole('button', { name: 'v8', exact: true }).click();
  await page.getByRole('link', { name: 'v7', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/v7\/components$/);
  await expect(page.locator('h1')).toHaveText('UI Components');
  expect(faults(seen.csp)).toEqual([]);
  expect(seen.console).toEqual([]);
});

test('the CSP is enforced: a script that is not ours is refused and reported', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 5px solid red }';
    document.head.append(style);
  });
  await expect.poll(() => seen.csp.map((v) => v.directive).sort()).toEqual(['script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('live demos on the button page load in their frames', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/docs/api/button');
  await waitForHydration(page);
  const frames = page.locator('iframe[src*="/_demos/"]');
  await expect(frames.first()).toBeAttached();
  await frames.first().scrollIntoViewIfNeeded();
  const demo = page.frameLocator('iframe[src*="/_demos/"]').first();
  await expect(demo.locator('ion-button').first()).toHaveClass(/hydrated/);
  expect(faults(seen.csp)).toEqual([]);
  expect(seen.console).toEqual([]);
});
