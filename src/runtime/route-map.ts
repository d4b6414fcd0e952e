import { versionOfPath } from './versions.ts';
import { assetUrl, loadJson } from './build-files.ts';
import { ROUTE_MAP_DIR, type RouteMap } from '../shared/route-map-format.ts';

/** The route-match cache holds at most 10000 entries, so a long session cannot grow it without bound. */
export const ROUTE_MATCH_CACHE_LIMIT = 10_000;

const maps = new Map<string, Promise<RouteMap>>();
const matchCache = new Map<string, string[] | null>();

export function routeMapUrl(version: string): string {
  return assetUrl(`${ROUTE_MAP_DIR}${version}.json`);
}

export function loadRouteMap(version: string): Promise<RouteMap> {
  let map = maps.get(version);
  if (!map) {
    map = loadJson<RouteMap>(routeMapUrl(version), 'Route map');
    maps.set(version, map);
    map.catch(() => maps.delete(version));
  }
  return map;
}

function remember(path: string, files: string[] | null) {
  if (matchCache.size >= ROUTE_MATCH_CACHE_LIMIT) matchCache.delete(matchCache.keys().next().value as string);
  matchCache.set(path, files);
}

/** The files of the page at `path` (its chunk first), or null when no page has that path. */
export async function lookupRoute(path: string): Promise<string[] | null> {
  const cached = matchCache.get(path);
  if (cached !== undefined) return cached;
  const version = versionOfPath(path);
  if (!version) return null;
  const map = await loadRouteMap(version.name);
  const entry = map.routes[path];
  const files = entry ? entry.map((f) => (typeof f === 'number' ? assetUrl(map.files[f]) : f)) : null;
  remember(path, files);
  return files;
}

export type { RouteMap };
