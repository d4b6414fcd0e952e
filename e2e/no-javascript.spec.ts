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
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}">${(el.textContent ?? '').trim().slice(0, 60)}`;
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
    // Every closed <details> not inside another (sidebar categories, older release tables) opens without script.
    const details = page.locator('details');
    const closed = await details.evaluateAll((all) =>
      all.flatMap((d, i) => (!(d as HTMLDetailsElement).open && !d.parentElement?.closest('details:not([open])') ? [i] : [])),
    );
    for (const i of closed) await expect(details.nth(i).locator(':scope > summary')).toBeVisible();
    if (closed.length > 0) {
      const first = details.nth(closed[0]);
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
  // One table per major release up to the page's own: 8 to 3, and 7 to 3.
  for (const [path, majors] of [
    ['/docs/reference/release-notes', 6],
    ['/docs/v7/reference/release-notes', 5],
  ] as const) {
    await page.goto(path);
    const tables = page.locator('article table');
    expect(await tables.count()).toBeGreaterThanOrEqual(majors);
    const details = page.locator('article details');
    for (let i = 0; i < (await details.count()); i++) {
      if ((await details.nth(i).getAttribute('open')) === null) await details.nth(i).locator(':scope > summary').click();
    }
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
  const categories = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('details');
  const index = await categories.evaluateAll((all) =>
    all.findIndex((d) => !(d as HTMLDetailsElement).open && !d.parentElement?.closest('details:not([open])')),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const category = categories.nth(index);
  await category.locator(':scope > summary').click();
  await expect(category).toHaveAttribute('open', '');
  await expect(category.getByRole('link').first()).toBeVisible();
});
