/**
 * How the real build is served, checked over HTTP against `npm start` and against nginx with
 * deploy/nginx.conf (playwright.config.ts runs this file in both projects): the type of every
 * kind of file the build writes, the precompressed variants, caching and revalidation, clean
 * URLs, 404 pages, methods and headers, all from dist/deploy/policy.json.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { HostingPolicy } from '../src/node/hosting/policy.ts';
import { IMMUTABLE, REVALIDATE } from '../src/node/hosting/policy.ts';
import { rawRequest } from '../src/node/hosting/raw-request.ts';
import { SITE_DIR } from './helpers.ts';

const policy = JSON.parse(await readFile(path.join(SITE_DIR, '../deploy/policy.json'), 'utf8')) as HostingPolicy;

/** The port of the server this project tests. */
function portOf(baseURL: string | undefined): number {
  return Number(new URL(baseURL ?? '').port);
}

/** One URL per kind of file in the build (by extension), with the file behind it. */
async function oneFilePerKind(): Promise<Map<string, { url: string; file: string }>> {
  const kinds = new Map<string, { url: string; file: string }>();
  for (const rel of (await readdir(SITE_DIR, { recursive: true })) as string[]) {
    const ext = path.extname(rel).slice(1);
    const parts = rel.split(path.sep);
    if (!ext || ['br', 'gz'].includes(ext) || kinds.has(ext) || parts.some((p) => p.startsWith('.') || p.startsWith('_'))) continue;
    if (!(await stat(path.join(SITE_DIR, rel))).isFile()) continue;
    let url = '/' + parts.join('/');
    // A page is addressed by its clean path.
    if (ext === 'html') url = url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (url.endsWith('/404')) continue;
    kinds.set(ext, { url, file: path.join(SITE_DIR, rel) });
  }
  return kinds;
}

test('every kind of file the build writes is served with its type', async ({ baseURL }) => {
  const kinds = await oneFilePerKind();
  expect([...kinds.keys()].sort()).toEqual(expect.arrayContaining(['css', 'html', 'js', 'json', 'svg', 'xml']));
  for (const [ext, { url }] of kinds) {
    const response = await rawRequest(portOf(baseURL), url);
    expect(response.status, url).toBe(200);
    expect(policy.types[ext], `${ext} has no type in src/node/hosting/policy.ts`).toBeDefined();
    expect(response.headers['content-type'], url).toBe(policy.types[ext]);
  }
});

test('text files go out as the build precompressed them: brotli, else gzip, q=0 honoured', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const assets = (await readdir(path.join(SITE_DIR, 'docs/assets'))).filter((f) => f.startsWith('main-') && f.endsWith('.js'));
  for (const [url, file] of [
    ['/docs/api/button', 'docs/api/button.html'],
    ['/docs/search-index-v8.json', 'docs/search-index-v8.json'],
    [`/docs/assets/${assets[0]}`, `docs/assets/${assets[0]}`],
  ]) {
    const br = await rawRequest(port, url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(br.body.equals(await readFile(path.join(SITE_DIR, file + '.br'))), `${url} is the build's .br file`).toBe(true);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await rawRequest(port, url, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding'], url).toBe('gzip');
    expect(gz.body.equals(await readFile(path.join(SITE_DIR, file + '.gz')))).toBe(true);
  }
});

test('brotli every time, whatever came before (with disable_symlinks, nginx’s brotli_static skipped .br after a 304)', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const encodings: string[] = [];
  for (let i = 0; i < 5; i++) {
    for (const url of ['/docs/', '/docs/search-index-v8.json', '/docs/api/button']) {
      const first = await rawRequest(port, url, { headers: { 'Accept-Encoding': 'br' } });
      const again = await rawRequest(port, url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } });
      encodings.push(`${url} ${first.headers['content-encoding']} ${again.status}`);
    }
  }
  expect(encodings.filter((e) => !e.endsWith(' br 304'))).toEqual([]);
});

