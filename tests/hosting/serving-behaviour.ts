import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, type HostingPolicy } from '../../src/node/hosting/policy.ts';
import { makeFixtureSite, SECRET } from './fixture-site.ts';
import { rawRequest } from '../../src/node/hosting/raw-request.ts';

/** Deterministic junk targets: the characters URL parsers and path code trip on. */
function junkTargets(count: number): string[] {
  const alphabet = [
    '/',
    '/',
    '%',
    '%2',
    '%2F',
    '%5C',
    '%00',
    '%zz',
    '%C0%AF',
    '..',
    '.',
    ':',
    '@',
    '?',
    '#',
    '\\',
    'a',
    'docs',
    '9',
    'ü',
    '[',
    ']',
    '~',
    '*',
    ';',
    '//',
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    let target = next() < 0.8 ? '/' : '';
    const length = 1 + Math.floor(next() * 12);
    for (let i = 0; i < length; i++) target += alphabet[Math.floor(next() * alphabet.length)];
    return target;
  });
}

/** A server under test, started on the fixture site with `policy`. */
export interface Started {
  port: number;
  stop(): Promise<void>;
}

/**
 * The behaviour issue 18 asks of every server we ship, run against one of them on the fixture
 * site (fixture-site.ts): a fuzz of malformed targets after each of which the server must still
 * answer, then methods, symlinks, encodings, revalidation, caching, redirects, 404 pages and
 * headers. static-server.test.ts runs it on `npm start`, nginx-server.test.ts on nginx.
 */
