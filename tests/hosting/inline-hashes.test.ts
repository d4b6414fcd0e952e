import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cspHash, scanInlineContent } from '../../src/node/hosting/inline-hashes.ts';

let dir = '';
async function site(pages: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docs-inline-'));
  for (const [rel, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), html);
  }
  return dir;
}
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('scanInlineContent', () => {
  it('hashes each distinct executable inline script once, as a browser hashes it', async () => {
    const root = await site({
      'a.html':
        '<script>var a=1</script><script type="module">import "x"</script><script src="/x.js"></script><script type="application/json" id="d">{"p":1}</script>',
      'b.html': '<script>var a=1</script><p style="color:red">x</p><p style="color:red">y</p>',
      'docs/_demos/x/y.html': '<script>demo documents are not scanned</script>',
    });
    const found = await scanInlineContent(root);
    expect(found.scriptHashes).toEqual([cspHash('var a=1'), cspHash('import "x"')].sort());
    expect(found.styleAttributes).toBe(1);
    expect(found.pages).toBe(2);
    // CSP's hash-source: base64 of the SHA-256 of the UTF-8 text, quoted.
    expect(cspHash('var a=1')).toBe("'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='");
  });

  it('hashes the <style> elements built scripts create with a constant text (DocSearch’s Algolia logo)', async () => {
    const root = await site({
      'docs/index.html': '<p>x</p>',
      'docs/assets/SearchModal-x.js':
        'm.createElement(`defs`,null,m.createElement(`style`,null,`.cls-1{fill:#003dff;}`)),(0,r.jsx)("style",{children:"a{b:\\"c\\"}"}),h("style",null,`${dynamic}`)',
    });
    const found = await scanInlineContent(root);
    expect(found.styleHashes).toEqual([cspHash('.cls-1{fill:#003dff;}'), cspHash('a{b:"c"}')].sort());
  });

  it('refuses inline script no hash can allow: event handlers and javascript: URLs', async () => {
    await expect(scanInlineContent(await site({ 'a.html': '<button onclick="go()">x</button>' }))).rejects.toThrow(/a\.html.*onclick/);
    await rm(dir, { recursive: true, force: true });
    await expect(scanInlineContent(await site({ 'a.html': '<a href="javascript:go()">x</a>' }))).rejects.toThrow(/javascript:/);
    await rm(dir, { recursive: true, force: true });
    await expect(scanInlineContent(await site({ 'a.html': '<p>ok</p><div class="x"\n  onmouseover="go()">y</div>' }))).rejects.toThrow(
      /a\.html has inline script the CSP cannot allow by hash: <div class="x"\s+onmouseover=/,
    );
  });

  it('reads attributes only inside tags: a code sample that shows one is text, not markup', async () => {
    const root = await site({
      'a.html':
        '<pre><code><span>&lt;button</span><span> onClick={go} style="color:red"</span> href="javascript:go()"&gt;</code></pre><p style="margin:0">x</p>',
    });
    const found = await scanInlineContent(root);
    expect(found.styleAttributes).toBe(1);
  });
});
