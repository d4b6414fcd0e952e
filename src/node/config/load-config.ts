import path from 'node:path';
import { pathToFileURL } from 'node:url';
import config from '../../../site.config.ts';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { validateSiteConfig } from './validate-config.ts';

/** The validated site config; an invalid one stops the process with a message naming the bad key. */
export function loadSiteConfig(): SiteConfig {
  return validateSiteConfig(config, path.relative(process.cwd(), path.join(import.meta.dirname, '../../../site.config.ts')));
}

/**
 * A site config from another file (default export), validated like site.config.ts. Builds of a
 * variant (the hash-router build the tests open from the file system) use it; the client bundle
 * then sees that config in place of site.config.ts (see src/node/content/vite-plugin.ts).
 */
export async function loadSiteConfigFile(file: string): Promise<SiteConfig> {
  const mod = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
  if (!mod.default) throw new Error(`${file} has no default export (the site config)`);
  return validateSiteConfig(mod.default, path.relative(process.cwd(), path.resolve(file)));
}
