import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../site.config.ts';
import { NGINX_LISTEN, NGINX_ROOT, renderNginxServer } from '../../scripts/hosting/nginx-config.ts';
import { findNginx, localServerBlock, previewMainConfig } from '../../scripts/hosting/nginx-preview.ts';
import { hostingPolicy } from '../../scripts/hosting/policy.ts';
import { siteLayout } from '../../scripts/hosting/site-layout.ts';

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
