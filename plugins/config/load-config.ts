import config from '../../site.config.ts';
import { validateSiteConfig, type SiteConfig } from './schema.ts';

/** The validated site config; an invalid one stops the process with a message naming the bad key. */
export function loadSiteConfig(): SiteConfig {
  return validateSiteConfig(config);
}
