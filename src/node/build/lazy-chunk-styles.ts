import type { Manifest as ViteManifest } from 'vite';
import { closure, entryKeyOf } from './route-map-files.ts';
import { inlinableStylesheet } from './inline-css.ts';

/**
 * For each lazily loaded chunk of the client build (by source file, its manifest key), the head
 * elements that carry the stylesheets it brings beyond the entry's: `<style>` when the sheet can
 * go inline (inline-css.ts), else a link. The prerender adds them to the pages that render the
 * chunk's component (src/runtime/rendered-lazy-components.ts), so it is styled at first paint
 * and without JavaScript. A chunk without stylesheets of its own maps to ''.
 */
export async function lazyChunkStyles(vite: ViteManifest, docsDir: string, baseUrl: string): Promise<Record<string, string>> {
  const loaded = new Set([...closure(vite, entryKeyOf(vite))].flatMap((key) => vite[key].css ?? []));
  const styles: Record<string, string> = {};
  for (const [key, chunk] of Object.entries(vite)) {
    if (!chunk.isDynamicEntry) continue;
    const sheets = [...new Set([...closure(vite, key)].flatMap((k) => vite[k].css ?? []))].filter((file) => !loaded.has(file));
    const elements = await Promise.all(
      sheets.map(async (file) => {
        const css = await inlinableStylesheet(docsDir, file);
        return css === null ? `<link rel="stylesheet" href="${baseUrl}${file}" />` : `<style>${css}</style>`;
      }),
    );
    styles[key] = elements.join('');
  }
  return styles;
}

/**
 * The styles of the chunk built from `source` (a path relative to the project, as
 * mdx-components.tsx names it). The manifest names a file by its real path relative to the
 * project: a `src` folder linked in from elsewhere gives `../…/src/…`, hence the match on the
 * path's end. Undefined when no chunk was built from it.
 */
export function stylesOfSource(styles: Record<string, string>, source: string): string | undefined {
  return styles[source] ?? Object.entries(styles).find(([key]) => key.endsWith(`/${source}`))?.[1];
}
