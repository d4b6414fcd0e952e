/** The site shell: the version menu, the preferred version and the old-version banner. */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('versions', () => {
  test('switching keeps the page when it exists, stores the preferred version, and v7 shows the banner', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await page.getByRole('button', { name: 'v8', exact: true }).click();
    await page.getByRole('link', { name: 'v7', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/v7\/theming\/basics$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v7');
    const banner = page.getByRole('note');
    await expect(banner).toContainText('older version');
    await banner.getByRole('link', { name: 'this page in v8' }).click();
    await expect(page).toHaveURL(/\/docs\/theming\/basics$/);
  });

  test('a page missing in the target version lands on that version’s main doc; archives are external', async ({ page }) => {
    await open(page, '/docs/updating/8-0');
    await page.getByRole('button', { name: 'v8', exact: true }).click();
    for (const old of ['v6', 'v5', 'v4', 'v3']) await expect(page.getByRole('link', { name: old, exact: true })).toHaveAttribute('href', /^https:\/\//);
    await page.getByRole('link', { name: 'v7', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/v7\/$/);
  });

  test('the not-found page follows the preferred version; an unknown stored version is discarded', async ({ page }) => {
    await page.addInitScript(() => {
      // Set once, before the first page of the test only.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', 'v7');
      }
    });
    await open(page, '/docs/no-such-page');
    await expect(page.getByRole('link', { name: 'Start from the v7 documentation home' })).toHaveAttribute('href', '/docs/v7/');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'v2'));
    await open(page, '/docs/another-missing-page');
    await expect(page.getByRole('link', { name: 'Start from the v8 documentation home' })).toHaveAttribute('href', '/docs/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});
