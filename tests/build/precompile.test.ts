import os from 'node:os';
import path from 'node:path';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compileBatches, precompilePages, type PrecompileTask } from '../../src/node/build/precompile.ts';
import { PageCompiler } from '../../src/node/content/compile-page.ts';
import type { ContentContext } from '../../src/node/content/context.ts';
import { highlightCacheDir } from '../../src/node/mdx/highlight-cache.ts';

const root = '/site';
// What a page's frontmatter gives way to: one line of exports, so lines keep their numbers.
const PRELUDE = 'export const sidebar = null;';
const task = (file: string, size: number): PrecompileTask => ({ file: path.join(root, file), prelude: '', size });

describe('compileBatches', () => {
  it("puts a page's copies in every version into one batch, so one worker's highlight cache serves them", () => {
    const batches = compileBatches(root, [task('content/v8/api/button.mdx', 10), task('content/v8/intro.mdx', 5), task('content/v7/api/button.mdx', 9)]);
    expect(batches.map((batch) => batch.map((t) => path.relative(root, t.file)))).toEqual([
      ['content/v8/api/button.mdx', 'content/v7/api/button.mdx'],
      ['content/v8/intro.mdx'],
    ]);
  });

  it('hands out the largest batches first, so no worker ends the step alone on a big page', () => {
    const batches = compileBatches(root, [
      task('content/v8/a.mdx', 1),
      task('content/v8/b.mdx', 50),
      task('.generated/v8/c.mdx', 20),
      task('.generated/v7/c.mdx', 40),
    ]);
    expect(batches.map((batch) => batch.reduce((n, t) => n + t.size, 0))).toEqual([60, 50, 1]);
  });
});

describe('precompilePages', () => {
  it('compiles on workers into the disk cache and fails naming the file and line of a broken page', { timeout: 60_000 }, async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'precompile-'));
    const previousCache = process.env.DOCS_CACHE_DIR;
    process.env.DOCS_CACHE_DIR = path.join(site, 'cache');
    try {
      await mkdir(path.join(site, 'content/v8'), { recursive: true });
      const good = path.join(site, 'content/v8/good.mdx');
      const broken = path.join(site, 'content/v8/broken.mdx');
      await writeFile(good, '---\ntitle: Good\ndescription: A page that compiles.\n---\n\nSome *text*.\n\n```ts\nconst answer = 42;\n```\n');
      await writeFile(broken, '---\ntitle: Broken\ndescription: A page that does not.\n---\n\nFine line.\n\n<div>\n\nNever closed.\n');
      const compiler = new PageCompiler(site, false);
      const ctx = { root: site, compiler, preludeFor: async () => PRELUDE } as unknown as ContentContext;
      await expect(precompilePages(ctx, [good, broken])).rejects.toThrow(
        /1 page\(s\) failed to compile:\n {2}content\/v8\/broken\.mdx:8:1: Expected a closing tag/,
      );
      expect(await compiler.isCached(await readFile(good, 'utf8'), good, PRELUDE)).toBe(true);
      // The workers kept the code they highlighted for the next build.
      const packs = await readdir(await highlightCacheDir(site));
      expect(packs.filter((name) => name.startsWith('pack-'))).not.toEqual([]);
    } finally {
      if (previousCache === undefined) delete process.env.DOCS_CACHE_DIR;
      else process.env.DOCS_CACHE_DIR = previousCache;
      await rm(site, { recursive: true, force: true });
    }
  });
});
