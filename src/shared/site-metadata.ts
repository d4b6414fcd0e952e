import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/**
 * Site metadata: the generator of this build, its version, and the plugins it ran
 * with their versions. The prerender writes it into every page as a JSON data block (never
 * executed, so a strict CSP is fine) next to a `generator` meta tag; the client reads it here.
 */
export interface SiteMetadata {
  generator: { name: string; version: string };
  /** By plugin name: where it comes from (an npm package, or this repository) and its version. */
  pluginVersions: Record<string, { type: 'package' | 'local'; name: string; version: string }>;
}

export const SITE_METADATA_ELEMENT_ID = LAYOUT_IDS.siteMetadata;

/** The `generator` meta content: "<name> v<version>". */
export function generatorContent(meta: SiteMetadata): string {
  return `${meta.generator.name} v${meta.generator.version}`;
}

export function siteMetadataScript(meta: SiteMetadata): string {
  const json = JSON.stringify(meta).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_METADATA_ELEMENT_ID}">${json}</script>`;
}

let cached: SiteMetadata | null | undefined;

/** The site metadata of the page's build (null where the document carries none, e.g. in dev). */
export function readSiteMetadata(): SiteMetadata | null {
  if (cached !== undefined) return cached;
  const el = typeof document === 'undefined' ? null : document.getElementById(SITE_METADATA_ELEMENT_ID);
  cached = el?.textContent ? (JSON.parse(el.textContent) as SiteMetadata) : null;
  return cached;
}
