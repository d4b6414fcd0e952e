/**
 * The bundles, the demo and Markdown steps' files and the search indexes are kept between
 * builds, and placed in the site as links to the kept files (src/node/build/output-cache.ts). A
 * build step that wrote in place into one of them (rather than writing a new file) would change
 * the kept copy too: the next build would refuse the entry and run the step again every time.
 * The builds that made the sites under test (history router in dist/, hash router in dist-hash/)
 * must have left every entry as they kept it.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { changedEntries, outputCacheDir } from '../src/node/build/output-cache.ts';

const ROOT = path.join(import.meta.dirname, '..');

for (const out of ['dist', 'dist-hash']) {
  test(`no build step writes in place into the outputs it kept (${out}/)`, async () => {
    const entries = await changedEntries(outputCacheDir(path.join(ROOT, out)));
    expect(entries.map((e) => e.name).sort()).toEqual(['client', 'demos', 'markdown', 'search', 'ssr'].map((step) => `${step}-${out}`));
    expect(entries.filter((e) => e.changed.length > 0)).toEqual([]);
  });
}
