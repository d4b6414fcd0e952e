/**
 * The fixture site of the version-cut tests (tests/fixtures/version-cut-site/: a config, two
 * versions of content, their inventories, package.json pins), copied to a temp folder, and what
 * it needs to be built there with this repository's code.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');
export const FIXTURE = path.join(REPO, 'tests/fixtures/version-cut-site');

/** A fresh copy of the fixture site in a temp folder; returns its root. */
export async function copyFixture(): Promise<string> {
  const root = path.join(await mkdtemp(path.join(tmpdir(), 'version-cut-')), 'site');
  await cp(FIXTURE, root, { recursive: true });
  return root;
}

/** Every file under `root` (relative path → content), to show a refused cut changed nothing. */
export async function snapshot(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), await readFile(file, 'utf8'));
  }
  return files;
}

/**
 * Makes the fixture buildable with this repository's build: the client code, public files and
 * tsconfig are linked in (index.html is copied: Rolldown refuses an entry outside the root), and
 * node_modules links every installed package. For `npm install` of the site's `ionic-core-<v>`
 * pins, each gets a stand-in package of the pinned release with no components (the build reads
 * the release for each version's Markdown copies; no components means no API pages to generate),
 * so a version whose pin the cut forgot has no package and fails the build.
 */
export async function prepareBuild(root: string): Promise<void> {
  for (const entry of ['src', 'public', 'tsconfig.json']) await symlink(path.join(REPO, entry), path.join(root, entry));
  await cp(path.join(REPO, 'index.html'), path.join(root, 'index.html'));
  const modules = path.join(root, 'node_modules');
  await mkdir(modules);
  for (const name of await readdir(path.join(REPO, 'node_modules'))) {
    if (name !== '.cache' && name !== '.vite') await symlink(path.join(REPO, 'node_modules', name), path.join(modules, name));
  }
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  for (const [alias, spec] of Object.entries(pkg.devDependencies)) {
    const release = /^npm:@ionic\/core@(.+)$/.exec(spec)?.[1];
    if (!release) continue;
    await mkdir(path.join(modules, alias, 'dist'), { recursive: true });
    await writeFile(path.join(modules, alias, 'package.json'), JSON.stringify({ name: '@ionic/core', version: release }));
    await writeFile(path.join(modules, alias, 'dist/docs.json'), JSON.stringify({ components: [] }));
  }
}
