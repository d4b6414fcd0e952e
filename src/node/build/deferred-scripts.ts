import { BOOT_ELEMENT_ID, type BootScripts } from '../../shared/boot-data.ts';

/**
 * The page's scripts are requested once the browser has painted it, not while it parses it.
 *
 * The prerendered HTML is the whole page: readable, styled (its CSS is inline) and navigable by
 * plain links before any script runs. Requested from `<head>`, the 100 KB of scripts would share
 * a slow link with the HTML still arriving and hold back its first paint (Lighthouse's mobile
 * simulation counts a script that arrived before a paint as needed for it). So the HTML names
 * them in its boot data, and the loader below adds them once the page has painted: hydration,
 * and the shell's interactivity, follow one round trip later. A hidden tab paints nothing, so it
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
 * The inline loader, the same text on every page (one CSP hash): once the browser reports the
 * page's first contentful paint, it adds the modulepreloads, then the entry, as the boot data
 * lists them. Waiting for a frame callback instead (`requestAnimationFrame` then a task) was too
 * early: Chromium presents the frame after both, so the scripts were often requested a few
 * milliseconds before the paint (e2e/deferred-scripts.spec.ts). Where paint timing is missing it
 * falls back to that. A hidden tab paints nothing: it loads them at once, or when it is hidden
 * before painting; and a page that has painted nothing after 5 s (blank, or a browser that
 * claims paint timing and reports none) loads them anyway.
 */
export const DEFERRED_SCRIPTS_LOADER = `<script>(function(){var d=document,P=window.PerformanceObserver,s=JSON.parse(d.getElementById(${JSON.stringify(BOOT_ELEMENT_ID)}).textContent).scripts,started=0;function add(t,o){var e=Object.assign(d.createElement(t),o);e.crossOrigin='';d.head.appendChild(e)}function go(){if(started)return;started=1;s.preload.forEach(function(h){add('link',{rel:'modulepreload',href:h})});add('script',{type:'module',src:s.entry})}if(d.visibilityState==='hidden')go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});d.addEventListener('visibilitychange',go);setTimeout(go,5000)}else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
