import path from 'node:path';
import type { Manifest as ViteManifest } from 'vite';
import type { Manifest } from '../content/scan.ts';
import type { RouteMap } from '../../shared/route-map-format.ts';
import { SIDEBAR_CHUNK_PREFIX } from '../content/page-source.ts';

export interface PageAssets {
  /** The page chunk, then the chunks it imports that the entry does not already load. */
  js: string[];
  css: string[];
  /** The page's sidebar chunk (one of `js`), which the shell needs on first load; null without a sidebar. */
  sidebar: string | null;
}

/** Collects a manifest entry's own key and the keys of everything it imports, transitively. */
export function closure(vite: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of vite[key]?.imports ?? []) closure(vite, imported, seen);
  return seen;
}

/** The manifest key of the client entry (the site's index.html). */
export function entryKeyOf(vite: ViteManifest): string {
  const entryKey = Object.keys(vite).find((k) => vite[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('Vite manifest has no index.html entry');
  return entryKey;
}

/** Per-route assets from Vite's build manifest (paths relative to the base URL). */
export function pageAssets(root: string, manifest: Manifest, vite: ViteManifest): Map<string, PageAssets> {
  const entryKey = entryKeyOf(vite);
  const loaded = new Set([...closure(vite, entryKey)].map((k) => vite[k].file));
  const out = new Map<string, PageAssets>();
  for (const version of manifest.versions) {
    for (const route of version.routes) {
      const key = path.relative(root, route.source).split(path.sep).join('/');
      if (!vite[key]) throw new Error(`No chunk was built for ${key} (${route.path})`);
      const keys = [...closure(vite, key)];
      const js = keys.map((k) => vite[k].file).filter((f, i) => i === 0 || !loaded.has(f));
      const css = keys.flatMap((k) => vite[k].css ?? []);
      const sidebar = keys.find((k) => vite[k].name?.startsWith(SIDEBAR_CHUNK_PREFIX));
      if (route.sidebar && !sidebar) throw new Error(`No sidebar chunk was built for ${key} (${route.path})`);
      out.set(route.path, { js: [...new Set(js)], css: [...new Set(css)], sidebar: sidebar ? vite[sidebar].file : null });
    }
  }
  return out;
}

/** The lazily fetched per-version route map: a shared file table and route → file indices. */
export function routeMapOf(version: string, paths: string[], assets: Map<string, PageAssets>): RouteMap {
  const files: string[] = [];
  const index = new Map<string, number>();
  const idOf = (file: string) => {
    let i = index.get(file);
    if (i === undefined) {
      i = files.push(file) - 1;
      index.set(file, i);
    }
    return i;
  };
  const routes: RouteMap['routes'] = {};
  for (const p of paths) {
    const a = assets.get(p);
    if (a) routes[p] = [...a.js, ...a.css].map(idOf);
  }
  return { version, files, routes };
}
