import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedHighlighter, highlightCacheDir, MAX_PACKS, saveHighlights } from '../../src/node/mdx/highlight-cache.ts';
import type { CodeHighlighter } from '../../src/node/mdx/remark-code-blocks.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  delete process.env.DOCS_CACHE_DIR;
});

/** A highlighter that counts its calls and says what it was asked. */
function countingHighlighter(): CodeHighlighter & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    languages: new Set(['ts']),
    highlight: (code, lang, meta) => {
      calls.push(code);
      return `<pre data-lang="${lang}" data-meta="${meta ?? ''}">${code}</pre>`;
    },
  };
}

describe('cachedHighlighter', () => {
  it('merges the packs into one once the folder holds MAX_PACKS of them, keeping every block', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'highlight-cache-'));
    // Builds one after another, each highlighting one new block: a pack each, until the limit.
    const codes = Array.from({ length: MAX_PACKS + 1 }, (_, i) => `const v${i} = ${i};`);
    for (const code of codes.slice(0, MAX_PACKS)) {
      await cachedHighlighter(countingHighlighter(), dir).highlight(code, 'ts', undefined);
      await saveHighlights();
    }
    expect(await readdir(dir)).toHaveLength(MAX_PACKS);
    // The next build finds MAX_PACKS packs: its save leaves one pack with all the blocks.
    const next = countingHighlighter();
    const merging = cachedHighlighter(next, dir);
    await merging.highlight(codes[MAX_PACKS] as string, 'ts', undefined);
    for (const code of codes.slice(0, MAX_PACKS)) await merging.highlight(code, 'ts', undefined);
    expect(next.calls).toEqual([codes[MAX_PACKS]]);
    await saveHighlights();
    expect(await readdir(dir)).toHaveLength(1);
    const after = countingHighlighter();
    const reader = cachedHighlighter(after, dir);
    for (const code of codes) await reader.highlight(code, 'ts', undefined);
    expect(after.calls).toEqual([]);
  });
  it('serves a block highlighted by an earlier process from disk, and highlights what it has not seen', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'highlight-cache-'));
    const first = countingHighlighter();
    const earlier = cachedHighlighter(first, dir);
    const html = await earlier.highlight('const a = 1;', 'ts', 'title="a.ts"');
    expect(await earlier.highlight('const a = 1;', 'ts', 'title="a.ts"')).toBe(html);
    expect(first.calls).toEqual(['const a = 1;']);
    await saveHighlights();

    // A later build: a new highlighter over the same folder.
    const second = countingHighlighter();
    const later = cachedHighlighter(second, dir);
    expect(await later.highlight('const a = 1;', 'ts', 'title="a.ts"')).toBe(html);
    expect(second.calls).toEqual([]);
    // The same code with another title, language or text is another block.
    await later.highlight('const a = 1;', 'ts', 'title="b.ts"');
    await later.highlight('const a = 1;', 'js', 'title="a.ts"');
    await later.highlight('const b = 2;', 'ts', 'title="a.ts"');
    expect(second.calls).toHaveLength(3);
    // One pack per saving process, written whole (no temporary file left behind).
    await saveHighlights();
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^pack-\d+-\d+-\d+-\d+\.json$/.test(f))).toBe(true);
    // A pack that cannot be read costs its blocks, nothing else. The later build's pack is found by
    // its contents: two saves in one millisecond give names that sort by their counts as text.
    const laterPack = files.find((f) => readFileSync(path.join(dir, f), 'utf8').includes('const b = 2;')) as string;
    await writeFile(path.join(dir, laterPack), '{ "truncated');
    const third = countingHighlighter();
    const afterDamage = cachedHighlighter(third, dir);
    await afterDamage.highlight('const a = 1;', 'ts', 'title="a.ts"');
    await afterDamage.highlight('const b = 2;', 'ts', 'title="a.ts"');
    expect(third.calls).toEqual(['const b = 2;']);
  });
});

describe('cachedHighlighter without a folder', () => {
  it('still highlights a repeated block once, and saves nothing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'highlight-memory-'));
    const counting = countingHighlighter();
    const inMemory = cachedHighlighter(counting);
    const html = await inMemory.highlight('const a = 1;', 'ts', undefined);
    expect(await inMemory.highlight('const a = 1;', 'ts', undefined)).toBe(html);
    expect(counting.calls).toEqual(['const a = 1;']);
    await saveHighlights();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('highlightCacheDir', () => {
  it('changes with the files that shape highlighted HTML, not with the rest of the pipeline', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'highlight-root-'));
    process.env.DOCS_CACHE_DIR = path.join(dir, 'cache');
    await mkdir(path.join(dir, 'src/theme/styles'), { recursive: true });
    await mkdir(path.join(dir, 'src/node/mdx'), { recursive: true });
    await writeFile(path.join(dir, 'src/theme/styles/code-tokens.css'), '.shiki { --shiki-light: #111; --shiki-dark: #eee; }');
    const before = await highlightCacheDir(dir);
    expect(path.dirname(before)).toBe(path.join(dir, 'cache'));
    expect(path.basename(before)).toMatch(/^highlight-[0-9a-f]{16}$/);

    await writeFile(path.join(dir, 'src/node/mdx/remark-admonitions.ts'), '// a remark plugin changed');
    expect(await highlightCacheDir(dir)).toBe(before);

    await writeFile(path.join(dir, 'src/theme/styles/code-tokens.css'), '.shiki { --shiki-light: #000; --shiki-dark: #eee; }');
    expect(await highlightCacheDir(dir)).not.toBe(before);
  });
});
