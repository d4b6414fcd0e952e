/**
 * Where the build's disk caches live and how their folders are named: by a hash of the code that
 * shapes what they hold, so a change to that code starts a new folder (prune-caches.ts removes
 * old ones).
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { FILES_IN_FLIGHT } from '../build/write-files.ts';

// Of the demo code, only what shapes a page's compiled output (the rest writes files after prerender).
const DEMO_COMPILE_FILES = ['demo-source.ts', 'demo-markup.ts', 'demo-variants.ts', 'remark-playground.ts'].map((f) => `src/node/demos/${f}`);
const PIPELINE_FILES = ['src/node/mdx', 'src/node/reference', 'src/node/diagrams', 'content/diagrams', ...DEMO_COMPILE_FILES, 'src/shared/demos.ts', 'src/theme/styles/code-tokens.css', 'data/reference', 'src/node/content/compile-page.ts', 'src/node/content/frontmatter.ts', 'src/node/content/page-location.ts', 'package-lock.json'];

/** A hash of everything that shapes compiled output (plus `extra` files or folders), so a pipeline change invalidates a disk cache. */
export function pipelineHash(root: string, extra: string[] = []): Promise<string> {
  return filesHash(root, [...PIPELINE_FILES, ...extra]);
}

/** A hash of these files and folders (relative to `root`; a missing one counts as an empty file). */
export async function filesHash(root: string, entries: readonly string[]): Promise<string> {
  const listed = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(root, entry);
      const inside = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
      if (!inside) return [full];
      return inside
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
        .sort();
    }),
  );
  const files = listed.flat();
  // Read several at a time (one by one, src/ and content/ took 0.27 s), hashed in order.
  const limit = pLimit(FILES_IN_FLIGHT);
  const contents = await Promise.all(files.map((file) => limit(() => readFile(file).catch(() => Buffer.alloc(0)))));
  const hash = createHash('sha1');
  for (const [i, file] of files.entries()) hash.update(file).update(contents[i] as Buffer);
  return hash.digest('hex').slice(0, 16);
}

/** Where the compile and Markdown caches keep one folder per pipeline. DOCS_CACHE_DIR lets the bench time a cold build with an empty cache. */
export function compileCacheBase(root: string): string {
  return process.env.DOCS_CACHE_DIR ?? path.join(root, 'node_modules/.cache/docs-mdx');
}

/**
 * The folder of one of the build's content-addressed caches (`name`: `og`, `precompress`, `csp-scan`,
 * `prerender`): `<root>/node_modules/.cache/docs-<name>`, or `<DOCS_CACHE_DIR>/<name>` when the
 * bench moves every cache to start a build cold.
 */
export function buildCacheDir(root: string, name: string): string {
  return process.env.DOCS_CACHE_DIR ? path.join(process.env.DOCS_CACHE_DIR, name) : path.join(root, `node_modules/.cache/docs-${name}`);
}
