import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveAlgolia } from '../../shared/search-config.ts';
import { scanInlineContent } from './inline-hashes.ts';
import { hostingPolicy, type HostingPolicy } from './policy.ts';
import { hashRouterLayout, siteLayout } from './site-layout.ts';
import { POLICY_FILE } from './write-hosting-files.ts';

/**
 * The hosting policy of the build whose web root is `siteDir`: the `deploy/policy.json` its
 * build wrote beside it, or (a build from before that file existed) the same policy worked out
 * now from its pages and the site config. `baseUrl` `/` means the hash-router build.
 */
export async function loadPolicy(siteDir: string, baseUrl: string): Promise<HostingPolicy> {
  const file = path.join(siteDir, '..', 'deploy', POLICY_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as HostingPolicy;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${(error as Error).message}`);
  }
  const { default: config } = await import('../../../site.config.ts');
  const layout = baseUrl === '/' ? hashRouterLayout() : siteLayout(config);
  return hostingPolicy(layout, { ...(await scanInlineContent(siteDir)), algolia: resolveAlgolia(config, process.env) });
}
