import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../site.config.ts';
import { NGINX_LISTEN, NGINX_ROOT, renderNginxServer } from '../../src/node/hosting/nginx-config.ts';
import { findNginx, freePort, localServerBlock, previewMainConfig } from '../../src/node/hosting/nginx-preview.ts';
import { hostingPolicy } from '../../src/node/hosting/policy.ts';
import { siteLayout } from '../../src/node/hosting/site-layout.ts';
import { makeFixtureSite } from './fixture-site.ts';
import { rawRequest } from '../../src/node/hosting/raw-request.ts';

const policy = hostingPolicy(siteLayout(config), { scriptHashes: ["'sha256-a='"], styleHashes: [], styleAttributes: 0 });

describe('the nginx server block', () => {
  it('has listen and root as its only deployment-specific lines', () => {
    const block = renderNginxServer(policy);
    expect(block.split(NGINX_LISTEN)).toHaveLength(2);
    expect(block.split(NGINX_ROOT)).toHaveLength(2);
    expect(block).not.toMatch(/\/work\/|127\.0\.0\.1|\/tmp\//);
    expect(() => localServerBlock(block.replace(NGINX_ROOT, 'root /x;'), '/srv', 1)).toThrow(/exactly once/);
  });

  it('is accepted by `nginx -t`, inside the preview’s main config', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-nginx-t-'));
    try {
      await writeFile(path.join(dir, 'server.conf'), localServerBlock(renderNginxServer(policy), dir, 8080));
      await writeFile(path.join(dir, 'nginx.conf'), previewMainConfig(dir));
      const check = spawnSync(findNginx() ?? 'nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(check.error, 'nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static').toBeUndefined();
      expect(check.stderr).toContain('test is successful');
      expect(check.stderr).not.toContain('[warn]');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is what the repository ships as deploy/nginx.conf, but for the inline-script hashes of a build', async () => {
    const shipped = await readFile(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
    const withoutHashes = (text: string) => text.replace(/ 'sha256-[^']+'/g, '');
    expect(withoutHashes(shipped)).toBe(withoutHashes(renderNginxServer(policy)));
  });
});

/**
 * deploy/Dockerfile drops the block into conf.d/ of Debian's stock nginx.conf. The image cannot
 * be built here (no Docker daemon on these machines), so this runs the same thing: Debian's own
 * /etc/nginx/nginx.conf (module from modules-enabled/, mime.types, `gzip on`, `user www-data`)
 * with only its paths moved to a temp folder and conf.d/ pointing at the block.
 */
describe('the Docker image’s layout: the block in conf.d/ of Debian’s stock nginx.conf', () => {
  it('serves the build with brotli, the CSP and the redirects', async () => {
    const fixture = await makeFixtureSite();
    const dir = fixture.dir;
    const port = await freePort();
    const stock = await readFile('/etc/nginx/nginx.conf', 'utf8');
    const main = stock
      .replace(/^\s*pid\s+[^;]+;/m, `pid ${dir}/nginx.pid;`)
      .replace(/^\s*error_log\s+[^;]+;/m, `error_log ${dir}/error.log;`)
      .replace(/^(\s*)access_log\s+[^;]+;/m, `$1access_log off;`)
      .replace(
        /include \/etc\/nginx\/conf\.d\/\*\.conf;/,
        `include ${dir}/server.conf; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join(' ')}`,
      )
      .replace(/^\s*include \/etc\/nginx\/sites-enabled\/\*;/m, '')
      // The fixture lives in a private temp folder; www-data could not read it.
      .replace(/^\s*user\s+[^;]+;/m, process.getuid?.() === 0 ? 'user root;' : '');
    expect(main).toContain('include /etc/nginx/modules-enabled/*.conf;');
    await writeFile(path.join(dir, 'nginx.conf'), main);
    await writeFile(path.join(dir, 'server.conf'), localServerBlock(renderNginxServer(policy), fixture.site, port));
    // Debian's default prefix, as in the image: modules-enabled/ loads `modules/…` relative to it.
    const check = spawnSync(findNginx() ?? 'nginx', ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    const nginx = spawn(findNginx() ?? 'nginx', ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    const exited = new Promise((r) => nginx.once('exit', r));
    try {
      let page = await rawRequest(port, '/docs/page', { headers: { 'Accept-Encoding': 'gzip, br' } }).catch(() => null);
      for (let i = 0; !page && i < 100; i++) {
        await new Promise((r) => setTimeout(r, 50));
        page = await rawRequest(port, '/docs/page', { headers: { 'Accept-Encoding': 'gzip, br' } }).catch(() => null);
      }
      expect(page?.status).toBe(200);
      expect(page?.headers['content-encoding']).toBe('br');
      expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page?.headers['content-security-policy']).toBe(policy.csp.site);
      // `gzip on` in the stock http block must not compress what has no .gz beside it.
      expect((await rawRequest(port, '/docs/plain', { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
      expect(await rawRequest(port, '/docs/page.html')).toMatchObject({ status: 301, headers: { location: '/docs/page' } });
    } finally {
      nginx.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
