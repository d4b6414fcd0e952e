import { LAYOUT_IDS } from '../shared/layout-ids.ts';
import type { PageRouteInfo, TocItem } from './page-module.ts';

/**
 * What the shell of the first page needs before it hydrates, so the page's content chunk stays
 * out of the first load: the content keeps its server HTML until that chunk arrives.
 */
export interface FirstPageData {
  route: PageRouteInfo;
  toc: TocItem[];
  /** URL of the page's sidebar chunk (one of the scripts the page starts); null when the page has no sidebar. */
  sidebarChunk: string | null;
}

/** The scripts a page starts after its first paint (src/node/build/deferred-scripts.ts). */
export interface BootScripts {
  /** The entry module. */
  entry: string;
  /** Modules it imports, preloaded beside it. */
  preload: string[];
}

/** Data the prerendered HTML carries for hydration. */
export interface BootData {
  path: string;
  /** URL of the page chunk (the content); null on the not-found page. */
  chunk: string | null;
  /** The shell's data of a doc page (absent on the not-found page). */
  page?: FirstPageData;
  /** The scripts the page loads after its first paint (absent when the template has none). */
  scripts?: BootScripts;
}

export const BOOT_ELEMENT_ID = LAYOUT_IDS.bootData;

export function readBootData(): BootData | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as BootData;
}

/** The boot data in a page's HTML (for build-time checks that read the built pages), or null. */
export function bootDataOfHtml(html: string): BootData | null {
  const json = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as BootData) : null;
}

/** The `<script type="application/json">` the prerender writes (escaped for HTML). */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}
