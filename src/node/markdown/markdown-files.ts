/**
 * Build step: the Markdown copy of every page (`<route>.md`, see src/shared/markdown-path.ts),
 * and llms.txt / llms-full.txt per version — the current version's at the site root (where
 * tools look for /llms.txt), an older version's in its folder (`/docs/v7/llms.txt`). The
 * hash-router build also gets each copy as a classic data script (`<page>.md.js`), because
 * its pages, opened from file://, cannot fetch the `.md` file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Manifest } from '../content/scan.ts';
import type { MarkdownPage } from './page-markdown.ts';
import { llmsIndex, sectionsOf } from './llms-txt.ts';
import { markdownProblems } from './check-markdown.ts';
import { startTsWorker } from '../build/ts-worker.ts';
import { FILES_IN_FLIGHT, writeFiles } from '../build/write-files.ts';
import pLimit from 'p-limit';
import { dataModule } from '../hash-router/classic-loader.ts';
import { markdownCacheDir, markdownCacheFile, readCachedMarkdown, writeCachedMarkdown } from './markdown-cache.ts';
import { LLMS_FULL_FILE, LLMS_INDEX_FILE, markdownPathOf } from '../../shared/markdown-path.ts';

export interface MarkdownFilesOptions {
  root: string;
  config: SiteConfig;
  manifest: Manifest;
  /** The folder served at the base URL (`dist/site/docs`, or the hash build's folder). */
  docsDir: string;
  /** The folder served at the site root (`dist/site`); llms files are written only when given. */
  siteDir?: string;
  /** Also write `<page>.md.js` data scripts (hash-router build). */
  classic: boolean;
}

export interface MarkdownFilesReport {
  pages: number;
  bytes: number;
  llmsFiles: string[];
  /** What the step made (`650 .md pages (640 from cache), 8.7 MB`), for the build's log line. */
  summary: string;
  /** Log lines of the llms files. */
  lines: string[];
  /** Components without a Markdown form, as `file:line: reason`. */
  warnings: string[];
}

export interface MarkdownTask {
  route: string;
  /** The `.md` file relative to docsDir. */
  file: string;
  page: MarkdownPage;
}

export interface MarkdownResult {
  route: string;
  markdown: string;
  warnings: string[];
}

/** `/docs/api/button` → `api/button.md` under docsDir. */
function fileUnderBase(config: SiteConfig, markdownPath: string): string {
  return markdownPath.slice(config.baseUrl.length);
}

/** The Markdown copy each page of the site gets. */
export function markdownTasks(config: SiteConfig, manifest: Manifest): MarkdownTask[] {
  const origin = config.url.replace(/\/$/, '');
  const tasks: MarkdownTask[] = [];
  for (const version of manifest.versions) {
    const current = version.name === config.versions.current;
    for (const route of version.routes) {
      const mdPath = markdownPathOf(route.path);
      tasks.push({
        route: route.path,
        file: fileUnderBase(config, mdPath),
        page: {
          source: route.source,
          title: route.title,
          description: route.description,
          version: version.name,
          versionLabel: version.label,
          current,
          origin,
          baseUrl: config.baseUrl,
          url: origin + route.path,
          markdownUrl: origin + mdPath,
        },
      });
    }
  }
  return tasks;
}

