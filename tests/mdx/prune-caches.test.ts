import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneStaleCaches } from '../../src/node/content/prune-caches.ts';

describe('pruning old pipelines’ cache folders', () => {
  let base = '';
  afterEach(() => rm(base, { recursive: true, force: true }));

  it('keeps the most recently written folders of each kind and leaves anything else alone', async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'docs-cache-prune-'));
    const day = 86_400_000;
    const folder = async (name: string, daysAgo: number) => {
      await mkdir(path.join(base, name, 'ab'), { recursive: true });
      const when = new Date(Date.now() - daysAgo * day);
      await utimes(path.join(base, name), when, when);
    };
    for (let i = 0; i < 5; i++) await folder(`${i}`.repeat(16), i);
    for (let i = 0; i < 4; i++) await folder(`markdown-${`${i}`.repeat(16)}`, 10 - i);
    for (let i = 0; i < 4; i++) await folder(`search-${`${i}`.repeat(16)}`, 20 - i);
    for (let i = 0; i < 4; i++) await folder(`highlight-${`${i}`.repeat(16)}`, 30 - i);
    // Not cache folders of a pipeline: never touched, however old.
    await folder('og', 100);
    await folder('precompress', 100);
    await writeFile(path.join(base, 'f'.repeat(16)), 'a file, not a folder');

    const removed = await pruneStaleCaches(base, [], 3);

    expect(removed.sort()).toEqual(
      ['3'.repeat(16), '4'.repeat(16), `markdown-${'0'.repeat(16)}`, `search-${'0'.repeat(16)}`, `highlight-${'0'.repeat(16)}`].sort(),
    );
    expect((await readdir(base)).sort()).toEqual(
      [
        '0'.repeat(16),
        '1'.repeat(16),
        '2'.repeat(16),
        'f'.repeat(16),
        `markdown-${'1'.repeat(16)}`,
        `markdown-${'2'.repeat(16)}`,
        `markdown-${'3'.repeat(16)}`,
        `search-${'1'.repeat(16)}`,
        `search-${'2'.repeat(16)}`,
        `search-${'3'.repeat(16)}`,
        `highlight-${'1'.repeat(16)}`,
        `highlight-${'2'.repeat(16)}`,
        `highlight-${'3'.repeat(16)}`,
        'og',
        'precompress',
      ].sort(),
    );
  });

  it('does nothing when the cache folder does not exist yet', async () => {
    base = path.join(os.tmpdir(), `docs-cache-missing-${process.pid}`);
    expect(await pruneStaleCaches(base, [])).toEqual([]);
  });
});
