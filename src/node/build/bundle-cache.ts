/**
 * The client and SSR bundles kept between builds. Vite keeps nothing on disk between production
 * builds, so a rebuild with nothing changed spent 3.5 s of its 9 s bundling the same modules
 * again. A bundle is reused, copied from its cache entry, only when everything it is built from
 * is byte-identical to what the cached one was built from:
 * - the caller's `inputs` hash (bundleInputs below: the source, content, data and public folders,
 *   the lock files, the site config, the compiled pages and the manifest they are routed by);
 * - every other file the last bundling read (its module graph outside those folders and outside
 *   node_modules, which the lock files stand for), hashed again here. A new import of a file
 *   elsewhere changes a file already hashed, so the graph of the last build is enough.
 * The entry is written after a bundling that succeeded, under a temporary name then renamed, so
 * an entry is whole or absent; one that cannot be written or read costs a bundling, never a build.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildCacheDir, filesHash } from '../content/cache-folders.ts';
import { changedFiles, placeFiles, type PlacedFiles } from './place-files.ts';

/** Raised when the entry format or what goes into `inputs` changes, so old entries never match. */
const FORMAT = 'bundle-1';

/** Folders and files whose every byte goes into a bundle's key, relative to the project root. */
const INPUT_PATHS = ['src', 'content', '.generated', 'data', 'public', 'index.html', 'site.config.ts', 'package-lock.json', 'node_modules/.package-lock.json'];

/** Environment variables a bundle can depend on: those Vite exposes to client code (vite-settings.ts envPrefix), the mode, the build date. */
const INPUT_ENV = /^(VITE_|DOCS_ALGOLIA_|NODE_ENV$|DOCS_BUILD_DATE$)/;

/** What a bundle's cache entry records beside its files. */
interface EntryRecord {
  format: string;
  inputs: string;
  /** Files outside INPUT_PATHS and node_modules that the bundling read, with the SHA-1 of each (null: gone by the time it was recorded). */
  read: Record<string, string | null>;
  /** The bundle's files (placeFiles). */
  files: PlacedFiles;
}

const RECORD = 'record.json';
const OUT = 'out';

/** What the bundles are made of besides the files under INPUT_PATHS. */
export interface BundleInputs {
  root: string;
  /** The site config file, relative to the root. */
  configFile: string;
  /** The config as loaded (defaults applied). */
  config: unknown;
  /** The compiled pages' fingerprint (precompile.ts): their sources, preludes (git dates, promos) and compile pipeline. */
  pages: string;
  /** The routes, titles and sidebars the content plugin serves as modules. */
  manifest: unknown;
}

/** A hash of everything under INPUT_PATHS and of `inputs`' other parts: one per build, shared by both bundles. */
export async function bundleInputsHash(inputs: BundleInputs): Promise<string> {
  const env = Object.entries(process.env)
    .filter(([name]) => INPUT_ENV.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha1')
    .update(FORMAT)
    .update(await filesHash(inputs.root, [...INPUT_PATHS, inputs.configFile]))
    .update(JSON.stringify([inputs.config, inputs.pages, inputs.manifest, env, process.version]))
    .digest('hex');
}

/** Where the bundles are kept: one entry per bundle, beside the output folder's other caches (`outParent`: the folder holding `dist/`). */
export function bundleCacheDir(outParent: string): string {
  return buildCacheDir(outParent, 'bundle');
}

const sha1Of = async (file: string) =>
  readFile(file).then(
    (bytes) => createHash('sha1').update(bytes).digest('hex'),
    () => null,
  );

/** Whether a module id is a file the key does not already cover. */
function uncovered(root: string, id: string): string | null {
  if (id.startsWith('\0') || !path.isAbsolute(id)) return null;
  const file = id.replace(/[?#].*$/, '');
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.split('/').includes('node_modules')) return null;
  if (!rel.startsWith('..') && INPUT_PATHS.some((p) => rel === p || rel.startsWith(`${p}/`))) return null;
  return file;
}

export interface CachedBundle {
  /** The project root (module ids are resolved against it). */
  root: string;
  /** The cache folder (bundleCacheDir). */
  cacheDir: string;
  /** The bundle's name in the cache: `client`, `ssr`. */
  name: string;
  /** bundleInputsHash of this build. */
  inputs: string;
  /** Where the bundle goes. */
  outDir: string;
  /** Bundles into `outDir`, with `recorder` among Vite's plugins. */
  bundle(recorder: Plugin): Promise<void>;
  /** Told when an entry could not be written (the build goes on without it). */
  warn(message: string): void;
}

/** Puts the bundle in place from its cache entry when nothing it is built from changed, else bundles it and keeps it. Resolves to whether it was reused. */
export async function cachedBundle(options: CachedBundle): Promise<boolean> {
  const entry = path.join(options.cacheDir, options.name);
  const record = await reusableRecord(entry, options.inputs);
  if (record) {
    const placed = await placeFiles(path.join(entry, OUT), options.outDir, record.files).then(
      () => true,
      (error: Error) => (options.warn(`${options.name} bundle not reused: ${error.message}`), false),
    );
    if (placed) return true;
    // An entry changed since it was written (placeFiles checks): bundle afresh.
    await rm(options.outDir, { recursive: true, force: true });
  }
  const read = new Set<string>();
  const recorder: Plugin = {
    name: 'docs:bundle-inputs',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = uncovered(options.root, id);
        if (file) read.add(file);
      }
    },
  };
  await options.bundle(recorder);
  await keep(entry, options, [...read].sort()).catch((error: Error) => options.warn(`${options.name} bundle not cached: ${error.message}`));
  return false;
}

async function reusableRecord(entry: string, inputs: string): Promise<EntryRecord | null> {
  const record = await readFile(path.join(entry, RECORD), 'utf8')
    .then((text) => JSON.parse(text) as EntryRecord)
    .catch(() => null);
  if (record?.format !== FORMAT || record.inputs !== inputs) return null;
  const now = await Promise.all(Object.entries(record.read).map(async ([file, hash]) => (await sha1Of(file)) === hash));
  return now.every(Boolean) ? record : null;
}

async function keep(entry: string, options: CachedBundle, read: string[]): Promise<void> {
  const temporary = `${entry}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  try {
    const files = await placeFiles(options.outDir, path.join(temporary, OUT));
    const hashes = await Promise.all(read.map(async (file) => [file, await sha1Of(file)] as const));
    const record: EntryRecord = { format: FORMAT, inputs: options.inputs, read: Object.fromEntries(hashes), files };
    await writeFile(path.join(temporary, RECORD), JSON.stringify(record));
    await rm(entry, { recursive: true, force: true });
    await rename(temporary, entry);
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/**
 * The cached bundles and, for each, its files that changed after it was kept: none unless a
 * build step writes in place into a bundle's output (its files are links to the entry's), which
 * would make every later build bundle again (placeFiles refuses a changed entry).
 */
export async function changedEntries(cacheDir: string): Promise<Array<{ name: string; changed: string[] }>> {
  const names = (await readdir(cacheDir).catch(() => [] as string[])).filter((name) => !name.endsWith('.tmp'));
  return Promise.all(
    names.map(async (name) => {
      const record = JSON.parse(await readFile(path.join(cacheDir, name, RECORD), 'utf8')) as EntryRecord;
      return { name, changed: await changedFiles(path.join(cacheDir, name, OUT), record.files) };
    }),
  );
}
