import { createHash } from 'node:crypto';
import path from 'node:path';
import mdxRollup from '@mdx-js/rollup';
import type { Plugin, TransformResult } from 'vite';
import { mdxOptions } from '../mdx/pipeline.ts';
import { ContentError, splitFrontmatter } from './frontmatter.ts';

type Transform = (code: string, id: string) => Promise<TransformResult | null | undefined>;

/**
 * Compiles content pages with @mdx-js/rollup and our remark/rehype pipeline. Results are cached
 * by content hash, so the client and SSR builds of one `npm run build` compile each page once.
 */
export class PageCompiler {
  private plugin: Promise<Plugin> | undefined;
  private readonly cache = new Map<string, Promise<TransformResult>>();
  constructor(
    private readonly root: string,
    private readonly development: boolean,
  ) {}

  private mdx(): Promise<Plugin> {
    this.plugin ??= mdxOptions().then((options) => {
      const plugin = mdxRollup({ ...options, development: this.development }) as unknown as Plugin;
      return plugin;
    });
    return this.plugin;
  }

  /** `prelude` replaces the frontmatter's first line (route info and sidebar import). */
  compile(source: string, file: string, prelude: string): Promise<TransformResult> {
    const key = createHash('sha1').update(file).update('\0').update(prelude).update('\0').update(source).digest('hex');
    let result = this.cache.get(key);
    if (!result) {
      result = this.run(source, file, prelude);
      this.cache.set(key, result);
      result.catch(() => this.cache.delete(key));
    }
    return result;
  }

  private async run(source: string, file: string, prelude: string): Promise<TransformResult> {
    const rel = path.relative(this.root, file);
    const { body } = splitFrontmatter(source, rel);
    const plugin = await this.mdx();
    const transform = (typeof plugin.transform === 'function' ? plugin.transform : plugin.transform?.handler) as unknown as Transform;
    try {
      const out = await transform.call({}, prelude + body, file);
      if (!out || typeof out === 'string') throw new Error('MDX produced no module');
      return out;
    } catch (error) {
      throw toContentError(error, rel);
    }
  }
}

/** MDX/parse errors become `file:line: reason` so a broken page names itself. */
export function toContentError(error: unknown, rel: string): Error {
  if (error instanceof ContentError) return error;
  const err = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message?: string };
  const line = err.line ?? err.place?.start?.line ?? err.place?.line ?? 1;
  const reason = err.reason ?? err.message ?? String(error);
  // Messages from our own plugins already start with the file name.
  if (reason.startsWith(rel)) return new Error(reason);
  return new ContentError(rel, line, reason);
}
