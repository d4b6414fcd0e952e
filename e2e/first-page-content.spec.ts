/**
 * The first page's content loads after its shell (src/theme/first-page-content.tsx): the HTML
 * does not preload the page chunk, the shell hydrates without it, the server HTML stays on screen
 * meanwhile, and the content hydrates in place once the chunk arrives.
 */
import { expect, test } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';
import { LAYOUT_IDS } from '../src/shared/layout-ids.ts';
import { SHELL_HYDRATED_MARK } from '../src/runtime/hydration.ts';

const PAGE = '/docs/api/button';
const PAGE_CHUNK = /\/p-v8-api_button-[\w-]+\.js$/;

// page.route never sees a request the offline service worker answers from its cache.
test.use({ serviceWorkers: 'block' });

test('the shell works before the page chunk arrives; the content hydrates in place when it does', async ({ page }) => {
  const problems = watchConsole(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(PAGE_CHUNK);
  const response = await page.goto(PAGE);
  const html = (await response?.text()) ?? '';
  expect(html, 'the HTML names the page chunk only in its boot data, never as a preload').not.toMatch(/<link[^>]+p-v8-api_button-/);
  await asked;
  // The server HTML is on screen and the shell responds: the colour mode switch is React's.
  const content = page.locator(`#${LAYOUT_IDS.pageContent}`);
  await expect(content.locator('h2#properties')).toBeVisible();
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
  // Not hydrated while the content is not.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  const serverHeading = await content.locator('h2#properties').elementHandle();
  release();
  await waitForHydration(page);
  // Hydrated in place: the server's nodes are still in the document (a mismatch, or a client
  // render, would have replaced them), and now they respond.
  expect(await serverHeading?.evaluate((el) => el.isConnected)).toBe(true);
  const tab = content.getByRole('tab', { name: 'Angular' }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  expect(problems.filter((p) => !p.includes('Service Worker registration blocked'))).toEqual([]);
});

test('the page chunk waits for an idle moment after the shell, or comes at once on the first input', async ({ page }) => {
  // No idle moment ever comes: only the reader's input can ask for the content.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  // Loads of the content; prefetch hints (for other pages' chunks) are left out.
  const requested: string[] = [];
  page.on('request', (request) => {
    if (!/prefetch/i.test(request.headers()['sec-purpose'] ?? '')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(PAGE);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SHELL_HYDRATED_MARK);
  await page.waitForTimeout(1_500);
  expect(requested.filter((p) => PAGE_CHUNK.test(p))).toEqual([]);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  // A key press is intent: the chunk is requested and the content hydrates.
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  expect(requested.filter((p) => PAGE_CHUNK.test(p))).toHaveLength(1);
});
