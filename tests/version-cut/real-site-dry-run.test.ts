/**
 * The version cut is never run on this site in the tests (v8 stays current), but each of its
 * edits is tried here, in memory, on this site's own files for a cut of v9: the config block is
 * in a shape the cut can edit, every link of v8's pages can be rewritten (and none to a v8 route
 * is left at /docs/), the pins cover every reference package, and the v8 beta's redirect goes.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { sampled, sampleLabel } from '../../e2e/sample.ts';
import { nativePluginIds } from '../../src/node/reference/native-data.ts';
import { editVersionsBlock } from '../../src/node/versions/config-versions.ts';
import { frozenHref, rewriteMdxLinks, rewriteSidebarLinks, type LinkMove } from '../../src/node/versions/frozen-links.ts';
import { dropRedirectsUnder } from '../../src/node/versions/frozen-redirects.ts';
import { copyVersionPins } from '../../src/node/versions/package-pins.ts';
import { frozenInventory, inventoryRoutes, nextInventory } from '../../src/node/versions/route-inventory.ts';
import { REPO } from './fixture-site.ts';

const read = (file: string) => readFile(path.join(REPO, file), 'utf8');

describe('a cut of v9, tried in memory on this site', () => {
  it('edits the versions block of site.config.ts: v9 current at /docs/, v8 at /docs/v8/, nothing else', async () => {
    const source = await read('site.config.ts');
    const edited = editVersionsBlock(source, 'site.config.ts', {
      baseUrl: '/docs/',
      current: 'v8',
      frozenPath: '/docs/v8/',
      next: { name: 'v9', label: 'v9', dir: 'content/v9' },
    });
    const removed = source.split('\n').filter((line) => !edited.split('\n').includes(line));
    const added = edited.split('\n').filter((line) => !source.split('\n').includes(line));
    expect(removed.map((l) => l.trim())).toEqual(["current: 'v8',", "{ name: 'v8', label: 'v8', path: '/docs/', dir: 'content/v8', mainDocId: 'index' },"]);
    expect(added.map((l) => l.trim())).toEqual([
      "current: 'v9',",
      "{ name: 'v9', label: 'v9', path: '/docs/', dir: 'content/v9', mainDocId: 'index' },",
      "{ name: 'v8', label: 'v8', path: '/docs/v8/', dir: 'content/v8', mainDocId: 'index' },",
    ]);
  });

  // Parsing every v8 page takes about 12 s: a run checks the day's share of them, as the browser sweeps do (E2E_SAMPLE=all: every page).
  it(`moves every link of the v8 pages to a v8 route under /docs/v8/, and can rewrite all of them (pages: ${sampleLabel()})`, async () => {
    const inventory = await read('data/routes/v8.txt');
    const move: LinkMove = { baseUrl: '/docs/', frozenPath: '/docs/v8/', routes: inventoryRoutes(inventory), otherPrefixes: ['/docs/v7/'] };
    const files = sampled(((await readdir(path.join(REPO, 'content/v8'), { recursive: true })) as string[]).filter((f) => f.endsWith('.mdx')).sort());
    let rewritten = 0;
    for (const rel of files) {
      const file = `content/v8/${rel}`;
      const result = rewriteMdxLinks(await read(file), file, move);
      rewritten += result.rewritten;
      // No Markdown link or href left that still names a v8 route at /docs/ (code samples name none).
      for (const [, href] of result.text.matchAll(/(?:\]\(|href=")(\/docs[^)"\s]*)/g)) expect(frozenHref(href, move), `${file}: ${href}`).toBeNull();
    }
    // About seven links a page.
    expect(rewritten).toBeGreaterThan(files.length * 3);
    expect(rewriteSidebarLinks(await read('content/v8/sidebars.ts'), 'content/v8/sidebars.ts', move).rewritten).toBe(0);
    expect(frozenHref('/docs/api/button#fill', move)).toBe('/docs/v8/api/button#fill');
    expect(frozenHref('/docs', move)).toBe('/docs/v8/');
    expect(frozenHref('/docs/v7/api/button', move)).toBeNull();
    expect(frozenHref('/docs/demo-assets/mountains.svg', move)).toBeNull();
  });

  it('writes both inventories', async () => {
    const inventory = await read('data/routes/v8.txt');
    expect(nextInventory(inventory, 'v8', 'v9').split('\n')[0]).toMatch(/^# v9: 334 pages/);
    const frozen = frozenInventory(inventory, 'data/routes/v8.txt', '/docs/', '/docs/v8/').split('\n');
    expect(frozen.slice(0, 3)).toEqual([inventory.split('\n')[0], '/docs/v8/\tdocs', '/docs/v8/angular/add-to-existing\tdocs']);
  });

  it('pins v9 to every v8 reference package, so the generators find v9 the plugins v8 has', async () => {
    const pkg = await read('package.json');
    const { text, added } = copyVersionPins(pkg, 'package.json', 'v8', 'v9');
    const v8Aliases = Object.keys((JSON.parse(pkg) as { devDependencies: Record<string, string> }).devDependencies).filter((n) => n.endsWith('-v8'));
    expect(added.map(([name]) => name)).toEqual(v8Aliases.map((n) => n.replace(/-v8$/, '-v9')));
    expect(added).toContainEqual(['ionic-core-v9', 'npm:@ionic/core@8.8.19']);
    expect(await prettier.check(text, { filepath: path.join(REPO, 'package.json') })).toBe(true);
    const scratch = await mkdtemp(path.join(tmpdir(), 'version-pins-'));
    try {
      await writeFile(path.join(scratch, 'package.json'), text);
      expect(nativePluginIds(scratch, 'v9')).toEqual(nativePluginIds(REPO, 'v8'));
      expect(nativePluginIds(scratch, 'v8')).toEqual(nativePluginIds(REPO, 'v8'));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('drops the v8 beta redirect (/docs/v8/ → /docs/), which would hide the frozen v8 pages, and only that', async () => {
    const source = await read('data/redirects.json');
    const { text, removed } = dropRedirectsUnder(source, 'data/redirects.json', '/docs/v8/');
    expect(removed).toEqual(['/docs/v8/ → /docs/']);
    expect((JSON.parse(text) as { redirects: unknown[] }).redirects).toHaveLength((JSON.parse(source) as { redirects: unknown[] }).redirects.length - 1);
    expect(dropRedirectsUnder(source, 'data/redirects.json', '/docs/v9/').text).toBe(source);
  });
});
