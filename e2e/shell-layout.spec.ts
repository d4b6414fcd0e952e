/** The site shell: skip link, announcement bar, footer, doc page layout, and colour mode. */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('layout', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the main area', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-keyboard-nav', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('html')).not.toHaveAttribute('data-keyboard-nav', '');
  });

  test('the announcement bar links to the company and is not closeable; the footer has its links and copyright', async ({ page }) => {
    await open(page, '/docs/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.getByRole('link')).toHaveAttribute('href', 'https://ionic.io');
    await expect(bar.getByRole('button', { name: 'Close' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('·');
    await expect(footer).toContainText('Copyright ©');
  });

  test('doc pages have sidebar with the current item, breadcrumbs, TOC, anchors, prev/next, and no edit link without an editUrl', async ({ page }) => {
    await open(page, '/docs/theming/colors');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Colors', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Theming');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link').first()).toBeVisible();
    const h2 = page.locator('article h2').first();
    const text = (await h2.innerText()).replace(/#$/, '').trim();
    await expect(h2.locator('a.hash-link')).toHaveAttribute('title', `Direct link to ${text}`);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toBeVisible();
    await expect(pager.getByRole('link', { name: /Next/ })).toBeVisible();
    // site.config.ts sets no editUrl (no public repository): no edit link at all.
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });

  test('the TOC tracks the heading being read', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const last = toc.getByRole('link').last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(last).toHaveAttribute('aria-current', 'location');
  });

  test('pages without a sidebar use the full width', async ({ page }) => {
    await open(page, '/docs/test/page1');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  });
});

test.describe('colour mode (spec §4)', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the system prefers dark; the toggle persists under "theme"', async ({ page }) => {
    await open(page, '/docs/theming/basics');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('is applied before first paint and synced across tabs', async ({ context }) => {
    const first = await context.newPage();
    await first.addInitScript(() => {
      // Record the theme the moment the body starts parsing, before any module runs.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { __early: string }).__early = document.documentElement.dataset.theme ?? '';
      });
    });
    await first.goto('/docs/theming/basics');
    await first.evaluate(() => localStorage.setItem('theme', 'dark'));
    await first.reload();
    expect(await first.evaluate(() => (window as unknown as { __early: string }).__early)).toBe('dark');
    const second = await context.newPage();
    await open(second, '/docs/theming/colors');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(first);
    await first.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
