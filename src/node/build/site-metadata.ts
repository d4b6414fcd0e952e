import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteMetadata } from '../../shared/site-metadata.ts';

/** The plugins a build runs (see src/node/build/vite-settings.ts): our own, by Vite plugin name, and the packages. */
const LOCAL_PLUGINS = ['docs:content', 'docs:classic-chunks'];
const PACKAGE_PLUGINS = ['vite', '@vitejs/plugin-react', '@mdx-js/rollup'];

function readJson(file: string): { name: string; version: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
}

/**
 * Site metadata of this build: the generator is this repository's site framework
 * (name and version from its package.json), the plugins carry the versions installed here.
 */
export function buildSiteMetadata(root: string): SiteMetadata {
  const site = readJson(path.join(root, 'package.json'));
  const require = createRequire(path.join(root, 'package.json'));
  const pluginVersions: SiteMetadata['pluginVersions'] = {};
  for (const name of LOCAL_PLUGINS) pluginVersions[name] = { type: 'local', name, version: site.version };
  for (const name of PACKAGE_PLUGINS) {
    // Read the installed package.json (packages' export maps may not expose it).
    const dir = path.join(root, 'node_modules', name);
    let version: string;
    try {
      version = readJson(path.join(dir, 'package.json')).version;
    } catch {
      version = readJson(require.resolve(`${name}/package.json`)).version;
    }
    pluginVersions[name] = { type: 'package', name, version };
  }
  return { generator: { name: site.name, version: site.version }, pluginVersions };
}
