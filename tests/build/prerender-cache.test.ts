import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../site.config.ts';
import { PrerenderCache, type PrerenderInputs } from '../../src/node/build/prerender-cache.ts';
import { prerender, type PrerenderTask, type WorkerInit } from '../../src/node/build/prerender.ts';
import { takeModuleScripts } from '../../src/node/build/deferred-scripts.ts';
import { tempFolders } from '../temp-folders.ts';

const tmp = tempFolders();

/**
 * A server bundle shaped like the SSR build's: an entry that imports each page's chunk by path,
 * page chunks named after their page, a shared chunk, and the manifest the build writes.
 * `render` returns the page chunk's text, so a document shows which chunk it was made from.
 */
async function serverBundle(files: Record<string, string> = {}): Promise<string> {
  const dir = await tmp('prerender-server-');
  const contents: Record<string, string> = {
    'entry-server.js': [
      `const pages = { '/docs/a': () => import('./assets/a.js'), '/docs/b': () => import('./assets/b.js') };`,
      `export async function render(path) {`,
      `  const load = pages[path];`,
      `  const html = load ? (await load()).default : '<p>not found</p>';`,
      `  return { html, page: null, lazyComponents: [] };`,
      `}`,
    ].join('\n'),
    'assets/a.js': `import { line } from './shared.js';\nexport default '<p>page A</p>' + line;`,
    'assets/b.js': `import { line } from './shared.js';\nexport default '<p>page B</p>' + line;`,
    'assets/shared.js': `export const line = '<hr>';`,
    '.vite/manifest.json': JSON.stringify({
      'content/a.mdx': { file: 'assets/a.js', src: 'content/a.mdx', isDynamicEntry: true, imports: ['_shared.js'] },
      'content/b.mdx': { file: 'assets/b.js', src: 'content/b.mdx', isDynamicEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
    }),
    ...files,
  };
  for (const [name, text] of Object.entries(contents)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const inputs = (serverDir: string, settings: unknown = { theme: 1 }): PrerenderInputs => ({ serverDir, settings, packages: 'lock-1' });
const taskA = { path: '/docs/a', source: 'content/a.mdx', title: 'A' };
const taskB = { path: '/docs/b', source: 'content/b.mdx', title: 'B' };

async function keys(serverDir: string, settings?: unknown) {
  const cache = await PrerenderCache.open(await tmp('prerender-cache-'), inputs(serverDir, settings));
  return { a: cache.keyOf(taskA), b: cache.keyOf(taskB) };
}

describe('prerender cache keys', () => {
  it('change for the edited page only when one page chunk changes', async () => {
    const before = await keys(await serverBundle());
    const after = await keys(await serverBundle({ 'assets/a.js': `export default '<p>page A, edited</p>';` }));
    expect(after.a).not.toBe(before.a);
    expect(after.b).toBe(before.b);
  });

  it('change for every page when shared code, the entry, the settings or the packages change', async () => {
    const before = await keys(await serverBundle());
    for (const changed of [
      await keys(await serverBundle({ 'assets/shared.js': `export const line = '<br>';` })),
      await keys(await serverBundle({ 'entry-server.js': `export async function render() { return { html: '', page: null, lazyComponents: [] }; }` })),
      await keys(await serverBundle(), { theme: 2 }),
    ]) {
      expect(changed.a).not.toBe(before.a);
      expect(changed.b).not.toBe(before.b);
    }
    const server = await serverBundle();
    const otherLock = await PrerenderCache.open(await tmp('prerender-cache-'), { ...inputs(server), packages: 'lock-2' });
    expect(otherLock.keyOf(taskA)).not.toBe(before.a);
  });

  it("cover the page chunks a page imports, and the page's task", async () => {
    const manifest = {
      'content/a.mdx': { file: 'assets/a.js', src: 'content/a.mdx', isDynamicEntry: true, dynamicImports: ['content/b.mdx'] },
      'content/b.mdx': { file: 'assets/b.js', src: 'content/b.mdx', isDynamicEntry: true },
    };
    const before = await keys(await serverBundle({ '.vite/manifest.json': JSON.stringify(manifest) }));
    const after = await keys(await serverBundle({ '.vite/manifest.json': JSON.stringify(manifest), 'assets/b.js': `export default 'B2';` }));
    expect(after.a).not.toBe(before.a);
    const cache = await PrerenderCache.open(await tmp('prerender-cache-'), inputs(await serverBundle()));
    expect(cache.keyOf({ ...taskA, title: 'A, retitled' })).not.toBe(cache.keyOf(taskA));
  });

  it('are null for a page the server manifest does not name: it is always rendered', async () => {
    const cache = await PrerenderCache.open(await tmp('prerender-cache-'), inputs(await serverBundle()));
    expect(cache.keyOf({ path: '/docs/c', source: 'content/c.mdx' })).toBeNull();
  });
});

describe('prerender with a cache', () => {
  const template = takeModuleScripts('<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>');
  const tasks = (): PrerenderTask[] =>
    [taskA, taskB].map((t) => ({
      ...t,
      renderPath: t.path,
      outFile: `${t.path.slice(1)}.html`,
      description: 'D',
      notFound: false,
      assets: null,
      pageType: 'docs-doc-page',
    }));
  const run = async (serverDir: string, cacheDir: string) => {
    const siteDir = await tmp('prerender-site-');
    const init: WorkerInit = { serverEntry: path.join(serverDir, 'entry-server.js'), template, config, siteDir, lazyStyles: {} };
    const { rendered, fingerprint } = await prerender(tasks(), init, () => {}, { dir: cacheDir, packages: 'lock-1' });
    const page = (name: string) => readFile(path.join(siteDir, 'docs', `${name}.html`), 'utf8');
    return { rendered, fingerprint, a: await page('a'), b: await page('b') };
  };

  it('renders what changed, copies the rest, and gives the documents a build without the cache gives', async () => {
    const cacheDir = await tmp('prerender-cache-');
    const first = await run(await serverBundle(), cacheDir);
    expect(first.rendered).toBe(2);
    expect(first.a).toContain('<p>page A</p><hr>');

    const unchanged = await run(await serverBundle(), cacheDir);
    expect(unchanged).toEqual({ ...first, rendered: 0 });

    const edited = await serverBundle({ 'assets/a.js': `import { line } from './shared.js';\nexport default '<p>page A, edited</p>' + line;` });
    const afterEdit = await run(edited, cacheDir);
    expect(afterEdit.rendered).toBe(1);
    // The documents' fingerprint follows their keys: a page changed, so did it.
    expect(afterEdit.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(afterEdit.fingerprint).not.toBe(first.fingerprint);
    expect(afterEdit.a).toContain('<p>page A, edited</p>');
    expect(afterEdit.b).toBe(first.b);
    const uncached = await run(edited, await tmp('prerender-cache-'));
    expect(afterEdit).toEqual({ ...uncached, rendered: 1 });

    // One site's worth is kept: the old page A document is gone, a stopped build's leftover too.
    const files = (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(files.map((f) => f.name).filter((n) => n.endsWith('.html'))).toHaveLength(2);
    await writeFile(path.join(files[0]!.parentPath, 'x.html.1-0-0.tmp'), 'half');
    await run(edited, cacheDir);
    const after = (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(after.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('renders every page when the cache cannot be read or written, and the build goes on', async () => {
    // A file where the cache folder should be: every read and write fails.
    const blocked = path.join(await tmp('prerender-cache-'), 'not-a-folder');
    await writeFile(blocked, 'in the way');
    const server = await serverBundle();
    const first = await run(server, blocked);
    const again = await run(server, blocked);
    expect(first.rendered).toBe(2);
    expect(again).toEqual(first);
    expect(first.a).toContain('<p>page A</p><hr>');
  });
});
