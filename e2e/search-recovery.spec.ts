import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers.ts';

// Issue 17: a failed index load shows "Search is unavailable" with a Retry that works once the
// network is back, in the modal as on the search page, and nothing is thrown.

const INDEX = '**/search-index-v8.json*';

// page.route does not see requests a service worker answers: these tests are about the network.
test.use({ serviceWorkers: 'block' });

/** Console problems other than the failed request itself and the worker registration blocked here. */
function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource|Service Worker registration blocked|service worker could not be registered/.test(p));
}

async function failIndex(page: Page): Promise<void> {
  await page.route(INDEX, (route) => route.abort('internetdisconnected'));
}

test('the search modal shows the unavailable state when the index fails, and Retry recovers', async ({ page }) => {
  const problems = watchConsole(page);
  await failIndex(page);
  await page.goto('/docs/theming/basics');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('dark mode');
  const unavailable = page.locator('[data-search-unavailable]');
  await expect(unavailable).toContainText('Search is unavailable');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();

  await page.unroute(INDEX);
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.DocSearch-Hit a[href="/docs/theming/dark-mode"]').first()).toBeVisible();
  await expect(unavailable).toHaveCount(0);
  expect(unexpected(problems)).toEqual([]);
});

test('the search page shows the same unavailable state, and Retry recovers', async ({ page }) => {
  const problems = watchConsole(page);
  await failIndex(page);
  await page.goto('/docs/search?q=dark%20mode');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toContainText('Search is unavailable');

  await page.unroute(INDEX);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status')).toContainText('found for “dark mode”');
  expect(unexpected(problems)).toEqual([]);
});
