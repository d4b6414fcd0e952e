import { BOOT_ELEMENT_ID, type BootScripts } from '../../shared/boot-data.ts';

/**
 * The page's scripts are requested once the browser has painted it, not while it parses it.
 *
 * The prerendered HTML is the whole page: readable, styled (its CSS is inline) and navigable by
 * plain links before any script runs. Requested from `<head>`, the 100 KB of scripts would share
 * a slow link with the HTML still arriving and hold back its first paint (Lighthouse's mobile
 * simulation charges every script requested before the largest paint to it). So the HTML names
 * them in its boot data, and the loader below adds them after the first frame: hydration, and
 * the shell's interactivity, follow one round trip later. A hidden tab paints nothing, so it
 * loads them at once.
 */

const MODULE_SCRIPT = /\s*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The page template without its module scripts, which pages list in their boot data instead. */
export interface PageTemplate {
  html: string;
  /** The template's entry and modulepreloads; null when it has no module script. */
  scripts: BootScripts | null;
}

/**
 * Removes the template's module script and modulepreloads (Vite's own); returns them as boot
 * scripts. Done once per build: every page shares the result.
 */
export function takeModuleScripts(template: string): PageTemplate {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  if (entries.length > 1) throw new Error(`The page template has ${entries.length} module scripts; the deferred loader starts exactly one`);
  if (entries.length === 0) return { html: template, scripts: null };
  return { html: template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: { entry: entries[0], preload } };
}

/**
 * The inline loader, the same text on every page (one CSP hash): after the first frame it adds
 * the modulepreloads, then the entry, as the boot data lists them.
 */
export const DEFERRED_SCRIPTS_LOADER = `<script>(function(){var d=document,s=JSON.parse(d.getElementById(${JSON.stringify(BOOT_ELEMENT_ID)}).textContent).scripts;function add(t,o){var e=Object.assign(d.createElement(t),o);e.crossOrigin='';d.head.appendChild(e)}function go(){s.preload.forEach(function(h){add('link',{rel:'modulepreload',href:h})});add('script',{type:'module',src:s.entry})}if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
