import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { splitFrontmatter } from './frontmatter.ts';
import { toContentError } from './content-error.ts';
import { writeFileAtomically } from '../build/write-files.ts';
import { compileCacheBase, pipelineHash } from './cache-folders.ts';

export interface CompiledPage {
  code: string;
}

type Transform = (code: string, id: string) => Promise<{ code: string } | string | null | undefined>;

function cacheKey(source: string, file: string, prelude: string): string {
  return createHash('sha1').update(file).update('\0').update(prelude).update('\0').update(source).digest('hex');
}

/**
 * Compiles content pages with @mdx-js/rollup and our remark/rehype pipeline. Results are cached
 * in memory (client and SSR builds of one run compile a page once) and on disk under
 * node_modules/.cache (unchanged pages are not recompiled by the next build).
 */
export class PageCompiler {
  private plugin: Promise<Plugin> | undefined;
  private readonly memory = new Map<string, Promise<CompiledPage>>();
  private cacheDir: Promise<string> | undefined;

  constructor(
    private readonly root: string,
    private readonly development: boolean,
    private readonly diskCache = !development,
  ) {}

  /** Loaded on the first cache miss: the pipeline (MDX, Shiki, remark plugins) takes most of a second to import, and a warm build never needs it. */
  private mdx(): Promise<Plugin> {
    this.plugin ??= Promise.all([import('@mdx-js/rollup'), import('../mdx/pipeline.ts'), import('../mdx/highlight-cache.ts')]).then(
      async ([{ default: mdxRollup }, { mdxOptions }, { highlightCacheDir }]) => {
        const highlightCache = this.diskCache ? await highlightCacheDir(this.root) : undefined;
        return mdxRollup({ ...(await mdxOptions({ highlightCache })), development: this.development }) as unknown as Plugin;
      },
    );
    return this.plugin;
  }

  /** The folder of this pipeline's compiled pages (named by its hash, under compileCacheBase). */
  dir(): Promise<string> {
    this.cacheDir ??= pipelineHash(this.root).then((h) => path.join(compileCacheBase(this.root), h));
    return this.cacheDir;
  }

  /** `prelude` replaces the frontmatter's first line (route info and sidebar import). */
  compile(source: string, file: string, prelude: string): Promise<CompiledPage> {
    const key = cacheKey(source, file, prelude);
    let result = this.memory.get(key);
    if (!result) {
      result = this.cached(key, source, file, prelude);
      this.memory.set(key, result);
      result.catch(() => this.memory.delete(key));
    }
    return result;
  }

  /**
   * `compile` without keeping the result in memory: for the build's compile workers, which only
   * fill the disk cache and never ask for a page again. Kept, a worker's compiled pages were
   * ~40 MB that lived to its end, and V8 sized the worker's heap to ~3× what it keeps alive.
   */
  compileOnce(source: string, file: string, prelude: string): Promise<CompiledPage> {
    return this.cached(cacheKey(source, file, prelude), source, file, prelude);
  }

  /** Lets go of the pages kept in memory: the build calls it once its SSR build, the last to ask for them, is done. */
  forget(): void {
    this.memory.clear();
  }

  /** Whether the disk cache already holds this page's compiled module (a build then need not start a compile worker for it). */
  async isCached(source: string, file: string, prelude: string): Promise<boolean> {
    if (!this.diskCache) return false;
    return access(await this.cacheFile(cacheKey(source, file, prelude))).then(
      () => true,
      () => false,
    );
  }

  private async cacheFile(key: string): Promise<string> {
    return path.join(await this.dir(), key.slice(0, 2), key + '.js');
  }

  private async cached(key: string, source: string, file: string, prelude: string): Promise<CompiledPage> {
    if (!this.diskCache) return this.run(source, file, prelude);
    const cacheFile = await this.cacheFile(key);
    const hit = await readFile(cacheFile, 'utf8').catch(() => null);
    if (hit !== null) return { code: hit };
    const compiled = await this.run(source, file, prelude);
    // Parallel compile workers never see a half-written entry.
    await writeFileAtomically(cacheFile, compiled.code);
    return compiled;
  }

  private async run(source: string, file: string, prelude: string): Promise<CompiledPage> {
    const rel = path.relative(this.root, file);
    const { body } = splitFrontmatter(source, rel);
    const plugin = await this.mdx();
    const transform = (typeof plugin.transform === 'function' ? plugin.transform : plugin.transform?.handler) as unknown as Transform;
    try {
      const out = await transform.call({}, prelude + body, file);
      if (!out || typeof out === 'string') throw new Error('MDX produced no module');
      return { code: out.code };
    } catch (error) {
      throw toContentError(error, rel);
    }
  }
}