export async function writeMarkdownFiles(options: MarkdownFilesOptions): Promise<MarkdownFilesReport> {
  const { root, config, manifest, docsDir, siteDir, classic } = options;
  const origin = config.url.replace(/\/$/, '');
  const tasks = markdownTasks(config, manifest);
  // Cached on disk like compiled pages; a cold build's compile already wrote most entries.
  const cacheDir = await markdownCacheDir(root);
  // Each entry is named by hashing the page's source: once per page, for the read and the write.
  const limit = pLimit(FILES_IN_FLIGHT);
  const cacheFiles = new Map(await Promise.all(tasks.map((task) => limit(async () => [task.route, await markdownCacheFile(cacheDir, task.page)] as const))));
  const hits = await Promise.all(tasks.map((task) => limit(() => readCachedMarkdown(cacheFiles.get(task.route) as string))));
  const results: MarkdownResult[] = [];
  const misses: MarkdownTask[] = [];
  tasks.forEach((task, i) => {
    const hit = hits[i];
    if (hit) results.push({ route: task.route, ...hit });
    else misses.push(task);
  });
  // Parsing and expanding a page again costs about as much as its MDX compile: use all cores,
  // but start workers (seconds each, to load the pipeline) only for pages the cache lacks.
  const count = Math.max(0, Math.min(os.availableParallelism(), Math.ceil(misses.length / 40)));
  const shares: MarkdownTask[][] = Array.from({ length: count }, (_, i) => misses.filter((_t, j) => j % count === i));
  const answers = await Promise.all(
    shares.map(
      (share) =>
        new Promise<{ results: MarkdownResult[]; errors: string[] }>((resolve, reject) => {
          const worker = startTsWorker(new URL('./markdown-worker.ts', import.meta.url), { root, tasks: share });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const errors = answers.flatMap((a) => a.errors);
  if (errors.length > 0) throw new Error(`${errors.length} page(s) have no Markdown copy:\n  ${errors.join('\n  ')}`);
  const byTask = new Map(tasks.map((t) => [t.route, t]));
  const made = answers.flatMap((a) => a.results);
  results.push(...made);
  await Promise.all(made.map((result) => limit(() => writeCachedMarkdown(cacheFiles.get(result.route) as string, result))));
  await writeFiles(
    results.flatMap((result) => {
      const task = byTask.get(result.route) as MarkdownTask;
      const file = path.join(docsDir, task.file);
      return classic
        ? [
            [file, result.markdown],
            [`${file}.js`, dataModule(`${task.file}.js`, result.markdown)],
          ]
        : [[file, result.markdown]];
    }),
  );
  const byPath = new Map(results.map((r) => [r.route, r.markdown]));
  const warnings = results.flatMap((r) => r.warnings);
  // The checks e2e/markdown.spec.ts makes on a finished build, made here too, where a failure is cheapest to see.
  for (const task of tasks) {
    for (const problem of markdownProblems(byPath.get(task.route) ?? '', task.page.title))
      warnings.push(`${path.relative(root, task.page.source)}: the Markdown copy ${problem}`);
  }
  const bytes = results.reduce((n, r) => n + Buffer.byteLength(r.markdown), 0);
  const pages = byPath.size;
  const summary = `${pages} .md pages (${pages - misses.length} from cache), ${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const lines: string[] = [];
  const llmsFiles: string[] = [];
  if (!siteDir) return { pages, bytes, llmsFiles, summary, lines, warnings };

  const versions = manifest.versions;
  const folderOf = (name: string) => {
    const v = versions.find((x) => x.name === name);
    return v && v.name !== config.versions.current ? v.path : '/';
  };
  for (const version of versions) {
    const folder = folderOf(version.name);
    const sections = sectionsOf(version);
    const others = versions.filter((v) => v.name !== version.name);
    const index = llmsIndex({
      title: `${config.title} documentation (${version.label}${version.isLast ? ', current' : ''})`,
      summary: `The developer documentation of ${config.title} ${version.label}: framework guides for Angular, React and Vue, the UI component API reference, the ionic CLI reference and the Capacitor plugin pages. Every link is the page as Markdown; the HTML page is the same URL without .md.`,
      markdownUrl: (route) => origin + markdownPathOf(route),
      sections,
      optional: {
        title: 'Optional',
        links: [
          {
            label: `Every ${version.label} page in one file`,
            url: `${origin}${folder}${LLMS_FULL_FILE}`,
            description: 'all pages above, as Markdown, in this order',
          },
          ...others.map((v) => ({
            label: `${config.title} ${v.label} documentation`,
            url: `${origin}${folderOf(v.name)}${LLMS_INDEX_FILE}`,
            description: `the same index for ${v.label}${v.isLast ? ' (current)' : ''}`,
          })),
        ],
      },
    });
    const full = sections.flatMap((s) => s.routes.map((r) => byPath.get(r.path) ?? '')).join('\n\n---\n\n');
    const dir = path.join(siteDir, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, LLMS_INDEX_FILE), index);
    await writeFile(path.join(dir, LLMS_FULL_FILE), full);
    llmsFiles.push(`${folder}${LLMS_INDEX_FILE}`, `${folder}${LLMS_FULL_FILE}`);
    lines.push(
      `llms           ${folder}${LLMS_INDEX_FILE} ${(Buffer.byteLength(index) / 1024).toFixed(0)} KB, ${folder}${LLMS_FULL_FILE} ${(Buffer.byteLength(full) / 1024 / 1024).toFixed(1)} MB`,
    );
  }
  return { pages, bytes, llmsFiles, summary, lines, warnings };
}
