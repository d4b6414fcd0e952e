/**
 * Writes the offline service worker (src/service-worker/sw.ts, with Workbox) into a finished
 * build: the shell to precache is what the landing page loads besides its own page chunk; the
 * data fetched at install is the current version's route map and search index. Also writes
 * the offline page the worker shows for a page never visited.
 */
import { firstLoadUrls } from './first-load.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { OFFLINE_MESSAGE, OFFLINE_PAGE_FILE, OFFLINE_TITLE, SERVICE_WORKER_FILE, type OfflineManifest } from '../../shared/offline.ts';
import { ROUTE_MAP_DIR } from '../../shared/route-map-format.ts';
import { searchIndexFileName } from '../../shared/search-config.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { LAZY_MDX_COMPONENTS } from '../../shared/mdx-component-names.ts';
import type { Manifest as ViteManifest } from 'vite';

const SOURCE = path.join(import.meta.dirname, '../../service-worker/sw.ts');

/**
 * Chunks precached with everything they import, beyond what the landing page loads: search (the
 * navbar modal and the index worker; the search page is a lazy MDX component), so it works on
 * the first offline visit. Vite names a chunk after its source module.
 */
const SEARCH_CHUNK = /^(SearchModal|search-worker)-[\w-]+\.(js|css)$/;

/**
 * The chunks and stylesheets of the lazily loaded MDX components (LAZY_MDX_COMPONENTS), found by
 * source in the client build's manifest: precached so that a cached page does not crash offline
 * on a component it never loaded.
 */
export function lazyComponentFiles(manifest: ViteManifest, base: string): string[] {
  return Object.values(LAZY_MDX_COMPONENTS).flatMap((source) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${source} is a lazily loaded MDX component (src/shared/mdx-component-names.ts), but the client build has no chunk for it`);
    return [chunk.file, ...(chunk.css ?? [])].map((file) => `${base}${file}`);
  });
}

/** A chunk's own imports and the stylesheets it preloads, as build-file URLs. */
function chunkReferences(js: string, base: string): string[] {
  const relative = [...js.matchAll(/(?:from|import)\s*\(?\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `${base}assets/${m[1]}`);
  const styles = [...js.matchAll(/"(?:\.\/)?(?:assets\/)?([\w.-]+\.css)"/g)].map((m) => `${base}assets/${m[1]}`);
  return [...relative, ...styles];
}

/** `roots` and every chunk and stylesheet they reach through static imports. */
async function withImports(roots: string[], docsDir: string, base: string): Promise<string[]> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (found.has(url)) continue;
    found.add(url);
    if (url.endsWith('.js')) queue.push(...chunkReferences(await readFile(path.join(docsDir, url.slice(base.length)), 'utf8'), base));
  }
  return [...found];
}

/** The build files (under the base URL) a page loads before it is interactive: scripts and styles. */
function filesLoadedBy(html: string, base: string): string[] {
  const { js, css } = firstLoadUrls(html);
  return [...js, ...css].filter((u) => u.startsWith(`${base}assets/`));
}

function offlinePage(config: SiteConfig, styles: string[]): string {
  return `<!doctype html>
<html lang="en" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(OFFLINE_TITLE)} | ${escapeHtml(config.title)}</title>
${styles.map((href) => `    <link rel="stylesheet" href="${href}" />`).join('\n')}
  </head>
  <body>
    <main id="offline-notice" style="max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem">
      <h1>${escapeHtml(OFFLINE_TITLE)}</h1>
      <p>${escapeHtml(OFFLINE_MESSAGE)}</p>
      <p><a href="${config.baseUrl}">Go to the documentation home</a></p>
    </main>
  </body>
</html>
`;
}

/** Writes `sw.js` and `offline.html` into `docsDir` (`vite`: the client build's manifest); returns a line for the build log. */
export async function writeServiceWorker(docsDir: string, config: SiteConfig, vite: ViteManifest): Promise<string> {
  const base = config.baseUrl;
  const landing = await readFile(path.join(docsDir, 'index.html'), 'utf8');
  const search = (await readdir(path.join(docsDir, 'assets'))).filter((f) => SEARCH_CHUNK.test(f)).map((f) => `${base}assets/${f}`);
  // The landing page's first load holds no page chunk (src/node/build/first-load.ts checks it).
  const shell = await withImports([...filesLoadedBy(landing, base), ...search, ...lazyComponentFiles(vite, base)], docsDir, base);
  const styles = shell.filter((u) => u.endsWith('.css'));
  const page = offlinePage(config, styles);
  await writeFile(path.join(docsDir, OFFLINE_PAGE_FILE), page);

  const current = config.versions.current;
  const manifest: OfflineManifest = {
    base,
    // Hashed names need no revision; the offline page's is its content hash.
    precache: [
      ...shell.map((url) => ({ url, revision: null })),
      { url: `${base}${OFFLINE_PAGE_FILE}`, revision: createHash('sha256').update(page).digest('hex').slice(0, 16) },
    ],
    data: [`${base}${ROUTE_MAP_DIR}${current}.json`, `${base}${searchIndexFileName(current)}`],
  };
  const outfile = path.join(docsDir, SERVICE_WORKER_FILE);
  await build({
    entryPoints: [SOURCE],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // Workbox logs in development builds only.
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: `self.__DOCS_OFFLINE__=${JSON.stringify(manifest)};` },
    logLevel: 'silent',
  });
  const bytes = (await stat(outfile)).size;
  // What a first visit downloads after load, gzip-compressed as served: the worker, precache, data.
  const fileOf = (url: string) => path.join(docsDir, url.slice(base.length));
  let firstVisit = gzipSync(await readFile(outfile)).length;
  for (const url of [...manifest.precache.map((e) => e.url), ...manifest.data]) firstVisit += gzipSync(await readFile(fileOf(url))).length;
  return `service worker  ${SERVICE_WORKER_FILE} ${(bytes / 1024).toFixed(1)} KB; precaches ${manifest.precache.length} files and warms ${manifest.data.length}: ${(firstVisit / 1024).toFixed(0)} KB gzip after the first load`;
}
