import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteConfig, loadSiteConfigFile } from '../config/load-config.ts';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { resolveAlgolia } from '../../shared/search-config.ts';
import { scanInlineContent } from './inline-hashes.ts';
import { scanCacheFile } from './inline-scan-cache.ts';
import { buildCacheDir } from '../content/cache-folders.ts';
import { assertNoSymlinks } from './no-symlinks.ts';
import { renderNginxServer } from './nginx-config.ts';
import { hostingPolicy, type HostingPolicy } from './policy.ts';
import { precompressCacheDir, precompress } from './precompress.ts';
import { siteLayout } from './site-layout.ts';
import { renderHeaders, renderRedirects, STATIC_HOSTS, type StaticHost } from './static-host-files.ts';

/** Where a build keeps its serving files, beside (not inside) the published `site/` folder. */
export function deployDir(outDir: string): string {
  return path.join(outDir, 'deploy');
}

export const POLICY_FILE = 'policy.json';

/**
 * The static host whose `_headers`/`_redirects` go into the published folder: named by
 * DOCS_STATIC_HOST, else detected from the host's own build (Netlify sets NETLIFY=true),
 * else Cloudflare Pages. Both variants are always in `dist/deploy/<host>/`.
 */
export function staticHostOf(env: NodeJS.ProcessEnv): StaticHost {
  const named = env.DOCS_STATIC_HOST;
  if (named) {
    if (!(STATIC_HOSTS as string[]).includes(named)) throw new Error(`DOCS_STATIC_HOST must be one of ${STATIC_HOSTS.join(', ')} (got "${named}")`);
    return named as StaticHost;
  }
  return env.NETLIFY === 'true' ? 'netlify' : 'cloudflare-pages';
}

/** Every file under a `_headers` glob must match the immutable pattern, or a static host would cache forever a file that may change. */
async function checkGlobCovers(siteDir: string, glob: string, pattern: string): Promise<void> {
  const folder = path.join(siteDir, glob.replace(/\*$/, ''));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const re = new RegExp(pattern);
  for (const entry of entries) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const url = '/' + path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!re.test(url)) throw new Error(`${url} is not named after its content, yet static hosts would cache everything under ${glob} as immutable`);
  }
}

/**
 * The build's last step: reads the pages for their inline scripts, makes the hosting policy,
 * and writes what each way of serving needs: `dist/deploy/policy.json` (for `npm start`),
 * `dist/deploy/nginx.conf`, both static-host variants, the chosen one's `_headers` and
 * `_redirects` into the site, and a `.br`/`.gz` beside each text file. Returns log lines.
 */
export async function writeHostingFiles(outDir: string, siteDir: string, config: SiteConfig, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  await assertNoSymlinks(siteDir);
  // Beside the compressed bodies' cache: one per output folder (outDir is its staging folder).
  const inline = await scanInlineContent(siteDir, await scanCacheFile(buildCacheDir(path.dirname(outDir), 'csp-scan')));
  const layout = siteLayout(config);
  const policy: HostingPolicy = hostingPolicy(layout, { ...inline, algolia: config.router === 'hash' ? undefined : resolveAlgolia(config, env) });
  for (const { pattern, globs } of policy.immutable) for (const glob of globs) await checkGlobCovers(siteDir, glob, pattern);

  const deploy = deployDir(outDir);
  await mkdir(deploy, { recursive: true });
  await writeFile(path.join(deploy, POLICY_FILE), JSON.stringify(policy, null, 2) + '\n');
  await writeFile(path.join(deploy, 'nginx.conf'), renderNginxServer(policy));
  for (const host of STATIC_HOSTS) {
    await mkdir(path.join(deploy, host), { recursive: true });
    await writeFile(path.join(deploy, host, '_headers'), renderHeaders(policy, host));
    await writeFile(path.join(deploy, host, '_redirects'), renderRedirects(policy, host));
  }
  const host = staticHostOf(env);
  if (config.router !== 'hash') {
    await writeFile(path.join(siteDir, '_headers'), renderHeaders(policy, host));
    await writeFile(path.join(siteDir, '_redirects'), renderRedirects(policy, host));
  }

  const t = performance.now();
  // A build's outDir is its staging folder under `<root>/dist` (or another output name), so each
  // output folder keeps its own cache, `dist/node_modules/.cache/docs-precompress`, which
  // precompress() prunes to the entries the build used.
  const sizes = await precompress(siteDir, policy.compressible, precompressCacheDir(path.dirname(outDir)));
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return [
    `hosting: CSP with ${inline.scriptHashes.length} inline-script hashes from ${inline.pages} pages (${inline.reused} files as scanned by a build before) → ${path.relative(process.cwd(), deploy)}/ (nginx.conf, policy.json, ${STATIC_HOSTS.join(', ')}; ${host} files in the site)`,
    `precompressed ${sizes.files} files in ${((performance.now() - t) / 1000).toFixed(1)} s: ${mb(sizes.rawBytes)} → ${mb(sizes.brotliBytes)} brotli, ${mb(sizes.gzipBytes)} gzip`,
  ];
}

/**
 * Run alone, it redoes this step for an existing build without building again, e.g. after a
 * policy change: `npx tsx src/node/hosting/write-hosting-files.ts [--config <file>] [--out dist]`.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { config: { type: 'string' }, out: { type: 'string', default: 'dist' } } });
  const config = values.config ? await loadSiteConfigFile(values.config) : loadSiteConfig();
  const out = path.resolve(values.out);
  for (const line of await writeHostingFiles(out, path.join(out, 'site'), config)) console.log(line);
}
