/**
 * Spec §2.2 router mode `hash`: the build made with e2e/fixtures/hash-router.config.ts
 * (`npm test` builds it into dist-hash/) must work opened straight from the file system, with
 * no server: file:// pages refuse ES modules, fetch and workers, so this is where the classic
 * chunk loader, the script-borne route maps and search index, and the hash-aware links prove
 * themselves. That fixture also makes the announcement bar closeable.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers.ts';
import { createStaticServer } from '../src/node/hosting/static-server.ts';

const INDEX = path.join(import.meta.dirname, '../dist-hash/site/index.html');
const INDEX_URL = pathToFileURL(INDEX).href;

/** Opens the file-system build at a site path (`#/docs/…`), or at its bare index.html. */
async function openFile(page: Page, sitePath?: string): Promise<void> {
  await page.goto(sitePath ? `${INDEX_URL}#${sitePath}` : INDEX_URL);
  await waitForHydration(page);
}

test.beforeAll(() => {
  if (!existsSync(INDEX))
    throw new Error(`${INDEX} is missing: run \`npm test\` (or \`npx tsx scripts/build.ts --config e2e/fixtures/hash-router.config.ts --out dist-hash\`)`);
});

test('index.html opened from file:// shows the home page, with the route in the hash and no errors', async ({ page }) => {
  const problems = watchConsole(page);
  await openFile(page);
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/`);
  await expect(page.locator('h1')).toHaveText('Ionic Framework Documentation');
  // Styles from the stylesheet link (a crossorigin link is refused on file://).
  await expect(page.locator('nav[aria-label="Main"], header').first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('links load page chunks client-side; back and forward work; a reload keeps the page', async ({ page }) => {
  const problems = watchConsole(page);
  await openFile(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Environment Setup' }).click();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/intro/environment`);
  await expect(page.locator('h1')).toHaveText('Environment Setup');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components', exact: true }).click();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/components`);
  await expect(page.locator('h1')).toHaveText('UI Components');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Environment Setup');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Ionic Framework Documentation');
  // All of that without leaving the document.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText('Environment Setup');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Environment Setup');
  expect(problems).toEqual([]);
});

test('a deep link with an anchor opens that page at its heading', async ({ page }) => {
  await openFile(page, '/docs/theming/dark-mode#adjusting-the-dark-palette');
  await expect(page.locator('h1')).toHaveText('Dark Mode');
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('adjusting-the-dark-palette')?.getBoundingClientRect().top ?? -1)))
    .toBeLessThan(150);
});

test('a table-of-contents link keeps the route and scrolls to its heading', async ({ page }) => {
  await openFile(page, '/docs/theming/dark-mode');
  const heading = page.locator('#adjusting-the-dark-palette');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Adjusting the dark palette' }).click();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/theming/dark-mode#adjusting-the-dark-palette`);
  await expect(page.locator('h1')).toHaveText('Dark Mode');
  await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(150);
  // Back returns to the top of the same page.
  await page.goBack();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/theming/dark-mode`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Back pressed while the scroll is still under way also returns to the top, and stays there.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Adjusting the dark palette' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link moves focus to the main content without leaving the page', async ({ page }) => {
  await openFile(page, '/docs/theming/dark-mode');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page.locator('h1')).toHaveText('Dark Mode');
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/theming/dark-mode#main-content`);
});

test('search loads its index from a script, answers, and opens the hit in the hash route', async ({ page }) => {
  const problems = watchConsole(page);
  await openFile(page, '/docs/theming/basics');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('adjusting the dark palette');
  const hit = page.locator('.DocSearch-Hit a[href="#/docs/theming/dark-mode#adjusting-the-dark-palette"]');
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/theming/dark-mode#adjusting-the-dark-palette`);
  await expect(page.locator('h1')).toHaveText('Dark Mode');
  expect(problems).toEqual([]);
});

test('the version menu switches to the same page in v7, which shows the old-version banner', async ({ page }) => {
  await openFile(page, '/docs/theming/basics');
  await page.getByRole('button', { name: 'v8', exact: true }).click();
  await page.getByRole('link', { name: 'v7', exact: true }).click();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/v7/theming/basics`);
  await expect(page.getByRole('note')).toContainText('older version');
  await page.getByRole('note').getByRole('link', { name: 'this page in v8' }).click();
  await expect(page).toHaveURL(`${INDEX_URL}#/docs/theming/basics`);
});

/**
 * The same build served over HTTP. The closeable announcement bar is tested here rather than on
 * file://: there Chromium sometimes keeps a page's later local-storage writes from other
 * documents (about 1 run in 50 under load, with the writing page reading them back fine), so a
 * reload can show a bar that was closed. Our code is the same on both origins.
 */
test.describe('served over HTTP', () => {
  let server: Server;
  let origin = '';
  test.beforeAll(async () => {
    server = createStaticServer(path.dirname(INDEX), '/');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => {
    server.close();
  });

  test('the build works the same: the route lives in the hash', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect(page).toHaveURL(`${origin}/#/docs/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CLI', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/#/docs/cli`);
    await expect(page.locator('h1')).toHaveText('Ionic CLI');
    expect(problems).toEqual([]);
  });

  test('a closeable announcement bar: Close hides it for good, and a new bar id shows it again', async ({ page }) => {
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('docs-announcement-id'), localStorage.getItem('docs-announcement-dismiss')])).toEqual([
      'file-system-bar',
      'true',
    ]);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Ionic Framework Documentation');
    await expect(bar).toHaveCount(0);
    // A dismissal stored for another (older) bar does not hide this one.
    await page.evaluate(() => localStorage.setItem('docs-announcement-id', 'an-older-bar'));
    await page.reload();
    await waitForHydration(page);
    await expect(bar).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docs-announcement-dismiss'))).toBeNull();
  });
});

test('a component page opened from file:// says why its demos cannot run there, and its code tabs still work', async ({ page }) => {
  const problems = watchConsole(page);
  await openFile(page, '/docs/api/button');
  const figure = page.locator('figure[aria-label^="Live demo:"]').first();
  await expect(figure).toContainText('The live demo runs when the site is served over HTTP');
  await expect(figure.locator('iframe')).toHaveCount(0);
  await figure.getByRole('tab', { name: 'React' }).click();
  await expect(figure.getByRole('tabpanel')).toContainText('@ionic/react');
  expect(problems).toEqual([]);
});

test('from file://, Copy page copies the Markdown (read from its data script) and View opens the .md file', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = watchConsole(page);
  await openFile(page, '/docs/api/button');
  const toggle = page.getByRole('button', { name: 'Copy page', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown.' })).toHaveCount(1);
  const markdownFile = path.join(path.dirname(INDEX), 'api/button.md');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(markdownFile, 'utf8'));
  await toggle.press('Enter');
  const view = page.getByRole('link', { name: 'View as Markdown' });
  expect(await view.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(pathToFileURL(markdownFile).href);
  expect(problems).toEqual([]);
  await view.press('Enter');
  await expect(page).toHaveURL(pathToFileURL(markdownFile).href);
  await expect(page.locator('body')).toContainText('# ion-button');
});
