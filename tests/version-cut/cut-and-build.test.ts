/**
 * `npm run version:cut` on a two-version fixture site: the cut makes it three versions, and the
 * result builds; every route of the three inventories answers with its page, every page's
 * version menu lists all three, every internal link resolves, and the frozen version's pages
 * link their own version, not the new one. Cutting and building take about 30 s of CPU.
 */
import { spawn } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, routeOfFile } from '../../src/node/build/link-check.ts';
import { loadSiteConfigFile } from '../../src/node/config/load-config.ts';
import { createStaticServer } from '../../src/node/hosting/static-server.ts';
import { copyFixture, FIXTURE, prepareBuild, REPO } from './fixture-site.ts';

const TSX = path.join(REPO, 'node_modules/.bin/tsx');

/** Runs a command of this repository in `cwd`; resolves with its output, rejects with it on failure. */
function run(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`tsx ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

const VERSIONS = [
  { name: 'v3', path: '/docs/' },
  { name: 'v2', path: '/docs/v2/' },
  { name: 'v1', path: '/docs/v1/' },
];
const versionOf = (route: string) => VERSIONS.find((v) => v.path !== '/docs/' && route.startsWith(v.path)) ?? VERSIONS[0];
/** `/docs/v2/guides` → `guides`, `/docs/v2/` → ``: the same page across versions. */
const pageOf = (route: string) => route.slice(versionOf(route).path.length);

let root: string;
let cutOutput: string;
const inventory = new Map<string, string[]>();
const html = new Map<string, string>();
let origin: string;
let server: ReturnType<typeof createStaticServer>;

beforeAll(async () => {
  const started = performance.now();
  root = await copyFixture();
  cutOutput = await run([path.join(REPO, 'scripts/version-cut.ts'), 'v3', '--root', root], REPO);
  const cutMs = performance.now() - started;
  await prepareBuild(root);
  await run([path.join(REPO, 'scripts/build.ts'), '--config', 'site.config.ts'], root);
  console.log(`version cut ${(cutMs / 1000).toFixed(1)} s, build ${((performance.now() - started - cutMs) / 1000).toFixed(1)} s`);

  for (const { name } of VERSIONS) {
    const text = await readFile(path.join(root, `data/routes/${name}.txt`), 'utf8');
    inventory.set(
      name,
      text
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
        .map((line) => line.split('\t')[0]),
    );
  }
  const site = path.join(root, 'dist/site');
  for (const file of (await readdir(site, { recursive: true })) as string[])
    if (file.endsWith('.html')) html.set(file, await readFile(path.join(site, file), 'utf8'));
  server = createStaticServer(site, '/docs/');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  server?.close();
  if (root) await rm(path.dirname(root), { recursive: true, force: true });
});

describe('version:cut on a two-version site', () => {
  it('makes the new version current at the base URL and freezes the old one under its name', async () => {
    const config = await loadSiteConfigFile(path.join(root, 'site.config.ts'));
    expect(config.versions.current).toBe('v3');
    expect(config.versions.local).toEqual([
      { name: 'v3', label: 'v3', path: '/docs/', dir: 'content/v3', mainDocId: 'index' },
      { name: 'v2', label: 'v2', path: '/docs/v2/', dir: 'content/v2', mainDocId: 'index' },
      { name: 'v1', label: 'v1', path: '/docs/v1/', dir: 'content/v1', mainDocId: 'index' },
    ]);
    // The edit keeps the file as Prettier writes it.
    const source = await readFile(path.join(root, 'site.config.ts'), 'utf8');
    const options = await prettier.resolveConfig(path.join(FIXTURE, 'site.config.ts'));
    expect(await prettier.check(source, { ...options, filepath: path.join(FIXTURE, 'site.config.ts') })).toBe(true);
    expect(cutOutput).toContain('Cut v3: v2 is frozen at /docs/v2/');
    expect(cutOutput).toContain('npm install');
  });

  it('gives the new version the old routes and moves the frozen ones under /docs/v2/', () => {
    expect(inventory.get('v3')).toEqual(['/docs/', '/docs/guides', '/docs/guides/basics', '/docs/guides/new-in-v2', '/docs/search']);
    expect(inventory.get('v2')).toEqual(['/docs/v2/', '/docs/v2/guides', '/docs/v2/guides/basics', '/docs/v2/guides/new-in-v2', '/docs/v2/search']);
    expect(inventory.get('v1')).toHaveLength(4);
  });

  it('copies the content as it was, and rewrites only the links of the frozen pages', async () => {
    const original = await readFile(path.join(FIXTURE, 'content/v2/index.mdx'), 'utf8');
    expect(await readFile(path.join(root, 'content/v3/index.mdx'), 'utf8')).toBe(original);
    const frozen = await readFile(path.join(root, 'content/v2/index.mdx'), 'utf8');
    expect(frozen).toContain('[the basics](/docs/v2/guides/basics)');
    expect(frozen).toContain('[guides]: /docs/v2/guides');
    expect(frozen).toContain('<a href="/docs/v2/guides/new-in-v2">');
    expect(frozen).toContain('[v1 documentation](/docs/v1/)');
    // Code, prose and files that are not pages stay as written.
    expect(frozen).toContain("const page = '/docs/guides/basics';");
    expect(frozen).toContain('The address `/docs/guides/basics` in code');
    expect(frozen).toContain("![The site's icon](/docs/favicon.svg)");
    expect(await readFile(path.join(root, 'content/v2/sidebars.ts'), 'utf8')).toContain("href: '/docs/v2/guides/basics'");
  });

  it("pins the new version to the frozen one's releases, and drops redirects from the frozen folder", async () => {
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies['ionic-core-v3']).toBe(pkg.devDependencies['ionic-core-v2']);
    expect(pkg.devDependencies['ionic-react-v3']).toBe(pkg.devDependencies['ionic-react-v2']);
    expect(pkg.devDependencies['ionic-core-v1']).toBe('npm:@ionic/core@7.8.6');
    const redirects = JSON.parse(await readFile(path.join(root, 'data/redirects.json'), 'utf8')) as { redirects: Array<{ from: string }> };
    expect(redirects.redirects.map((r) => r.from)).toEqual(['/docs/old-guide']);
  });

  it('builds, and every route of the three inventories answers with its own page', async () => {
    const routes = [...inventory.values()].flat();
    expect(routes).toHaveLength(14);
    for (const route of routes) {
      const response = await fetch(origin + route, { redirect: 'manual' });
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain(`<link rel="canonical" href="https://example.com${route}" />`);
    }
    expect((await fetch(`${origin}/docs/v2/no-such-page`)).status).toBe(404);
    // The Markdown copy of each version names the release it is pinned to.
    expect(await readFile(path.join(root, 'dist/site/docs/guides/basics.md'), 'utf8')).toContain('Ionic Framework v3 (current), @ionic/core 8.8.19');
    expect(await readFile(path.join(root, 'dist/site/docs/v2/guides/basics.md'), 'utf8')).toContain('Ionic Framework v2, @ionic/core 8.8.19');
  });

  it("lists all three versions (and the archived one) in every page's version menu, each at the same page where it exists", () => {
    for (const [file, page] of html) {
      if (file.endsWith('404.html')) continue;
      const route = routeOfFile(file);
      const menu = /<div[^>]*data-nav-dropdown[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
      const items = [...menu.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
      const expected = VERSIONS.map((v) => {
        const same = v.path + pageOf(route);
        return [v.name, inventory.get(v.name)?.includes(same) ? same : v.path];
      });
      expect(items, file).toEqual([...expected, ['v0', 'https://example.com/docs/v0']]);
    }
  });

  it('resolves every internal link and anchor, and the pages of each version link their own version (or v1, by name)', () => {
    const result = checkLinks([...html].map(([file, text]) => ({ file, html: text })));
    expect(result.broken).toEqual([]);
    expect(result.links).toBeGreaterThan(100);
    for (const [file, page] of html) {
      if (file.endsWith('404.html')) continue;
      const own = versionOf(routeOfFile(file)).name;
      // The article and the sidebar are the version's own; the navbar's menu and the old-version banner link the others by design.
      const ownParts = [/<article[\s\S]*?<\/article>/.exec(page)?.[0], /<nav[^>]*aria-label="Docs sidebar"[\s\S]*?<\/nav>/.exec(page)?.[0]].join('');
      expect(ownParts, file).toContain('</article>');
      for (const [, href] of ownParts.matchAll(/<a\s[^>]*?href="(\/docs[^"]*)"/g)) expect([own, 'v1'], `${file} links ${href}`).toContain(versionOf(href).name);
      if (own === 'v2') expect(page, file).toContain('You are reading the documentation of <!-- -->v2<!-- -->, an older version');
    }
  });
});
