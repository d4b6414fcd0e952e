import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import pLimit from 'p-limit';
import { FILES_IN_FLIGHT, writeFileAtomically } from '../build/write-files.ts';
import { pruneUnusedEntries } from '../build/prune-unused-entries.ts';
import { buildCacheDir } from '../content/cache-folders.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 512;

/**
 * Brotli quality 5: within 1 % of quality 9 on this site and 25× faster (2 s for the whole
 * build on this 2-core machine, against 50 s at quality 9 and 100 s at 11, which would only save
 * another 10 %). gzip at level 9 is cheap at any size.
 */
const BROTLI_QUALITY = 5;

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Where compressed bodies are kept between builds, by the SHA-1 of the file (and the settings):
 * most files of a rebuild are byte-identical to the last one's (hashed asset names, unchanged
 * pages, the self-hosted components), and reading a cached body is far cheaper than brotli.
 * `DOCS_CACHE_DIR` (the bench's cold builds) moves it along with the compile cache.
 */
export function precompressCacheDir(root: string): string {
  return buildCacheDir(root, 'precompress');
}

/**
 * Files compressed at once: enough to keep libuv's pool (4 threads) busy. Starting all 4,500 at
 * once held every file and a brotli and a gzip state for each in memory: 4 GiB of RSS at peak.
 * Reading, hashing and copying from the cache have a wider limit (FILES_IN_FLIGHT): with four
 * files at a time, a warm build spent most of this step waiting on the disk.
 */
const compressSlots = pLimit(Math.max(4, os.availableParallelism() * 2));

/** A compressed body: its size, and how to put it at a path (written from memory, or copied from its cache entry). */
interface Body {
  size: number;
  writeTo(file: string): Promise<void>;
  /**
   * A body just compressed: keeps it in its cache entry, as a hard link to `written` (the site's
   * copy, complete by then) when there is one, else by writing it. Once per body.
   */
  keep?(written: string | undefined): Promise<void>;
}

const inMemory = (body: Buffer): Body => ({ size: body.length, writeTo: (file) => writeFile(file, body) });

/**
 * Writing ~9,000 cache entries as copies (a temporary file, then a rename) took a cold build's
 * compression step from ~4.3 s to 5.8–7 s; a hard link to the site's file is one call, and as
 * whole as the file. A cache on another file system (EXDEV), or a body not kept in the site
 * (no smaller than its file), is written instead.
 */
function fresh(body: Buffer, entryFile: string, linked: Set<string>): Body {
  let kept: Promise<void> | undefined;
  const keep = async (written: string | undefined) => {
    await mkdir(path.dirname(entryFile), { recursive: true });
    if (written) {
      const done = await link(written, entryFile).then(
        () => true,
        (error: NodeJS.ErrnoException) => error.code === 'EEXIST',
      );
      if (done) {
        // Now a site file's body: another file of this build that uses it gets a copy (cachedBody).
        linked.add(entryFile);
        return;
      }
    }
    // A build stopped mid-write must not leave half a body.
    await writeFileAtomically(entryFile, body);
  };
  return { ...inMemory(body), keep: (written) => (kept ??= keep(written)) };
}

/** Identical files in one build share one compression (and one cache write). */
const inFlight = new Map<string, Promise<[Body, Body]>>();

/** A body's cache entry, without the `.br` / `.gz` suffix: named by the SHA-1 of the settings and the body. */
function cacheEntryOf(cacheDir: string, raw: Buffer): string {
  const key = createHash('sha1').update(`br${BROTLI_QUALITY}gz9\0`).update(raw).digest('hex');
  return path.join(cacheDir, key.slice(0, 2), key.slice(2));
}

/** The brotli and gzip bodies of `raw`, from its cache entry (cacheEntryOf) when there is one; `linked`: the entry files this run has linked (cachedBody). */
async function compressed(raw: Buffer, entry: string | undefined, linked: Set<string>): Promise<[Body, Body]> {
  const run = () =>
    compressSlots(() =>
      Promise.all([brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }), gz(raw, { level: 9 })]),
    );
  if (!entry) return (await run()).map(inMemory) as [Body, Body];
  let pending = inFlight.get(entry);
  if (!pending) {
    pending = cachedOrRun(entry, run, linked).finally(() => inFlight.delete(entry));
    inFlight.set(entry, pending);
  }
  return pending;
}

