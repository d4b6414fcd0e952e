import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedIndex } from '../../src/node/search/index-cache.ts';
import { tempFolders } from '../temp-folders.ts';

const tmp = tempFolders();

describe('search index cache', () => {
  it('builds an index once per version and inputs, keeps one entry per version, and rebuilds an unreadable one', async () => {
    const dir = await tmp('index-cache-');
    let builds = 0;
    const build = (pages: string[]) => () => ({ built: ++builds, pages });
    const v8 = ['/docs/a', '/docs/b'];

    expect(await cachedIndex(dir, 'v8', v8, build(v8))).toEqual({ built: 1, pages: v8 });
    expect(await cachedIndex(dir, 'v8', v8, build(v8))).toEqual({ built: 1, pages: v8 });
    // Another version's index is its own entry; changed inputs build again and replace the old entry.
    expect(await cachedIndex(dir, 'v7', v8, build(v8))).toEqual({ built: 2, pages: v8 });
    const edited = ['/docs/a', '/docs/c'];
    expect(await cachedIndex(dir, 'v8', edited, build(edited))).toEqual({ built: 3, pages: edited });
    const entries = await readdir(path.join(dir, 'indexes'));
    expect(entries.filter((e) => e.startsWith('v8-'))).toHaveLength(1);
    expect(entries.filter((e) => e.startsWith('v7-'))).toHaveLength(1);

    // A damaged entry (a disk full mid-write elsewhere) is built again.
    await writeFile(path.join(dir, 'indexes', entries.find((e) => e.startsWith('v7-')) as string), '{"built":');
    expect(await cachedIndex(dir, 'v7', v8, build(v8))).toEqual({ built: 4, pages: v8 });
  });
});
