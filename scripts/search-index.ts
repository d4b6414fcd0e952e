import type { SiteConfig } from '../plugins/config/schema.ts';
import type { Manifest } from '../plugins/content/scan.ts';

/** Builds the per-version search indexes from the prerendered pages (issue 5 fills this in). */
export async function buildSearchIndexes(_args: { root: string; siteDir: string; config: SiteConfig; manifest: Manifest }): Promise<string[]> {
  return [];
}
