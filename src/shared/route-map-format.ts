/** The route map file format: the build writes one per version, the client fetches it on the first navigation intent. */
/** Per-version route table, fetched lazily (never in first-load JS): path → chunk files. */
export interface RouteMap {
  version: string;
  /** Shared file table; routes point into it by index (production) or hold URLs (dev). */
  files: string[];
  routes: Record<string, Array<number | string>>;
}

export const ROUTE_MAP_DIR = '__route-map/';
