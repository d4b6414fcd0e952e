import type { SiteConfig } from '../../shared/config-schema.ts';
import { loadSiteConfig } from './load-config.ts';

type LocalVersion = SiteConfig['versions']['local'][number];

/**
 * The site's own versions, newest first, as the config lists them. Steps that know the build's
 * config pass it; the others (checkers, generators) get the project's site config.
 */
export function localVersions(config: SiteConfig = loadSiteConfig()): LocalVersion[] {
  return config.versions.local;
}

/** Version names oldest first (release order): the reference diff badges compare neighbours. */
export function versionsInReleaseOrder(config?: SiteConfig): string[] {
  return localVersions(config)
    .map((v) => v.name)
    .reverse();
}
