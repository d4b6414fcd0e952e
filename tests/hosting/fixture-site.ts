import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const SECRET = 'root:x:0:0:this-must-never-be-served';

/**
 * A tiny build: pages in the clean-URL layout, a v7 folder with its own 404 page, a hashed
 * asset, a demo document, a dot-folder, precompressed variants of one page only, and two
 * symlinks planted inside the root that point at a secret outside it.
 */
export async function makeFixtureSite(): Promise<{ dir: string; site: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-fixture-'));
  const site = path.join(dir, 'site');
  const files: Record<string, string> = {
    '404.html': '<!doctype html><title>x</title><h1>not found (v8)</h1>',
    'docs/index.html': '<!doctype html><title>x</title><h1>home</h1>',
    'docs/page.html': '<!doctype html><title>x</title><h1>page</h1>' + ' lorem ipsum'.repeat(200),
    'docs/plain.html': '<!doctype html><title>x</title><h1>no precompressed variant</h1>' + ' lorem ipsum'.repeat(200),
    'docs/guide/index.html': '<!doctype html><title>x</title><h1>folder page</h1>',
    'docs/v7/index.html': '<!doctype html><title>x</title><h1>v7 home</h1>',
    'docs/v7/404.html': '<!doctype html><title>x</title><h1>not found (v7)</h1>',
    'docs/assets/main-AbCdEf12.js': 'console.log(1)',
    'docs/search-index-v8.json': '{"records":[]}',
    'docs/_demos/api/button/basic.html': '<!doctype html><title>demo</title>',
    'docs/.vite/manifest.json': '{}',
    _headers: '/*\n  X: y\n',
  };
  for (const [rel, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
    await writeFile(path.join(site, rel), body);
  }
  const page = Buffer.from(files['docs/page.html']);
  await writeFile(path.join(site, 'docs/page.html.br'), brotliCompressSync(page));
  await writeFile(path.join(site, 'docs/page.html.gz'), gzipSync(page));
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  await symlink(path.join(dir, 'secret.txt'), path.join(site, 'docs/leak.txt'));
  await symlink(dir, path.join(site, 'docs/linked'));
  return { dir, site };
}
