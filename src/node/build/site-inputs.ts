/**
 * What a build's outputs are made of, hashed once per build: the key under which output-cache.ts
 * keeps the bundles, the demo and Markdown steps' files and (with the pages' fingerprint) the
 * search indexes. Equal hashes, equal outputs: every
 * byte of the source, content and data folders, the lock files (standing for node_modules), the
 * site config as loaded and its file, the compiled pages' fingerprint (their sources, preludes
 * with git dates and promos, and the compile pipeline), the manifest, and the environment the
 * build reads. A file read from elsewhere is the caller's to record (bundle-reads.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { filesHash } from '../content/cache-folders.ts';

/** Raised when what goes into the hash changes, so no old entry matches. */
const FORMAT = 'site-inputs-1';

/** Folders and files whose every byte goes into the hash, relative to the project root. */
const INPUT_PATHS = [
  'src',
  'content',
  '.generated',
  'data',
  'public',
  'index.html',
  'site.config.ts',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

/** Environment variables outputs can depend on: those Vite exposes to client code (vite-settings.ts envPrefix), the mode, the build date. */
const INPUT_ENV = /^(VITE_|DOCS_ALGOLIA_|NODE_ENV$|DOCS_BUILD_DATE$)/;

/** What the outputs are made of besides the files under INPUT_PATHS. */
export interface SiteInputs {
  root: string;
  /** The site config file, relative to the root. */
  configFile: string;
  /** The config as loaded (defaults applied). */
  config: unknown;
  /** The compiled pages' fingerprint (precompile.ts). */
  pages: string;
  /** The routes, titles and sidebars. */
  manifest: unknown;
}

/** The hash of everything under INPUT_PATHS and of `inputs`' other parts. */
export async function siteInputsHash(inputs: SiteInputs): Promise<string> {
  const env = Object.entries(process.env)
    .filter(([name]) => INPUT_ENV.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha1')
    .update(FORMAT)
    .update(await filesHash(inputs.root, [...INPUT_PATHS, inputs.configFile]))
    .update(JSON.stringify([inputs.config, inputs.pages, inputs.manifest, env, process.version]))
    .digest('hex');
}

/** A module id's file, relative to `root`, when siteInputsHash does not cover it (outside INPUT_PATHS and node_modules, which the lock files stand for), else null. */
export function uncoveredFile(root: string, id: string): string | null {
  if (id.startsWith('\0') || !path.isAbsolute(id)) return null;
  const rel = path
    .relative(root, id.replace(/[?#].*$/, ''))
    .split(path.sep)
    .join('/');
  if (rel.split('/').includes('node_modules')) return null;
  if (!rel.startsWith('..') && INPUT_PATHS.some((p) => rel === p || rel.startsWith(`${p}/`))) return null;
  return rel;
}
