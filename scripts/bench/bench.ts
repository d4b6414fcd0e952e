/**
 * `npm run bench`: figures, not pass/fail. Build wall time by phase and peak RSS (cold; warm, with
 * and without the kept step outputs; after editing one page; and after a pipeline change), bytes a reader downloads on first load for each page type, the servers'
 * throughput, p99 latency and repeat-visit bytes (bench-serve.ts), and the same build over a
 * generated ×N copy of the content to show how cost grows with page count.
 *   npm run bench -- --scale 10 --skip-growth
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { localVersions } from '../../src/node/config/site-versions.ts';
import type { BuildTimings } from '../../src/node/build/build.ts';
import { benchSearch, formatSearchBench } from './bench-search.ts';
import { benchSearchInBrowser } from './bench-search-browser.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { benchServers } from './bench-serve.ts';
import { FirstLoadMeter } from '../../src/node/build/first-load.ts';
import { cacheKind } from '../../src/node/content/prune-caches.ts';
import { OUTPUT_CACHE } from '../../src/node/build/output-cache.ts';
import { ratioLine, readBaseline, recordBaseline, type BenchFigures } from './bench-baseline.ts';

const root = process.cwd();
const args = process.argv.slice(2);
const scale = Number(args[args.indexOf('--scale') + 1]) || 10;
const skipGrowth = args.includes('--skip-growth');
/** `--record`: store this run as the baseline later runs compare with (data/bench-baseline.json). */
const record = args.includes('--record');

/** What bench-build-child.ts prints: the build's own timings (warnings counted) plus peak RSS. */
type BuildFigures = Omit<BuildTimings, 'warnings'> & { warnings: number; peakRssMiB: number };

/** Runs one build in a child process with the compile cache in `cacheDir` (empty → a cold build). */
function buildIn(dir: string, cacheDir: string): Promise<BuildFigures> {
  return new Promise((resolve, reject) => {
    // Started as `npm run build` starts Node (package.json; highlighter.ts says why the flag).
    const child = spawn('npx', ['tsx', '--no-regexp-tier-up', path.join(root, 'scripts/bench/bench-build-child.ts'), dir], {
      cwd: dir,
      env: { ...process.env, DOCS_CACHE_DIR: cacheDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH '));
      if (code !== 0 || !line) reject(new Error(`build in ${dir} failed (exit ${code})`));
      else resolve(JSON.parse(line.slice(6)) as BuildFigures);
    });
  });
}

/** A page the "one page edited" build changes: a component page with demos, the kind readers use most. */
const EDITED_PAGE = 'content/v8/api/button.mdx';

/**
 * Runs `build` with a sentence added to the end of EDITED_PAGE, as a writer's edit would, and
 * puts the page back as it was afterwards, whether the build succeeded or not.
 */
async function withOnePageEdited<T>(build: () => Promise<T>): Promise<T> {
  const file = path.join(root, EDITED_PAGE);
  const original = await readFile(file);
  await writeFile(file, Buffer.concat([original, Buffer.from('\nThe bench added this sentence to time a rebuild after one edit.\n')]));
  try {
    return await build();
  } finally {
    await writeFile(file, original);
  }
}

/** A fresh, empty compile-cache folder. */
async function freshCacheDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `docs-bench-cache-${process.pid}-${Date.now()}`);
  await rm(dir, { recursive: true, force: true });
  return dir;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the browser fetches before a page is interactive (shared with the CI budget check). */
function firstLoad(siteDir: string, route: string) {
  return new FirstLoadMeter(siteDir).ofRoute(route);
}

