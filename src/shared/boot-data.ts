import { LAYOUT_IDS } from '../shared/layout-ids.ts';

/** Data the prerendered HTML carries for hydration: the current page's chunk. */
export interface BootData {
  path: string;
  /** URL of the page chunk; null on the not-found page. */
  chunk: string | null;
}

export const BOOT_ELEMENT_ID = LAYOUT_IDS.bootData;

export function readBootData(): BootData | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as BootData;
}

/** The `<script type="application/json">` the prerender writes (escaped for HTML). */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}