async function cachedOrRun(entry: string, run: () => Promise<[Buffer, Buffer]>, linked: Set<string>): Promise<[Body, Body]> {
  const files = [`${entry}.br`, `${entry}.gz`] as const;
  const sizes = await Promise.all(files.map((f) => stat(f).then((s) => s.size))).catch(() => null);
  if (sizes) return files.map((f, i) => cachedBody(f, sizes[i] as number, linked)) as [Body, Body];
  const [br, gzipped] = await run();
  return [fresh(br, files[0], linked), fresh(gzipped, files[1], linked)];
}

/**
 * A body from its cache entry, never read into memory (most of a warm build's ~9,000 bodies are
 * hits). The first file of a build to use an entry gets it as a hard link: copying every hit took
 * a warm build's compression step from 0.8 s to 1.8 s. Later files with the same body get
 * copies, as each takes its own file's modification time. (So the modification time of an entry,
 * and of the published file linked to it by the build before, becomes this build's; a server
 * answering from the old site meanwhile only sends a new Last-Modified.)
 */
function cachedBody(entryFile: string, size: number, linked: Set<string>): Body {
  return {
    size,
    async writeTo(file) {
      if (!linked.has(entryFile)) {
        linked.add(entryFile);
        const done = await link(entryFile, file).then(
          () => true,
          // Another file system (EXDEV) or none that links: copied, as any later file is.
          () => false,
        );
        if (done) return;
      }
      await copyFile(entryFile, file);
    },
  };
}

/**
 * Writes `x.br` and `x.gz` beside every compressible file of a build, for nginx's
 * brotli_static / gzip_static, the static hosts and `npm start`, which then never compress per
 * request. A variant is kept only when it is smaller than the file; each gets the file's mtime,
 * so a server that compares them sees one version. Runs on libuv's thread pool (all cores), a
 * few files at a time.
 */
export async function precompress(siteDir: string, extensions: string[], cacheDir?: string): Promise<PrecompressResult> {
  const wanted = new Set(extensions.map((e) => `.${e}`));
  const entries = (await readdir(siteDir, { recursive: true })) as string[];
  const files = entries.filter((f) => wanted.has(path.extname(f)));
  const result: PrecompressResult = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const used = new Set<string>();
  const linked = new Set<string>();
  const limit = pLimit(FILES_IN_FLIGHT);
  await Promise.all(
    files.map((rel) =>
      limit(async () => {
        const file = path.join(siteDir, rel);
        const info = await stat(file);
        if (!info.isFile() || info.size < MIN_BYTES) return;
        const raw = await readFile(file);
        const entry = cacheDir ? cacheEntryOf(cacheDir, raw) : undefined;
        if (entry) used.add(entry);
        const [br, gzipped] = await compressed(raw, entry, linked);
        result.files += 1;
        result.rawBytes += raw.length;
        const variants = [
          ['.br', br],
          ['.gz', gzipped],
        ] as const;
        await Promise.all(
          variants.map(async ([suffix, body]) => {
            const out = file + suffix;
            // Never written in place: an earlier run over this folder (write-hosting-files.ts run
            // alone) may have left it a hard link to a cache entry, which writing would change too.
            // (unlink, not rm: one call where rm makes three, for ~9,000 files that are mostly not there.)
            await unlink(out).catch((error: NodeJS.ErrnoException) => {
              if (error.code !== 'ENOENT') throw error;
            });
            if (body.size >= raw.length) return body.keep?.(undefined);
            await body.writeTo(out);
            await utimes(out, info.atime, info.mtime);
            await body.keep?.(out);
            if (suffix === '.br') result.brotliBytes += body.size;
            else result.gzipBytes += body.size;
          }),
        );
      }),
    ),
  );
  // Every build's bodies replace the last's: the cache holds one site's worth (kept forever, it
  // had grown to 789 MB, the bodies of 17 builds, in a day's work).
  if (cacheDir) await pruneUnusedEntries(cacheDir, used, (file) => file.replace(/\.(br|gz)$/, ''));
  return result;
}
