/**
 * The build pipeline (`npm run build`, entry point scripts/build.ts): client build + SSR build + prerender of every route on all cores, then
 * route maps, sitemap and 404 page. Prints progress and a summary.
 *
 * `--config <file>` builds with another site config and `--out <name>` writes to `<name>/`
 * instead of `dist/`. With `router: 'hash'` the result is one index.html that runs from any
 * folder, file:// included (see src/node/hash-router/); pages are still prerendered, to a scratch
 * folder, because the search index is cut from their HTML.
 */
// First: it sets the bundler's allocator options, which are read when Vite loads it.
import './bundler-memory.ts';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import type { Manifest as ViteManifest } from 'vite';
import { loadSiteConfig, loadSiteConfigFile } from '../config/load-config.ts';
import { ContentContext } from '../content/context.ts';
import { referenceGenerators } from '../reference/generators.ts';
import { clientOutDir, outDirs, viteConfig } from './vite-settings.ts';
import { dataModule } from '../hash-router/classic-loader.ts';
import { writeHashRouterIndex } from '../hash-router/hash-router-index.ts';
import { pageAssets, routeMapOf } from './route-map-files.ts';
import { htmlFileOf } from './html-document.ts';
import { prerender, type PrerenderTask } from './prerender.ts';
import { prerenderCacheDir } from './prerender-cache.ts';
import { filesHash } from '../content/cache-folders.ts';
import { precompilePages } from './precompile.ts';
import { siteInputsHash } from './site-inputs.ts';
import { cachedOutput, outputCacheDir, type CachedOutput } from './output-cache.ts';
import { bundleReads } from './bundle-reads.ts';
import { ROUTE_MAP_DIR } from '../../shared/route-map-format.ts';
import { NOT_FOUND_TITLE } from '../../shared/page-title.ts';
import { writeSitemap } from './sitemap.ts';
import { buildSearchIndexes } from '../search/search-index.ts';
import { extractCacheDir } from '../search/extract-cache.ts';
import { writeDemos } from '../demos/write-demos.ts';
import { writeHostingFiles } from '../hosting/write-hosting-files.ts';
import { inlineStylesheets } from './inline-css.ts';
import { lazyChunkStyles } from './lazy-chunk-styles.ts';
import { takeModuleScripts } from './deferred-scripts.ts';
import { PAGE_TYPES, pageTypeOfDoc } from '../../shared/page-types.ts';
import { buildSiteMetadata } from './site-metadata.ts';
import { planSocial } from '../social/page-social.ts';
import { drawCards, placeCards } from '../social/og-images.ts';
import { markdownTasks, writeMarkdownFiles } from '../markdown/markdown-files.ts';
import { withAtomicOutput } from './atomic-output.ts';
import { collectGarbage } from './collect-garbage.ts';
import { linkWarnings } from './build-link-warnings.ts';
import { configReferenceErrors } from '../config/check-references.ts';
import { writeServiceWorker } from './service-worker.ts';
import { offlineEnabled } from '../../shared/offline.ts';
import { callInWorker } from './worker-call.ts';

const SEARCH_INDEX_MODULE = new URL('../search/search-index.ts', import.meta.url);
const LINK_WARNINGS_MODULE = new URL('./build-link-warnings.ts', import.meta.url);

/** Said of a step whose output was the last build's (output-cache.ts). */
const REUSED = 'reused: nothing it is made of changed since the build that made it (output-cache.ts)';
const reusedNote = (reused: boolean) => (reused ? `, ${REUSED}` : '');

export interface BuildTimings {
  compileMs: number;
  clientMs: number;
  ssrMs: number;
  prerenderMs: number;
  /** Pages rendered; the others were copied from the prerender cache (prerender-cache.ts). */
  rendered: number;
  searchMs: number;
  /** Demo documents, StackBlitz projects and the self-hosted components. */
  demosMs: number;
  demos: number;
  /** Bytes of the self-hosted components per site version. */
  ionicBytes: Record<string, number>;
  /** CSP hashes, nginx and static-host files, precompressed .br/.gz (src/node/hosting/). */
  hostingMs: number;
  /** The Markdown copy of every page and llms.txt (src/node/markdown/markdown-files.ts). */
  markdownMs: number;
  /** From the start until the new site is in place of the old one, the old one removed (atomic-output.ts). */
  totalMs: number;
  pages: number;
  warnings: string[];
}

export interface BuildOptions {
  /** A site config file to use instead of site.config.ts. */
  configFile?: string;
  /** The output folder name under the root (default `dist`). */
  outName?: string;
}

/**
 * Builds into a staging folder and swaps it in only when every step succeeded (src/node/build/atomic-output.ts).
 * `root` may be relative (to the working folder): the content plugins match module ids, which
 * Vite makes absolute, against paths under it.
 */