/** A copy of the project whose content is repeated `factor` times under numbered folders. */
async function scaledCopy(factor: number): Promise<string> {
  const dir = path.join(os.tmpdir(), `docs-bench-x${factor}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(root)) {
    if (['node_modules', 'dist', '.git', '.generated', 'test-results', '.test-reports'].includes(entry)) continue;
    await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const version of localVersions()) {
    const src = path.join(root, version.dir);
    const files = ((await readdir(src, { recursive: true })) as string[]).filter((f) => f.endsWith('.mdx'));
    for (let copy = 1; copy < factor; copy++) {
      for (const f of files) {
        const target = path.join(dir, version.dir, `copy-${copy}`, f);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, await readFile(path.join(src, f)));
      }
    }
  }
  return dir;
}

console.log(`Benchmarking on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`);
// Cold: an empty compile cache. Warm: the same build again, reusing what the cold one cached.
const cache = await freshCacheDir();
const cold = await buildIn(root, cache);
const warm = await buildIn(root, cache);
// The same again without the kept step outputs (output-cache.ts): what a rebuild costs when only
// the per-file caches hold (compiled pages, prerendered pages, compressed bodies), so the
// bundlers and the demo, Markdown and search steps run.
await rm(path.join(cache, OUTPUT_CACHE), { recursive: true, force: true });
const warmSteps = await buildIn(root, cache);
const edited = await withOnePageEdited(() => buildIn(root, cache));
// After a change to the MDX pipeline (a remark plugin, a generator, a package): the folders named
// by the pipeline's hash start empty, as they would, and so do the kept step outputs (a change to
// the source changes the site inputs they are kept under: output-cache.ts); highlighted code,
// social cards, prerendered documents and compressed bodies are named by their own inputs and stay.
for (const name of await readdir(cache)) {
  if (['mdx', 'markdown-', 'search-'].includes(cacheKind(name) ?? '') || name === OUTPUT_CACHE)
    await rm(path.join(cache, name), { recursive: true, force: true });
}
const pipelineChanged = await buildIn(root, cache);
await rm(cache, { recursive: true, force: true });
const row = (name: string, b: BuildFigures) =>
  `| ${name} | ${b.pages} | ${s(b.compileMs)} | ${s(b.clientMs)} | ${s(b.ssrMs)} | ${s(b.prerenderMs)} (${b.rendered}) | ${s(b.searchMs)} | ${s(b.demosMs)} | ${s(b.markdownMs)} | ${s(b.hostingMs)} | **${s(b.totalMs)}** | ${(b.pages / (b.totalMs / 1000)).toFixed(0)} | ${b.peakRssMiB} MiB |`;
const HEADER =
  '| build | pages | MDX compile | client | SSR | prerender (pages rendered) | search index | demos | Markdown, llms.txt | CSP, deploy files, .br/.gz | total | pages/s | peak RSS |';
const RULE = '|---|---|---|---|---|---|---|---|---|---|---|---|---|';
console.log(HEADER);
console.log(RULE);
console.log(row('cold (no compile cache)', cold));
console.log(row('warm (every cache)', warm));
console.log(row('warm, step outputs not kept', warmSteps));
console.log(row(`one page edited (${EDITED_PAGE})`, edited));
console.log(row('after a pipeline change', pipelineChanged));
console.log(
  '\nSearch index, demos and Markdown run side by side (the index on a worker thread): each of those columns is its own time from their common start, so they overlap. The link check runs on a worker beside the hosting step, in neither column.',
);
const releases = Object.entries(cold.ionicBytes).map(([v, bytes]) => `${v} ${(bytes / 1024 / 1024).toFixed(2)} MB`);
console.log(
  `\nDemos: ${cold.demos} standalone documents (the "demos" column: documents, StackBlitz projects, self-hosted components); self-hosted components per version: ${releases.join(', ') || 'none'}.`,
);

const site = outDirs(root).site;
console.log('\n| first load | HTML raw / gzip (inline CSS gzip) | CSS files raw / gzip | JS raw / gzip (files) | then, after the shell: content chunk gzip |');
console.log('|---|---|---|---|---|');
const firstLoadJs: Record<string, number> = {};
const samples: Array<[string, string[]]> = [
  ['landing /docs/', ['/docs/']],
  ['component page with demos', ['/docs/api/button', '/docs/theming/basics']],
  ['component page with overlay demos', ['/docs/api/modal']],
  ['guide page', ['/docs/theming/dark-mode', '/docs/angular/overview']],
  ['framework guide', ['/docs/react/navigation']],
  ['not-found page', ['/docs/404']],
  ['v7 guide page', ['/docs/v7/theming/dark-mode']],
];
for (const [label, candidates] of samples) {
  for (const route of candidates) {
    const f = await firstLoad(site, route);
    if (!f) continue;
    firstLoadJs[route] = f.js.gz;
    console.log(
      `| ${label} (${route}) | ${kb(f.html.raw)} / ${kb(f.html.gz)} (${kb(f.inlineCss.gz)}) | ${kb(f.css.raw)} / ${kb(f.css.gz)} | ${kb(f.js.raw)} / **${kb(f.js.gz)}** (${f.js.files.length}) | ${kb(f.content.gz)} |`,
    );
    break;
  }
}

console.log('');
for (const line of formatSearchBench(await benchSearch({ siteDir: site }))) console.log(line);
console.log(await benchSearchInBrowser(root));
console.log('');
for (const line of await benchServers(root)) console.log(line);
console.log('');
for (const line of await benchLighthouse(root)) console.log(line);

let grownMs: number | undefined;
if (!skipGrowth) {
  console.log(`\nGrowth: the same site with its content repeated ×${scale}`);
  const dir = await scaledCopy(scale);
  const grownCache = await freshCacheDir();
  const grown = await buildIn(dir, grownCache);
  grownMs = grown.totalMs;
  await rm(grownCache, { recursive: true, force: true });
  const baseJs = (await firstLoad(site, '/docs/'))?.js.gz ?? 0;
  const grownJs = (await firstLoad(outDirs(dir).site, '/docs/'))?.js.gz ?? 0;
  console.log(HEADER);
  console.log(RULE);
  console.log(row('×1 cold', cold));
  console.log(row(`×${scale} cold`, grown));
  console.log(
    `\nBuild time ×${(grown.totalMs / cold.totalMs).toFixed(1)} for ×${(grown.pages / cold.pages).toFixed(1)} pages; first-load JS of /docs/: ${kb(baseJs)} → ${kb(grownJs)} gzip (${grownJs - baseJs >= 0 ? '+' : ''}${grownJs - baseJs} bytes).`,
  );
  await rm(dir, { recursive: true, force: true });
}

// One line against the last recorded main: above ×1.00 is slower or heavier.
const figures: BenchFigures = {
  coldMs: cold.totalMs,
  warmMs: warm.totalMs,
  editedMs: edited.totalMs,
  peakRssMiB: Math.max(cold.peakRssMiB, warm.peakRssMiB, warmSteps.peakRssMiB, edited.peakRssMiB, pipelineChanged.peakRssMiB),
  firstLoadJs,
  grownMs,
};
const baseline = await readBaseline();
console.log(`\n${baseline ? ratioLine(figures, baseline) : 'no baseline yet: run `npm run bench -- --record` on main'}`);
if (record) {
  await recordBaseline(figures, `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
  console.log('Recorded this run as the baseline (data/bench-baseline.json).');
}
