import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

/**
 * Highlighted code carries its colours as classes defined in src/theme/styles/code-tokens.css
 * (and plain tokens inherit the block's colour): each token still shows its theme's colour in
 * light and in dark mode.
 */
async function tokenColours(page: Page): Promise<{ keyword: string; plain: string }> {
  return page.evaluate(() => {
    const block = [...document.querySelectorAll<HTMLElement>('.shiki')].find((b) => b.querySelector('.line .tk-c')) as HTMLElement;
    const keyword = block.querySelector('.line .tk-c') as HTMLElement;
    const plain = [...block.querySelectorAll<HTMLElement>('.line > span')].find((s) => !s.className && s.textContent?.trim()) as HTMLElement;
    return { keyword: getComputedStyle(keyword).color, plain: getComputedStyle(plain).color };
  });
}

for (const [mode, expected] of [
  ['light', { keyword: 'rgb(207, 34, 46)', plain: 'rgb(31, 35, 40)' }],
  ['dark', { keyword: 'rgb(255, 123, 114)', plain: 'rgb(230, 237, 243)' }],
] as const) {
  test(`code tokens take the ${mode} theme's colours from their classes`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/docs/angular/your-first-app/taking-photos');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await tokenColours(page)).toEqual(expected);
    expect(await page.locator('.shiki span[style]').count(), 'no token keeps an inline colour').toBe(0);
  });
}