export async function runBuild(relativeOrAbsoluteRoot: string, log: (line: string) => void = console.log, options: BuildOptions = {}): Promise<BuildTimings> {
  const root = path.resolve(relativeOrAbsoluteRoot);
  const started = performance.now();
  const built = await withAtomicOutput(root, options.outName, (staging) =>
    buildInto(root, log, { ...options, outName: staging }, outDirs(root, options.outName)),
  );
  // Up to the new site in place of the old one, and the old one removed (~0.8 s for the site's
  // 14,000 files): what whoever started the build waits for.
  const totalMs = performance.now() - started;
  log(built.summary(totalMs));
  return { ...built.timings, totalMs };
}

/** What buildInto gives back: the steps' figures, and the last log line once the whole build's time is known. */
interface Built {
  timings: Omit<BuildTimings, 'totalMs'>;
  summary(totalMs: number): string;
}

async function buildInto(root: string, log: (line: string) => void, options: BuildOptions, final: ReturnType<typeof outDirs>): Promise<Built> {
  const config = options.configFile ? await loadSiteConfigFile(options.configFile) : loadSiteConfig();
  const hashRouter = config.router === 'hash';
  const dirs = outDirs(root, options.outName);
  const ctx = new ContentContext({ root, config, development: false, generators: referenceGenerators(root) });
  const manifest = await ctx.manifest();
  const configErrors = configReferenceErrors(config, manifest, options.configFile ?? 'site.config.ts');
  if (configErrors.length > 0) throw new Error(`the site config refers to pages or versions that do not exist:\n  ${configErrors.join('\n  ')}`);
  const pageCount = manifest.versions.reduce((n, v) => n + v.routes.length, 0);
  log(`Building ${pageCount} pages (${manifest.versions.map((v) => `${v.name}: ${v.routes.length}`).join(', ')})`);

  let t = performance.now();
  const compiled = await precompilePages(
    ctx,
    manifest.versions.flatMap((v) => v.routes.map((r) => r.source)),
    markdownTasks(config, manifest),
  );
  const compileMs = performance.now() - t;
  log(`  MDX compile    ${(compileMs / 1000).toFixed(1)} s: ${compiled.compiled} pages compiled on all cores, ${compiled.cached} from the disk cache`);
  const social = planSocial(config, manifest, { dates: await ctx.lastUpdatedDates(), cards: !hashRouter });
  // Before the Vite builds (drawCards says why); they go into the site after prerender.
  const drawn = await drawCards(root, social.cards);

  // The bundles, the demo and Markdown steps' files and the search indexes are the last build's,
  // reused, when nothing they are made of changed (output-cache.ts).
  const siteInputs = await siteInputsHash({
    root,
    configFile: path.relative(root, path.resolve(options.configFile ?? path.join(root, 'site.config.ts'))),
    config,
    pages: compiled.fingerprint,
    manifest: manifest.versions,
  });
  const cached = <R>(step: string, outDir: string, make: CachedOutput<R>['make'], inputs = siteInputs) =>
    cachedOutput({
      root,
      cacheDir: outputCacheDir(path.dirname(dirs.out)),
      name: `${step}-${path.basename(final.out)}`,
      inputs,
      outDir,
      make,
      warn: (message) => log(`  ${message}`),
    });
  const bundle = async (target: 'client' | 'ssr', outDir: string) => {
    const started = performance.now();
    const { reused } = await cached(target, outDir, async (dir) => {
      const settings = viteConfig(ctx, target, options.outName);
      const reads = bundleReads(root);
      await build({ ...settings, build: { ...settings.build, outDir: dir }, plugins: [...(settings.plugins ?? []), reads.plugin] });
      return { result: null, read: reads.files() };
    });
    const ms = performance.now() - started;
    const label = target === 'client' ? 'client build   ' : 'SSR build      ';
    log(`  ${label}${(ms / 1000).toFixed(1)} s${reused ? `: ${REUSED}` : ''}`);
    return ms;
  };

  const clientMs = await bundle('client', clientOutDir(ctx, options.outName));
  collectGarbage();
  const ssrMs = await bundle('ssr', dirs.server);
  // Nothing compiles a page after this; the compiled modules (~60 MB of heap) need not outlive it.
  ctx.compiler.forget();
  collectGarbage();

  t = performance.now();
  const docsDir = clientOutDir(ctx, options.outName);
  // The hash-router build serves one index.html; its prerendered pages only feed the search index.
  const htmlDir = hashRouter ? path.join(dirs.out, 'prerendered') : dirs.site;
  const vite = JSON.parse(await readFile(path.join(docsDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const assets = pageAssets(root, manifest, vite);
  // The site's stylesheet goes inline: first paint needs only the HTML (src/node/build/inline-css.ts).
  const viteIndex = path.join(docsDir, 'index.html');
  const inlined = await inlineStylesheets(await readFile(viteIndex, 'utf8'), docsDir, config.baseUrl);
  // Vite's index.html is only the pages' template; the landing page's document takes its place.
  // Removed, not written over: it may be a link to the bundle cache's copy (place-files.ts).
  if (!hashRouter) await rm(viteIndex);
  // Its module scripts move to each page's boot data, started after the first paint (deferred-scripts.ts).
  const template = takeModuleScripts(inlined.html);
  await writeFile(path.join(dirs.out, 'template.html'), template.html);

  await mkdir(path.join(docsDir, ROUTE_MAP_DIR), { recursive: true });
  for (const version of manifest.versions) {
    const map = routeMapOf(
      version.name,
      version.routes.map((r) => r.path),
      assets,
    );
    const file = `${ROUTE_MAP_DIR}${version.name}`;
    if (hashRouter) await writeFile(path.join(docsDir, `${file}.js`), dataModule(`${file}.js`, map));
    else await writeFile(path.join(docsDir, `${file}.json`), JSON.stringify(map));
  }

  const tasks: PrerenderTask[] = manifest.versions.flatMap((v) =>
    v.routes.map((r) => ({
      path: r.path,
      renderPath: r.path,
      outFile: htmlFileOf(r.path, config.trailingSlash),
      title: r.title,
      description: r.description,
      notFound: false,
      version: v.name,
      assets: assets.get(r.path) ?? null,
      pageType: pageTypeOfDoc(r.docId, config.search.searchPagePath),
      social: social.byPath.get(r.path),
      source: path.relative(root, r.source).split(path.sep).join('/'),
    })),
  );
  tasks.push({
    path: `${config.baseUrl}404`,
    renderPath: `${config.baseUrl}__not-found__`,
    outFile: '404.html',
    title: NOT_FOUND_TITLE,
    description: 'There is no page at this address.',
    notFound: true,
    assets: null,
    pageType: PAGE_TYPES.mdxPage,
  });
  // An unknown path under an older version's folder gets that version's 404 page (its navbar,
  // links and sidebars), so the servers answer /docs/v7/… with docs/v7/404.html.
  for (const version of config.versions.local.filter((v) => v.name !== config.versions.current && v.path !== config.baseUrl)) {
    tasks.push({
      path: `${version.path}404`,
      renderPath: `${version.path}__not-found__`,
      outFile: `${version.path.slice(1)}404.html`,
      title: NOT_FOUND_TITLE,
      description: 'There is no page at this address.',
      notFound: true,
      assets: null,
      pageType: PAGE_TYPES.mdxPage,
    });
  }
  const notFoundPages = tasks.filter((t) => t.notFound).length;
  let lastShown = 0;
  const { rendered, fingerprint: documents } = await prerender(
    tasks,
    {
      serverEntry: path.join(dirs.server, 'entry-server.js'),
      template,
      config,
      siteDir: htmlDir,
      siteMetadata: buildSiteMetadata(root),
      lazyStyles: await lazyChunkStyles(vite, docsDir, config.baseUrl),
    },
    (done, total) => {
      if (done === total || done - lastShown >= Math.ceil(total / 10)) {
        lastShown = done;
        log(`  prerendered ${done}/${total}`);
      }
    },
    // Beside the compressed bodies' cache: one per output folder (dirs.out is its staging folder).
    { dir: prerenderCacheDir(path.dirname(dirs.out)), packages: await filesHash(root, ['package-lock.json', 'node_modules/.package-lock.json']) },
  );
  if (hashRouter) {
    await writeHashRouterIndex(viteIndex, vite, config);
  } else {
    // The 404 page is also reachable under the base URL for hosts that look for it there.
    await writeFile(path.join(docsDir, '404.html'), await readFile(path.join(dirs.site, '404.html')));
    await writeSitemap(path.join(dirs.site, 'sitemap.xml'), config, manifest);
  }
  const prerenderMs = performance.now() - t;
  log(
    `  prerender      ${(prerenderMs / 1000).toFixed(1)} s: ${rendered} pages rendered, ${tasks.length - rendered} unchanged since a build before (prerender-cache.ts)`,
  );
  if (social.cards.length > 0) log(`  ${await placeCards(root, docsDir, social.cards, drawn)}`);

  // Three steps that need the finished pages but not each other. The search index reads them on
  // a worker thread (the second core is otherwise idle here); demos and Markdown run meanwhile.
  // A step's result and its time from the moment it was started.
  const timed = <T>(step: Promise<T>, from = performance.now()) => step.then((value) => ({ value, ms: performance.now() - from }));
  const extractCache = await extractCacheDir(root);
  const searchIndexes = async (dir: string) => {
    const args: Parameters<typeof buildSearchIndexes>[0] = { root, siteDir: htmlDir, config, manifest, output: { dir, classic: hashRouter }, extractCache };
    return { result: await callInWorker<string[]>(SEARCH_INDEX_MODULE, buildSearchIndexes.name, [args]) };
  };
  const steps = [
    // The indexes are made from the pages: kept under the documents' fingerprint too.
    timed(
      documents
        ? cached('search', docsDir, searchIndexes, createHash('sha1').update(siteInputs).update(documents).digest('hex'))
        : searchIndexes(docsDir).then(({ result }) => ({ result, reused: false })),
    ),
    timed(cached('demos', docsDir, async (dir) => ({ result: await writeDemos(root, dir, config, manifest) }))),
    // Laid out as the site: .md copies beside the pages under the docs folder, llms.txt at the root.
    timed(
      cached('markdown', dirs.site, async (dir) => ({
        result: await writeMarkdownFiles({
          root,
          config,
          manifest,
          docsDir: path.join(dir, path.relative(dirs.site, docsDir)),
          siteDir: hashRouter ? undefined : dir,
          classic: hashRouter,
        }),
      })),
    ),
  ] as const;
  // All three finish before a failure of one fails the build: none may still be writing into the
  // staging folder while it is discarded.
  await Promise.allSettled(steps);
  const [search, demos, markdown] = await Promise.all(steps);
  const demoReport = demos.value.result;
  const releaseSizes = Object.entries(demoReport.ionicBytes).map(([v, bytes]) => `${v} ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  log(
    `  demos          ${(demos.ms / 1000).toFixed(1)} s: ${demoReport.demos} demo documents${releaseSizes.length ? `, self-hosted components ${releaseSizes.join(', ')}` : ''}${reusedNote(demos.value.reused)}`,
  );
  log(`  markdown       ${(markdown.ms / 1000).toFixed(1)} s: ${markdown.value.result.summary}${reusedNote(markdown.value.reused)}`);
  for (const line of markdown.value.result.lines) log(`  ${line}`);
  manifest.warnings.push(...markdown.value.result.warnings);
  for (const line of search.value.result) log(`  ${line}${reusedNote(search.value.reused)}`);

  if (offlineEnabled(config)) log(`  ${await writeServiceWorker(docsDir, config, vite)}`);
  // Vite's manifest is the build's own bookkeeping, read by now: it moves out of the published
  // site (nginx refuses dot-files, a static host would publish it) to stay beside it.
  await rename(path.join(docsDir, '.vite/manifest.json'), dirs.clientManifest);
  await rm(path.join(docsDir, '.vite'), { recursive: true, force: true });

  // Last, as they read the finished site: CSP hashes, nginx and static-host files, .br/.gz files;
  // and (history builds only: the hash build's pages are a scratch copy with relative links) the
  // link check, on a worker beside them.
  const hostingStep = timed(writeHostingFiles(dirs.out, dirs.site, config));
  const linkStep = hashRouter ? Promise.resolve([]) : callInWorker<string[]>(LINK_WARNINGS_MODULE, linkWarnings.name, [dirs.site]);
  await Promise.allSettled([hostingStep, linkStep]);
  const hosting = await hostingStep;
  for (const line of hosting.value) log(`  ${line}`);
  manifest.warnings.push(...(await linkStep));
  for (const warning of manifest.warnings) log(`warning: ${warning}`);
  const finalDocsDir = path.join(final.out, path.relative(dirs.out, docsDir));
  const output = hashRouter ? `${path.relative(root, finalDocsDir)}/index.html (hash router)` : `${path.relative(root, final.site)}/`;
  await writeFile(path.join(dirs.out, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString(), pages: tasks.length - notFoundPages }));
  const summary = (totalMs: number) =>
    `Built ${tasks.length - notFoundPages} pages + ${notFoundPages} not-found pages in ${(totalMs / 1000).toFixed(1)} s, ${manifest.warnings.length} warning(s). Output: ${output}`;
  const timings = {
    compileMs,
    clientMs,
    ssrMs,
    prerenderMs,
    rendered,
    searchMs: search.ms,
    demosMs: demos.ms,
    demos: demoReport.demos,
    ionicBytes: demoReport.ionicBytes,
    hostingMs: hosting.ms,
    markdownMs: markdown.ms,
    pages: tasks.length - notFoundPages,
    warnings: manifest.warnings,
  };
  return { timings, summary };
}
