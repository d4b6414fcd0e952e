import { readFile, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../src/node/hosting/precompress.ts';
import { writeFiles } from '../../src/node/build/write-files.ts';
import { tempFolders } from '../temp-folders.ts';

const tmp = tempFolders();

/** A fresh site folder holding `pages` (name → text). */
async function siteWith(pages: Record<string, string>): Promise<string> {
  const site = await tmp('precompress-site-');
  await writeFiles(Object.entries(pages).map(([name, text]) => [path.join(site, name), text] as const));
  return site;
}

describe('precompress cache', () => {
  it('reuses the bodies of unchanged files, compresses changed ones with the same output, and keeps only what the build used', async () => {
    const cache = await tmp('precompress-cache-');
    const text = (n: number) => `<p>page ${n}</p>\n`.repeat(200);
    // Byte-identical files in one build (a page copied under two paths) share one cache entry.
    const site1 = await siteWith({ 'a.html': text(1), 'b.html': text(2), 'copy-of-a.html': text(1) });
    await precompress(site1, ['html'], cache);
    expect(gunzipSync(await readFile(path.join(site1, 'copy-of-a.html.gz')))).toEqual(await readFile(path.join(site1, 'a.html')));
    const cached = (await readdir(cache, { recursive: true })).filter((f) => f.endsWith('.br'));
    expect(cached).toHaveLength(2);

    // A second build: a.html unchanged (served from the cache), b.html changed.
    const site2 = await siteWith({ 'a.html': text(1), 'b.html': text(3) });
    // What a build stopped mid-write leaves behind.
    const shard = (await readdir(cache))[0] as string;
    await writeFile(path.join(cache, shard, 'abc.br.123-4.tmp'), 'half a body');
    const result = await precompress(site2, ['html'], cache);
    expect(result.files).toBe(2);
    // The cache keeps what this build used: a.html's entry and b.html's new one, not the old b.html's or the leftover.
    const entries = (await readdir(cache, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(entries.filter((f) => f.endsWith('.br'))).toHaveLength(2);
    expect(entries.filter((f) => f.endsWith('.gz'))).toHaveLength(2);
    expect(entries.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    for (const name of ['a.html', 'b.html']) {
      const raw = await readFile(path.join(site2, name));
      expect(brotliDecompressSync(await readFile(path.join(site2, `${name}.br`)))).toEqual(raw);
      expect(gunzipSync(await readFile(path.join(site2, `${name}.gz`)))).toEqual(raw);
    }
    expect(await readFile(path.join(site2, 'a.html.br'))).toEqual(await readFile(path.join(site1, 'a.html.br')));
  });

  it('keeps its entries whole when run again over a folder whose files changed (the site and the cache share files)', async () => {
    const cache = await tmp('precompress-cache-');
    const text = (n: number) => `<p>version ${n}</p>\n`.repeat(200);
    const site = await siteWith({ 'a.html': text(1), 'b.html': text(1) });
    await precompress(site, ['html'], cache);
    // Run again over the same folder after a.html changed (as write-hosting-files.ts run alone
    // does); b.html still has the old text and needs the old entry.
    await writeFile(path.join(site, 'a.html'), text(2));
    await precompress(site, ['html'], cache);
    expect(gunzipSync(await readFile(path.join(site, 'a.html.gz'))).toString()).toBe(text(2));
    // A fresh folder with the old text gets the old entry's bodies: still the old text.
    const other = await siteWith({ 'c.html': text(1) });
    await precompress(other, ['html'], cache);
    expect(brotliDecompressSync(await readFile(path.join(other, 'c.html.br'))).toString()).toBe(text(1));
    expect(gunzipSync(await readFile(path.join(other, 'c.html.gz'))).toString()).toBe(text(1));
  });

  it('gives each file the modification time of its own source when files share a cached body', async () => {
    const cache = await tmp('precompress-cache-');
    const text = `<p>the same page under two paths</p>\n`.repeat(200);
    const stamped = async () => {
      const site = await siteWith({ 'a.html': text, 'copy.html': text });
      await utimes(path.join(site, 'a.html'), new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
      await utimes(path.join(site, 'copy.html'), new Date('2026-02-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
      return site;
    };
    await precompress(await stamped(), ['html'], cache);
    // The second site's bodies all come from the cache, which a build places as links where it can.
    const site = await stamped();
    await precompress(site, ['html'], cache);
    for (const name of ['a.html', 'copy.html']) {
      const { mtimeMs } = await stat(path.join(site, name));
      for (const suffix of ['.br', '.gz']) expect((await stat(path.join(site, name + suffix))).mtimeMs, name + suffix).toBe(mtimeMs);
    }
    expect(brotliDecompressSync(await readFile(path.join(site, 'copy.html.br'))).toString()).toBe(text);
  });
});
