/**
 * The client and SSR bundles are kept between builds as links to the built files
 * (src/node/build/bundle-cache.ts). A build step that wrote in place into one of those files
 * (rather than writing a new file) would change the cached copy too: the next build would find
 * the entry changed and bundle again every time. The builds that made the sites under test
 * (history router in dist/, hash router in dist-hash/) must have left every entry as they kept it.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleCacheDir, changedEntries } from '../src/node/build/bundle-cache.ts';

const ROOT = path.join(import.meta.dirname, '..');

for (const out of ['dist', 'dist-hash']) {
  test(`no build step writes in place into the bundles it cached (${out}/)`, async () => {
    const entries = await changedEntries(bundleCacheDir(path.join(ROOT, out)));
    expect(entries.map((e) => e.name).sort()).toEqual([`client-${out}`, `ssr-${out}`]);
    expect(entries.filter((e) => e.changed.length > 0)).toEqual([]);
  });
}
