import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_DIR } from './helpers.ts';

/**
 * The prerender resolves every Suspense boundary in place: no page carries React's out-of-order
 * boundary scripts ($RC, and the <template id="B:…"> they fill). Those appeared on whichever page a
 * worker rendered first with a lazily loaded component, so the HTML and its CSP hashes changed
 * from build to build with machine load.
 */
test('no prerendered page has an out-of-order Suspense boundary or its inline script', async () => {
  const pages = ((await readdir(SITE_DIR, { recursive: true })) as string[]).filter((f) => f.endsWith('.html') && !f.split(path.sep).includes('_demos'));
  expect(pages.length).toBeGreaterThan(600);
  const outOfOrder: string[] = [];
  for (const file of pages) {
    const html = await readFile(path.join(SITE_DIR, file), 'utf8');
    if (html.includes('$RC(') || html.includes('<template id="B:')) outOfOrder.push(file);
  }
  expect(outOfOrder).toEqual([]);
});

/** The published site holds no build bookkeeping: Vite's manifest stays with the build that read it. */
test('the published site has no dot-folders (the Vite manifest is not deployed)', async () => {
  const entries = (await readdir(SITE_DIR, { recursive: true })) as string[];
  expect(entries.length).toBeGreaterThan(1000);
  expect(entries.filter((entry) => entry.split(path.sep).some((part) => part.startsWith('.')))).toEqual([]);
});
