import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Manifest as ViteManifest } from 'vite';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { CLASSIC_LOADER_GLOBAL, classicLoaderScript } from './classic-loader.ts';
import { colorModeScript } from '../../shared/color-mode-script.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { BRAND_COLOR } from '../social/brand.ts';

/**
 * The one page of the hash-router build: Vite's index.html with its module script tags
 * replaced by the classic loader, which then loads the entry chunk (every chunk is a classic
 * script there, see src/node/hash-router/). The app renders on the client from the route in the
 * URL hash, so the body starts empty.
 */
export async function writeHashRouterIndex(file: string, vite: ViteManifest, config: SiteConfig): Promise<void> {
  const entry = Object.values(vite).find((chunk) => chunk.isEntry && chunk.src?.endsWith('index.html'));
  if (!entry) throw new Error('Vite manifest has no index.html entry');
  const head = [
    `<title>${escapeHtml(config.title)}</title>`,
    `<meta name="description" content="${escapeHtml(config.tagline)}" />`,
    `<meta name="theme-color" content="${BRAND_COLOR}" />`,
    colorModeScript(config.colorMode.defaultMode),
  ].join('\n    ');
  const start = `<script>${CLASSIC_LOADER_GLOBAL}.load(${JSON.stringify(entry.file)}).catch(function (e) { console.error('The site could not start', e); });</script>`;
  const html = (await readFile(file, 'utf8'))
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // A crossorigin stylesheet is a CORS request, which file:// pages (origin null) cannot make.
    .replace(/(<link rel="stylesheet") crossorigin/g, '$1')
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', '')
    .replace('</body>', () => `  ${classicLoaderScript()}\n    ${start}\n  </body>`);
  if (/type="module"|rel="modulepreload"|crossorigin/.test(html)) throw new Error(`${file} still loads an ES module, which file:// pages cannot`);
  // A new file, not Vite's written over: that may be a link to the bundle cache's copy (place-files.ts).
  await rm(file);
  await writeFile(file, html);
}