test('hashed assets are immutable; pages, route maps and search indexes revalidate with 304', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const asset = (await readdir(path.join(SITE_DIR, 'docs/assets'))).find((f) => f.endsWith('.css')) as string;
  expect((await rawRequest(port, `/docs/assets/${asset}`)).headers['cache-control']).toBe(IMMUTABLE);
  for (const url of [
    '/docs/',
    '/docs/api/button',
    '/docs/v7/theming/basics',
    '/docs/__route-map/v8.json',
    '/docs/search-index-v8.json',
    '/docs/favicon.svg',
    '/sitemap.xml',
  ]) {
    const first = await rawRequest(port, url, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status, url).toBe(200);
    expect(first.headers['cache-control'], url).toBe(REVALIDATE);
    expect(first.headers['last-modified'], url).toBeTruthy();
    const again = await rawRequest(port, url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } });
    expect(again.status, `${url} revalidated`).toBe(304);
    expect(again.body.length).toBe(0);
  }
});

test('clean URLs: .html, /index.html and trailing slashes redirect, relative and query kept', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const cases: Array<[string, number, string]> = [
    ['/', 302, '/docs/'],
    ['/docs', 301, '/docs/'],
    ['/docs/index.html', 301, '/docs/'],
    ['/docs/v7', 301, '/docs/v7/'],
    ['/docs/api/button.html?x=1', 301, '/docs/api/button?x=1'],
    ['/docs/api/index.html', 301, '/docs/api'],
    ['/docs/api/', 301, '/docs/api'],
    ['//evil.example/', 301, '/evil.example'],
  ];
  for (const [target, status, location] of cases) {
    const response = await rawRequest(port, target);
    expect([response.status, response.headers.location], target).toEqual([status, location]);
  }
  expect((await rawRequest(port, '/docs/api')).status).toBe(200);
});

test('old addresses of the earlier site (data/redirects.json) answer 301 to a page that is there', async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const [target, location] of [
    ['/docs/angular/your-first-app/2-taking-photos', '/docs/angular/your-first-app/taking-photos'],
    ['/docs/cli/ssh/list', '/docs/cli/commands/ssh-list'],
    ['/docs/v8/api/button?x=1', '/docs/api/button?x=1'],
  ]) {
    const response = await rawRequest(port, target);
    expect([response.status, response.headers.location], target).toEqual([301, location]);
    expect((await rawRequest(port, location)).status, location).toBe(200);
  }
});

test('a page’s social card is served as the PNG its og:image names', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const html = await readFile(path.join(SITE_DIR, 'docs/api/button.html'), 'utf8');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  // One card per section (src/node/social/page-social.ts): the button page shows its Components category's.
  expect(image).toMatch(/^https:\/\/ionicframework\.com\/docs\/og\/components\/[a-z0-9-]+\.png$/);
  const response = await rawRequest(port, new URL(image).pathname);
  expect([response.status, response.headers['content-type']]).toEqual([200, 'image/png']);
  expect(response.body.subarray(1, 4).toString()).toBe('PNG');
});

test('unknown paths answer 404 with their version’s page; hidden files, other methods and bad requests are refused', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const v8 = await readFile(path.join(SITE_DIR, '404.html'));
  const v7 = await readFile(path.join(SITE_DIR, 'docs/v7/404.html'));
  expect(v7.equals(v8)).toBe(false);
  for (const [url, page] of [
    ['/docs/no-such-page', v8],
    ['/docs/v7/no-such-page', v7],
    ['/docs/.vite/manifest.json', v8],
    ['/_headers', v8],
  ] as const) {
    const response = await rawRequest(port, url);
    expect(response.status, url).toBe(404);
    expect(response.body.equals(page), `${url} shows the right 404 page`).toBe(true);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await rawRequest(port, '/docs/api/button', { method });
    expect([response.status, response.headers.allow], method).toEqual([405, 'GET, HEAD']);
  }
  for (const target of ['/%zz', '/../etc/passwd', '//a:99999/']) expect([301, 400, 404], target).toContain((await rawRequest(port, target)).status);
  expect((await rawRequest(port, '/docs/')).status).toBe(200);
});

test('every answer carries the security headers and the policy’s CSP', async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const [target, method] of [
    ['/docs/api/button', 'GET'],
    ['/docs/no-such-page', 'GET'],
    ['/docs/api/button.html', 'GET'],
    ['/docs/api/button', 'POST'],
  ]) {
    const { headers } = await rawRequest(port, target, { method });
    expect(headers['content-security-policy'], target).toBe(policy.csp.site);
    for (const [name, value] of policy.security) expect(headers[name.toLowerCase()], `${name} on ${method} ${target}`).toBe(value);
  }
});
