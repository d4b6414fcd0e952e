import { expect, test, type Page } from '@playwright/test';

// Issue 17: without JavaScript every piece of content is readable. Content may sit in a closed
// <details> (the reader opens it natively) or a navbar menu (opens on hover and focus, tested
// below); controls marked data-needs-js are hidden on purpose.

test.use({ javaScriptEnabled: false });

const PAGES: Array<[string, string]> = [
  ['landing', '/docs/'],
  ['guide with framework tabs', '/docs/utilities/animations'],
  ['component page with demos', '/docs/api/button'],
  ['API-only reference', '/docs/api/card-content'],
  ['CLI command', '/docs/cli/commands/serve'],
  ['native plugin', '/docs/native/camera'],
  ['release notes', '/docs/reference/release-notes'],
  ['release notes (v7)', '/docs/v7/reference/release-notes'],
  ['colour generator', '/docs/theming/color-generator'],
  ['not found', '/docs/no-such-page'],
];

/** The outermost elements with text that the reader cannot see and cannot reveal. */
function hiddenContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.body;
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}">${(el.textContent ?? '').trim().slice(0, 60)}`;
    const revealable = (el: Element) => {
      if (el.closest('[data-needs-js], [data-nav-dropdown] > ul, script, style, noscript, template')) return true;
      const closed = el.closest('details:not([open])');
      return closed !== null && !closed.querySelector(':scope > summary')?.contains(el);
    };
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (!(el.textContent ?? '').trim() || revealable(el)) continue;
      const parent = el.parentElement;
      if (!el.checkVisibility() && (parent === root || parent?.checkVisibility())) found.push(describe(el));
    }
    return found;
  });
}

for (const [kind, path] of PAGES) {
  test(`without JavaScript, the ${kind} page (${path}) hides no content`, async ({ page }) => {
    await page.goto(path);
    expect(await hiddenContent(page)).toEqual([]);
    // Every closed <details> (sidebar categories, older release tables) opens without script.
    const summaries = page.locator('details:not([open]) > summary');
    const closed = await summaries.count();
    for (let i = 0; i < closed; i++) await expect(summaries.nth(i)).toBeVisible();
    if (closed > 0) {
      const first = page.locator('details:not([open])').first();
      await first.locator(':scope > summary').click();
      await expect(first).toHaveAttribute('open', '');
      expect(await hiddenContent(page)).toEqual([]);
    }
  });
}

test('without JavaScript, every framework tab shows its code under its label', async ({ page }) => {
  await page.goto('/docs/utilities/animations');
  const panels = page.locator('[role="tabpanel"]');
  expect(await panels.count()).toBeGreaterThan(1);
  for (const panel of await panels.all()) {
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-tab-label]')).toBeVisible();
  }
});

test('without JavaScript, every release table of both versions can be read', async ({ page }) => {
  for (const path of ['/docs/reference/release-notes', '/docs/v7/reference/release-notes']) {
    await page.goto(path);
    const tables = page.locator('article table');
    expect(await tables.count()).toBeGreaterThanOrEqual(6);
    for (const summary of await page.locator('article details:not([open]) > summary').all()) await summary.click();
    for (const table of await tables.all()) await expect(table).toBeVisible();
  }
});

test('without JavaScript, the colour generator shows its CSS output', async ({ page }) => {
  await page.goto('/docs/theming/color-generator');
  await expect(page.locator('article pre').filter({ hasText: '--ion-color-primary' }).first()).toBeVisible();
});

test('without JavaScript, a navbar menu opens on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/docs/theming/basics');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const forum = nav.getByRole('link', { name: 'Forum' });
  await expect(forum).toBeHidden();
  await nav.getByRole('button', { name: 'Community' }).hover();
  await expect(forum).toBeVisible();
  await page.mouse.move(600, 700);
  await expect(forum).toBeHidden();
  await nav.getByRole('button', { name: 'Community' }).focus();
  await expect(forum).toBeVisible();
});

test('without JavaScript, a collapsed sidebar category opens and shows its pages', async ({ page }) => {
  await page.goto('/docs/theming/basics');
  const category = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('details:not([open])').first();
  await category.locator(':scope > summary').click();
  await expect(category).toHaveAttribute('open', '');
  await expect(category.getByRole('link').first()).toBeVisible();
});
