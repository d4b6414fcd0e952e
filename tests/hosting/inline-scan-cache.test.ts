import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cspHash, scanInlineContent } from '../../src/node/hosting/inline-hashes.ts';
import { scanCacheFile } from '../../src/node/hosting/inline-scan-cache.ts';
import { writeFiles } from '../../src/node/build/write-files.ts';
import { tempFolders } from '../temp-folders.ts';

const tmp = tempFolders();

/** Writes `files` (paths relative to `dir`), folders and all. */
const write = (dir: string, files: Record<string, string>) => writeFiles(Object.entries(files).map(([rel, text]) => [path.join(dir, rel), text] as const));

const SITE = {
  'docs/a.html': '<script>var a=1</script><p style="color:red">a</p>',
  'docs/b.html': '<script>var a=1</script><style>p{margin:0}</style>',
  'docs/assets/x.js': 'm.createElement("style",null,"q{color:blue}")',
};

describe('the CSP scan cache', () => {
  it('gives the findings of a fresh scan, reusing only files byte-identical to ones scanned before', async () => {
    const site = await tmp('csp-scan-site-');
    const cacheFile = await scanCacheFile(await tmp('csp-scan-cache-'));
    await write(site, SITE);
    const uncached = await scanInlineContent(site);

    const first = await scanInlineContent(site, cacheFile);
    expect(first).toEqual(uncached);
    expect(first.reused).toBe(0);
    const second = await scanInlineContent(site, cacheFile);
    expect(second).toEqual({ ...uncached, reused: 3 });

    // One page changes: it is scanned again, and its new script is in the policy.
    await write(site, { 'docs/b.html': '<script>var b=2</script>' });
    const third = await scanInlineContent(site, cacheFile);
    expect(third.reused).toBe(2);
    expect(third.scriptHashes).toEqual([cspHash('var a=1'), cspHash('var b=2')].sort());
    expect(third.styleHashes).toEqual([cspHash('q{color:blue}')]);
    expect(third).toEqual({ ...(await scanInlineContent(site)), reused: 2 });
  });

  it('still refuses a page with an inline event handler when the rest of the site is cached', async () => {
    const site = await tmp('csp-scan-site-');
    const cacheFile = await scanCacheFile(await tmp('csp-scan-cache-'));
    await write(site, SITE);
    await scanInlineContent(site, cacheFile);
    await write(site, { 'docs/a.html': '<button onclick="go()">x</button>' });
    await expect(scanInlineContent(site, cacheFile)).rejects.toThrow(/docs\/a\.html.*onclick/);
    // The same bytes again: the refusal does not depend on whether the page was scanned before.
    await expect(scanInlineContent(site, cacheFile)).rejects.toThrow(/docs\/a\.html.*onclick/);
  });

  it('scans everything again when the cache file is unreadable, and keeps only its own version', async () => {
    const site = await tmp('csp-scan-site-');
    const cacheDir = await tmp('csp-scan-cache-');
    const cacheFile = await scanCacheFile(cacheDir);
    await write(site, SITE);
    await writeFile(cacheFile, '{"h0123": truncated');
    await writeFile(path.join(cacheDir, 'scan-0000000000000000.json'), '{}');
    const found = await scanInlineContent(site, cacheFile);
    expect(found).toEqual({ ...(await scanInlineContent(site)), reused: 0 });
    expect(await readdir(cacheDir)).toEqual([path.basename(cacheFile)]);
  });

  it('never fails the build over a cache it cannot write', async () => {
    const site = await tmp('csp-scan-site-');
    await write(site, SITE);
    // A cache folder that is a file: no one, not even root, can write under it.
    const blocked = path.join(await tmp('csp-scan-cache-'), 'file');
    await writeFile(blocked, 'not a folder');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const found = await scanInlineContent(site, await scanCacheFile(blocked));
      expect(found).toEqual({ ...(await scanInlineContent(site)), reused: 0 });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^CSP scan not cached: /));
    } finally {
      warn.mockRestore();
    }
  });
});