export function describeServing(
  name: string,
  policy: HostingPolicy,
  start: (site: string) => Promise<Started>,
  options: { followsSymlinks?: boolean } = {},
): void {
  let server: Started;
  let dir = '';
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(server.port, target, { headers, method });

  beforeAll(async () => {
    const fixture = await makeFixtureSite();
    dir = fixture.dir;
    server = await start(fixture.site);
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  describe(`${name}: no request takes the server down`, () => {
    const malformed = [
      // The case from issue 18: URL() threw inside the async handler and the process exited.
      '//a:99999/',
      '//',
      '//a:99999',
      'http://[::1/',
      '*',
      'docs',
      '/%',
      '/%zz',
      '/%00',
      '/docs/%0d%0aSet-Cookie:%20x=1',
      '/%C0%AF',
      '/%ED%A0%80',
      '/..',
      '/../../etc/passwd',
      '/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/docs/..%2f..%2f..%2fetc/passwd',
      '/docs/page.html%00.js',
      '/docs/page?%zz',
      '/' + 'a'.repeat(5000),
      '/' + 'a/'.repeat(2000),
    ];
    for (const target of [...malformed, ...junkTargets(150)]) {
      it(`answers ${JSON.stringify(target.length > 60 ? target.slice(0, 60) + '…' : target)} and is still up`, async () => {
        const response = await get(target);
        expect([200, 301, 302, 400, 404]).toContain(response.status);
        expect(response.body.toString()).not.toContain(SECRET);
        if (response.headers.location) expect(response.headers.location).toMatch(/^\/(?![/\\])/);
        expect((await get('/docs/')).status).toBe(200);
      });
    }
  });

  describe(`${name}: what it serves`, () => {
    it('answers 405 with Allow to anything but GET and HEAD', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await get('/docs/page', {}, method);
        expect(response.status, method).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
      }
      const head = await get('/docs/page', {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    });

    // nginx is the exception: the build refuses to publish a symlink instead (no-symlinks.test.ts).
    if (!options.followsSymlinks) {
      it('follows no symlink, so nothing outside the root is served', async () => {
        for (const target of ['/docs/leak.txt', '/docs/linked/secret.txt', '/docs/linked/site/docs/page']) {
          const response = await get(target);
          expect(response.status, target).toBe(404);
          expect(response.body.toString()).not.toContain(SECRET);
        }
      });
    }

    it('serves the build’s .br/.gz by Accept-Encoding and honours q=0', async () => {
      const plain = (await get('/docs/page')).body.toString();
      const br = await get('/docs/page', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).toString()).toBe(plain);
      const gz = await get('/docs/page', { 'Accept-Encoding': 'br;q=0, gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(plain);
      const none = await get('/docs/page', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body.toString()).toBe(plain);
    });

    it('compresses nothing per request (so keeps no cache that grows): a file without variants goes as it is', async () => {
      const response = await get('/docs/plain', { 'Accept-Encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('revalidates pages and JSON with ETag and Last-Modified, answering 304', async () => {
      for (const target of ['/docs/page', '/docs/search-index-v8.json']) {
        const first = await get(target, { 'Accept-Encoding': 'br' });
        expect(first.headers['cache-control']).toBe('no-cache');
        expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
        const again = await get(target, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag });
        expect(again.status, target).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect((await get(target, { 'Accept-Encoding': 'br', 'If-Modified-Since': first.headers['last-modified'] })).status).toBe(304);
        expect((await get(target, { 'Accept-Encoding': 'br', 'If-None-Match': '"0-0"' })).status).toBe(200);
      }
    });

    it('caches hashed assets for a year and nothing else', async () => {
      expect((await get('/docs/assets/main-AbCdEf12.js')).headers['cache-control']).toBe(IMMUTABLE);
      expect((await get('/docs/')).headers['cache-control']).toBe('no-cache');
    });

    it('redirects to clean paths, and serves /x from x.html and a folder page from its index.html', async () => {
      expect(await get('/docs/page.html?a=1')).toMatchObject({ status: 301, headers: { location: '/docs/page?a=1' } });
      expect(await get('/docs/page/')).toMatchObject({ status: 301, headers: { location: '/docs/page' } });
      expect(await get('/docs/guide/index.html')).toMatchObject({ status: 301, headers: { location: '/docs/guide' } });
      expect(await get('/')).toMatchObject({ status: 302, headers: { location: '/docs/' } });
      expect((await get('/docs/guide')).body.toString()).toContain('folder page');
      expect((await get('/docs/v7/')).body.toString()).toContain('v7 home');
    });

    it('answers the old site’s addresses (data/redirects.json) with a 301 to their page here', async () => {
      expect(await get('/docs/react/your-first-app/4-loading-photos')).toMatchObject({
        status: 301,
        headers: { location: '/docs/react/your-first-app/loading-photos' },
      });
      expect(await get('/docs/cli/cordova/run?x=1')).toMatchObject({ status: 301, headers: { location: '/docs/cli/commands/cordova-run?x=1' } });
      expect(await get('/docs/v8/page')).toMatchObject({ status: 301, headers: { location: '/docs/page' } });
    });

    it('answers unknown paths 404 with the page of their version; dot-files and host files are not served', async () => {
      expect(await get('/docs/nope')).toMatchObject({ status: 404, headers: { 'cache-control': 'no-cache' } });
      expect((await get('/docs/nope')).body.toString()).toContain('not found (v8)');
      expect((await get('/docs/v7/nope')).body.toString()).toContain('not found (v7)');
      for (const target of ['/docs/.vite/manifest.json', '/_headers']) expect((await get(target)).status, target).toBe(404);
    });

    it('sends the security headers and the CSP on every answer, the demo policy on demo documents', async () => {
      for (const target of ['/docs/page', '/docs/nope', '/docs/page.html', '/%zz']) {
        const { headers } = await get(target);
        expect(headers['content-security-policy'], target).toBe(policy.csp.site);
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy']).toContain('camera=()');
      }
      expect((await get('/docs/page', {}, 'POST')).headers['content-security-policy']).toBe(policy.csp.site);
      expect((await get('/docs/_demos/api/button/basic.html')).headers['content-security-policy']).toBe(policy.csp.demos);
    });
  });
}
