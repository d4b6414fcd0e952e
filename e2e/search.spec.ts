import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CLIENT_MANIFEST, SITE_DIR, waitForHydration, watchConsole } from './helpers.ts';
import config from '../site.config.ts';
import { INDEX_BUDGET_GZIP_BYTES } from '../src/node/search/search-index.ts';
import { searchIndexFileName } from '../src/shared/search-config.ts';

/** Opens the search modal with the keyboard shortcut and types a query. */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill(query);
}

/** Page URLs (without anchors) of the hits on screen, in order, without repeats. */
async function hitPages(page: Page): Promise<string[]> {
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.split('#')[0] as string))];
}

const FIVE_QUERIES: Array<[string, string]> = [
  ['dark mode', '/docs/theming/dark-mode'],
  ['ion-button', '/docs/api/button'],
  ['capacitor camera', '/docs/native/camera'],
  ['ionic serve', '/docs/cli/commands/serve'],
  ['datetme', '/docs/api/datetime'],
];

for (const [query, expected] of FIVE_QUERIES) {
  test(`typing "${query}" in the navbar search shows ${expected} among the first results`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/docs/theming/basics');
    await waitForHydration(page);
    await searchFor(page, query);
    await expect.poll(async () => (await hitPages(page)).slice(0, 3)).toContain(expected);
    expect(problems).toEqual([]);
  });
}

test('page keywords reach the built index: "upgrade" finds the v8 updating guide; "dropdown" finds ion-select and the components page that maps it', async ({
  page,
}) => {
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await searchFor(page, 'upgrade');
  await expect.poll(async () => (await hitPages(page))[0]).toBe('/docs/updating/8-0');
  await page.keyboard.press('Escape');
  await searchFor(page, 'dropdown');
  // ion-popover's page also answers it (dropdown menus are popovers), so the order is free.
  await expect.poll(async () => (await hitPages(page)).slice(0, 3)).toEqual(expect.arrayContaining(['/docs/api/select', '/docs/components']));
});

// Issue 20: pages named by the query come first, found by route slug, title or component name.
for (const [query, expected] of [
  ['webview', '/docs/core-concepts/webview'],
  ['livereload', '/docs/cli/livereload'],
  ['IonItemSliding', '/docs/api/item-sliding'],
  ['capacitor run android', '/docs/cli/commands/capacitor-run'],
] as const) {
  test(`"${query}" shows ${expected} first`, async ({ page }) => {
    await page.goto('/docs/theming/basics');
    await waitForHydration(page);
    await searchFor(page, query);
    await expect.poll(async () => (await hitPages(page))[0]).toBe(expected);
  });
}

test("each version's built index is within its gzip budget, as the first search downloads it", async () => {
  for (const version of config.versions.local) {
    const file = path.join(SITE_DIR, config.baseUrl, searchIndexFileName(version.name));
    const gzipped = gzipSync(await readFile(file), { level: 9 }).length;
    expect(gzipped, `${version.name}: ${(gzipped / 1024).toFixed(0)} KB gzip`).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_BYTES);
  }
});

test('on a v7 page the modal searches the v7 index; elsewhere v8', async ({ page }) => {
  await page.goto('/docs/v7/theming/basics');
  await waitForHydration(page);
  await searchFor(page, 'dark mode');
  await expect.poll(async () => (await hitPages(page))[0]).toBe('/docs/v7/theming/dark-mode');
  for (const url of await hitPages(page)) expect(url.startsWith('/docs/v7/')).toBe(true);

  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await searchFor(page, 'dark mode');
  await expect.poll(async () => (await hitPages(page))[0]).toBe('/docs/theming/dark-mode');
  for (const url of await hitPages(page)) expect(url.startsWith('/docs/v7/')).toBe(false);
});

test('choosing a hit navigates client-side and scrolls to its heading', async ({ page }) => {
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await searchFor(page, 'adjusting the dark palette');
  const hit = page.locator('.DocSearch-Hit a[href="/docs/theming/dark-mode#adjusting-the-dark-palette"]');
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/theming\/dark-mode#adjusting-the-dark-palette$/);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Dark Mode');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('adjusting-the-dark-palette')?.getBoundingClientRect().top ?? -1)))
    .toBeLessThan(150);
});

test('Enter opens the selected hit; Escape closes the modal', async ({ page }) => {
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await searchFor(page, 'ionic serve');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute('href', '/docs/cli/commands/serve');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/cli\/commands\/serve$/);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await searchFor(page, 'modal');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('the local engine sends no request off the site and shows no "Powered by" footer', async ({ page, baseURL }) => {
  const offSite: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL ?? '')) offSite.push(r.url());
  });
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await searchFor(page, 'capacitor camera');
  await hitPages(page);
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  expect(offSite).toEqual([]);
});

test('first-load JS of a doc page has no DocSearch; it loads on first intent', async ({ page }) => {
  // Build manifest: the entry's static import closure must not reach @docsearch.
  const manifest = JSON.parse(await readFile(CLIENT_MANIFEST, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[]; src?: string }>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html');
  expect(entry).toBeTruthy();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) walk(child);
  };
  walk(entry?.[0] as string);
  expect([...seen].filter((key) => /docsearch|SearchModal|minisearch/i.test(key))).toEqual([]);

  // In the browser: nothing of the modal or the index before intent; both after a hover.
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(loaded.filter((p) => /SearchModal|docsearch|search-index|search-worker/i.test(p))).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).hover();
  await expect.poll(() => loaded.some((p) => /SearchModal-.*\.js$/.test(p))).toBe(true);
  await expect.poll(() => loaded.some((p) => p.endsWith('/search-index-v8.json'))).toBe(true);
});

test('the search page returns results on a cold load with ?q=, grouped by page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/docs/search?q=capacitor%20camera');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await expect(page.locator('input[name="q"]')).toHaveValue('capacitor camera');
  const first = page.locator('ol [data-result-link]').first();
  await expect(first).toHaveAttribute('href', '/docs/native/camera');
  await expect(page.getByRole('status')).toContainText('found for “capacitor camera”');
  await expect(page.locator('ol > li').first().locator('mark').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the search page is keyboard usable and keeps the query in the URL', async ({ page }) => {
  await page.goto('/docs/search');
  await waitForHydration(page);
  const input = page.locator('input[name="q"]');
  await input.focus();
  await page.keyboard.type('dark mode');
  await expect(page).toHaveURL(/\/docs\/search\?q=dark%20mode$/);
  await expect(page.locator('ol [data-result-link]').first()).toHaveAttribute('href', '/docs/theming/dark-mode');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('ol [data-result-link]').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('ol [data-result-link]').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/theming\/dark-mode$/);
  await page.goBack();
  await expect(page.locator('input[name="q"]')).toHaveValue('dark mode');
});

test('the v7 search page searches v7', async ({ page }) => {
  await page.goto('/docs/v7/search?q=dark%20mode');
  await waitForHydration(page);
  await expect(page.locator('ol [data-result-link]').first()).toHaveAttribute('href', '/docs/v7/theming/dark-mode');
  const hrefs = await page.locator('ol [data-result-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href.startsWith('/docs/v7/')).toBe(true);
});

test('"See all results" in the modal opens the search page for the query', async ({ page }) => {
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await searchFor(page, 'ion-button');
  await hitPages(page);
  await page.locator('.docs-search-more').click();
  await expect(page).toHaveURL(/\/docs\/search\?q=ion-button$/);
  await expect(page.locator('ol [data-result-link]').first()).toHaveAttribute('href', '/docs/api/button');
});
