/**
 * The disk cache of Markdown copies, beside the compile cache (DOCS_CACHE_DIR moves both): an
 * entry is named by the page's metadata and source, in a folder named by everything else that
 * shapes the copy, so a warm build converts only changed pages.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileCacheBase, pipelineHash } from '../content/cache-folders.ts';
import { writeFileAtomically } from '../build/write-files.ts';
import type { MarkdownPage, PageMarkdownResult } from './page-markdown.ts';

export async function markdownCacheDir(root: string): Promise<string> {
  return path.join(
    compileCacheBase(root),
    `markdown-${await pipelineHash(root, ['src/node/markdown', 'data/release-notes.json', 'src/shared/reference-types.ts'])}`,
  );
}

/** The entry of one page (its source is read: the name covers its content). */
export async function markdownCacheFile(cacheDir: string, page: MarkdownPage): Promise<string> {
  const key = createHash('sha1')
    .update(JSON.stringify(page))
    .update('\0')
    .update(await readFile(page.source))
    .digest('hex');
  return path.join(cacheDir, key.slice(0, 2), `${key}.json`);
}

export async function readCachedMarkdown(file: string): Promise<PageMarkdownResult | null> {
  const hit = await readFile(file, 'utf8').catch(() => null);
  return hit === null ? null : (JSON.parse(hit) as PageMarkdownResult);
}

export async function writeCachedMarkdown(file: string, result: PageMarkdownResult): Promise<void> {
  await writeFileAtomically(file, JSON.stringify({ markdown: result.markdown, warnings: result.warnings }));
}
