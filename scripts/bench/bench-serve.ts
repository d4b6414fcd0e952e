/**
 * Server figures for `npm run bench`: requests per second and p99 latency of nginx (with
 * deploy/nginx.conf) and of `npm start` serving the same build, for the same page mix, on
 * 127.0.0.1, as a bounded load (20,000 requests over 50 keep-alive connections, median of
 * `--runs`), and the bytes a first and a repeat visit transfer. The load comes from a Node
 * keep-alive loop in this process, which takes a core of its own: on a 2-core machine that caps
 * what nginx can show, so compare the two servers with each other, not with other benches.
 *   npx tsx scripts/bench/bench-serve.ts [--runs 3]      (after a build)
 */
import { firstLoadUrls as pageFirstLoadUrls } from '../../src/node/build/first-load.ts';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { freePort, nginxProblem, startNginx } from '../../src/node/hosting/nginx-preview.ts';
import { rawRequest } from '../../src/node/hosting/raw-request.ts';

const TOTAL = 20_000;
const CONNECTIONS = 50;
const BROWSER = { 'Accept-Encoding': 'br, gzip' };

/** Pages of each type, whose documents and first-load files make the mix. */
const PAGES = ['/docs/', '/docs/api/button', '/docs/theming/dark-mode', '/docs/cli/commands/serve', '/docs/native/camera', '/docs/v7/theming/dark-mode'];

/** What a browser fetches for a page before it is interactive: the document, its CSS and JS. */
async function firstLoadUrls(siteDir: string, page: string): Promise<string[]> {
  const file = page.endsWith('/') ? `${page}index.html` : `${page}.html`;
  const { js, css } = pageFirstLoadUrls(await readFile(path.join(siteDir, file), 'utf8'));
  return [page, ...css, ...js];
}

/** The page mix: every page's first-load files, the v8 route map, the favicon and an unknown path. */
async function pageMix(siteDir: string): Promise<string[]> {
  const urls = new Set<string>();
  for (const page of PAGES) for (const url of await firstLoadUrls(siteDir, page)) urls.add(url);
  for (const url of ['/docs/__route-map/v8.json', '/docs/favicon.svg', '/docs/no-such-page']) urls.add(url);
  return [...urls];
}

interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * A bounded load: CONNECTIONS loops over keep-alive sockets, each taking the next URL of the mix
 * until `total` requests have been made. (wrk cannot stop at a request count: its threads may
 * stop early, but the run lasts its full duration.)
 */
async function nodeLoad(origin: string, urls: string[], total = TOTAL): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const get = (url: string) =>
    new Promise<void>((resolve) => {
      const req = request(origin + url, { agent, headers: BROWSER }, (res) => {
        res.on('data', () => {});
        res.on('end', resolve);
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (issued < total) {
        const url = urls[issued++ % urls.length];
        const t = performance.now();
        await get(url);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: total / seconds, p50Ms: latencies[Math.floor(latencies.length * 0.5)], p99Ms: latencies[Math.floor(latencies.length * 0.99)], errors };
}

/** Bytes on the wire (status line, headers, body) of one request. */
async function wireBytes(
  port: number,
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; status: number; etag?: string; cache?: string }> {
  const response = await rawRequest(port, url, { headers });
  const head = Object.entries(response.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) + 'HTTP/1.1 200 OK\r\n\r\n'.length;
  return { bytes: head + response.body.length, status: response.status, etag: response.headers.etag, cache: response.headers['cache-control'] };
}

/**
 * A first visit to each page (document and first-load files), then a repeat visit the way a
 * browser makes it: immutable files come from its cache without a request, everything else is
 * revalidated with If-None-Match and answered 304 when unchanged.
 */
async function visits(port: number, siteDir: string): Promise<{ first: number; repeat: number; requests: number; notModified: number }> {
  let first = 0;
  let repeat = 0;
  let requests = 0;
  let notModified = 0;
  for (const page of PAGES) {
    for (const url of await firstLoadUrls(siteDir, page)) {
      const fresh = await wireBytes(port, url, BROWSER);
      first += fresh.bytes;
      if (fresh.cache?.includes('immutable')) continue;
      const again = await wireBytes(port, url, { ...BROWSER, ...(fresh.etag ? { 'If-None-Match': fresh.etag } : {}) });
      repeat += again.bytes;
      requests++;
      if (again.status === 304) notModified++;
    }
  }
  return { first, repeat, requests, notModified };
}

/** `npm start`'s server in a child process of its own, as a reader would run it. */
async function startNodeServer(root: string): Promise<{ origin: string; port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await rawRequest(port, '/docs/').then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 300 || child.exitCode !== null) throw new Error('npm start did not come up');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, port, stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchServers(root: string, runs = 3): Promise<string[]> {
  const siteDir = outDirs(root).site;
  const urls = await pageMix(siteDir);
  const load = nodeLoad;
  const lines = [
    `Serving: ${TOTAL.toLocaleString('en')} requests over ${CONNECTIONS} connections, ${urls.length} URLs in turn (documents, CSS, JS, route map, favicon, a 404) with Accept-Encoding: br, gzip, from a Node keep-alive client in this process (it takes one of the ${os.availableParallelism()} cores); median of ${runs} runs.`,
    '',
    '| server | requests/s | p50 | p99 | errors | 6 pages, empty cache | the same 6 again | revalidated (304) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const servers: Array<[string, () => Promise<{ origin: string; port: number; stop(): Promise<void> }>]> = [['npm start', () => startNodeServer(root)]];
  const problem = nginxProblem();
  if (!problem)
    servers.unshift([
      'nginx, deploy/nginx.conf',
      async () => startNginx({ root: siteDir, serverBlock: await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8') }),
    ]);
  for (const [name, start] of servers) {
    const server = await start();
    try {
      // Warm up (page cache, JIT), then measure.
      await load(server.origin, urls, 2_000);
      const results: LoadResult[] = [];
      for (let i = 0; i < runs; i++) results.push(await load(server.origin, urls));
      const v = await visits(server.port, siteDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      lines.push(
        `| ${name} | **${Math.round(median(results.map((r) => r.rps))).toLocaleString('en')}** | ${median(results.map((r) => r.p50Ms)).toFixed(1)} ms | **${median(results.map((r) => r.p99Ms)).toFixed(1)} ms** | ${results.reduce((n, r) => n + r.errors, 0)} | ${kb(v.first)} | **${kb(v.repeat)}** | ${v.notModified}/${v.requests} |`,
      );
    } finally {
      await server.stop();
    }
  }
  if (problem) lines.push('', `nginx skipped: ${problem}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  for (const line of await benchServers(process.cwd(), Number(values.runs))) console.log(line);
}
