import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeServiceWorker } from '../src/node/build/service-worker.ts';
import type { SiteConfig } from '../src/shared/config-schema.ts';
import { LAZY_MDX_COMPONENTS } from '../src/shared/mdx-component-names.ts';

// Issue 17: a new build's service worker takes over cleanly. Two builds of a tiny fixture are
// served in turn from one address; after the second, the page, its script and its route map are
// all the second build's, online and offline, and the first build's files are gone from the caches.

const config = { baseUrl: '/docs/', title: 'Fixture', versions: { current: 'v8' } } as unknown as SiteConfig;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** One build: its landing page, entry script (which shows the build and its route map's build), data. */
async function writeBuild(site: string, name: string): Promise<void> {
  await rm(site, { recursive: true, force: true });
  const docs = path.join(site, 'docs');
  await mkdir(path.join(docs, 'assets'), { recursive: true });
  await mkdir(path.join(docs, '__route-map'), { recursive: true });
  await writeFile(
    path.join(docs, 'index.html'),
    `<!doctype html><html><head><link rel="stylesheet" href="/docs/assets/main-${name}.css"></head><body><p id="page">${name}</p><p id="script"></p><p id="map"></p><script type="module" src="/docs/assets/main-${name}.js"></script></body></html>`,
  );
  await writeFile(path.join(docs, 'assets', `main-${name}.css`), `body { margin: 1px; }`);
  await writeFile(
    path.join(docs, 'assets', `main-${name}.js`),
    `document.getElementById('script').textContent = '${name}';
fetch('/docs/__route-map/v8.json').then((r) => r.json()).then((m) => { document.getElementById('map').textContent = m.build; });
addEventListener('load', () => navigator.serviceWorker.register('/docs/sw.js', { scope: '/docs/' }));`,
  );
  // The lazily loaded MDX components' chunks, and the client manifest that names them, as a real build has them.
  const lazy = Object.entries(LAZY_MDX_COMPONENTS).map(([component, source]) => ({ source, file: `assets/${component}-${name}.js` }));
  for (const chunk of lazy) await writeFile(path.join(docs, chunk.file), `export default '${chunk.source}';`);
  await writeFile(path.join(docs, '__route-map', 'v8.json'), JSON.stringify({ build: name }));
  await writeFile(path.join(docs, 'search-index-v8.json'), JSON.stringify({ build: name }));
  await writeServiceWorker(docs, config, Object.fromEntries(lazy.map((c) => [c.source, { file: c.file, src: c.source, isDynamicEntry: true }])));
}

let site: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  site = path.join(await mkdtemp(path.join(tmpdir(), 'sw-update-')), 'site');
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(site, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  server.close();
  await rm(path.dirname(site), { recursive: true, force: true });
});

test('a second build replaces the first without mixing their files', async ({ page, context }) => {
  const shows = async (name: string) => {
    for (const id of ['page', 'script', 'map']) await expect(page.locator(`#${id}`)).toHaveText(name);
  };
  await writeBuild(site, 'A');
  await page.goto(`${origin}/docs/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await shows('A');

  await writeBuild(site, 'B');
  await page.reload();
  await shows('B');
  // The second build's worker installs and takes over; the first build's precache goes.
  const cachedUrls = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
  await expect.poll(async () => (await cachedUrls()).includes('/docs/assets/main-B.js'), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await cachedUrls()).filter((u) => u.endsWith('-A.js') || u.endsWith('-A.css')), { timeout: 20_000 }).toEqual([]);
  // The lazily loaded MDX components come with the shell, so a cached page can render them offline.
  expect(await cachedUrls()).toContain('/docs/assets/Playground-B.js');

  await context.setOffline(true);
  await page.reload();
  await shows('B');
  await context.setOffline(false);
});
