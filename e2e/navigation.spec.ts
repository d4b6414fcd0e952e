import { expect, test } from '@playwright/test';
import { watchConsole, waitForHydration } from './helpers.ts';

test('a link click navigates client-side without reloading the page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/docs/test/page1');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
  await expect(page).toHaveURL(/\/docs\/test\/page2$/);
  await expect(page.locator('h1')).toHaveText('Test Page 2');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(problems).toEqual([]);
});

test('a sidebar link to the page on screen adds no history entry; one to another page does', async ({ page }) => {
  await page.goto('/docs/theming/dark-mode');
  await waitForHydration(page);
  const entries = () => page.evaluate(() => history.length);
  const before = await entries();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.locator('nav a[aria-current="page"][href="/docs/theming/dark-mode"]', { hasText: /^Dark mode$/ }).click();
  await expect(page).toHaveURL(/\/docs\/theming\/dark-mode$/);
  expect(await entries()).toBe(before);
  await page.locator('nav a[href="/docs/theming/basics"]').click();
  await expect(page.locator('h1')).toHaveText('Theming Basics');
  expect(await entries()).toBe(before + 1);
  // Both were client-side navigations.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('a modified click on an in-site link is left to the browser', async ({ page, context }) => {
  await page.goto('/docs/test/page1');
  await waitForHydration(page);
  const opened = context.waitForEvent('page');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'go to Test Page 2' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/docs\/test\/page2$/);
  // The first tab did not navigate.
  await expect(page).toHaveURL(/\/docs\/test\/page1$/);
  await expect(page.locator('h1')).toHaveText('Test Page 1');
});

test.describe('with the chunk held back', () => {
  // page.route never sees a request the offline service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test('the old page stays on screen until the next page chunk has loaded', async ({ page }) => {
    await page.goto('/docs/test/page1');
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold back page2's chunk (and the route map, fetched on first intent) until released.
    await page.route(/p-v8-test_page2-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
    await page.waitForTimeout(400);
    await expect(page.locator('h1')).toHaveText('Test Page 1');
    await expect(page).toHaveURL(/\/docs\/test\/page1$/);
    release();
    await expect(page.locator('h1')).toHaveText('Test Page 2');
    await expect(page).toHaveURL(/\/docs\/test\/page2$/);
  });
});

test('an unknown route renders the not-found page with status 404', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/docs/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  // 404.html is rendered for one unknown path; a different one must still hydrate cleanly.
  expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
});

test('client-side navigation to an unknown route renders the not-found page', async ({ page }) => {
  await page.goto('/docs/test/page1');
  await waitForHydration(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/nowhere-at-all';
    a.textContent = 'nowhere';
    document.querySelector('main')?.append(a);
  });
  // A plain anchor does a full load; the server answers with 404.html.
  await page.getByRole('link', { name: 'nowhere' }).click();
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

for (const variant of ['/docs/test/page1.html', '/docs/test/page1/index.html']) {
  test(`${variant} lands on the clean path /docs/test/page1`, async ({ page }) => {
    await page.goto(variant);
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/docs\/test\/page1$/);
    await expect(page.locator('h1')).toHaveText('Test Page 1');
  });
}

test('v7 pages live under /docs/v7/ and link within v7', async ({ page }) => {
  await page.goto('/docs/v7/test/page1');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Test Page 1');
  await page.getByRole('main').getByRole('link', { name: 'go to Test Page 2' }).click();
  await expect(page).toHaveURL(/\/docs\/v7\/test\/page2$/);
});
