import config from '../../site.config.ts';

export type LocalVersion = (typeof config.versions.local)[number];

/** Local versions, the one with the longest path first so `/docs/v7/…` is not taken for `/docs/…`. */
const byPathLength = [...config.versions.local].sort((a, b) => b.path.length - a.path.length);

/** The local version a pathname belongs to, or undefined outside `/docs/`. */
export function versionOfPath(pathname: string): LocalVersion | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : pathname + '/';
  return byPathLength.find((v) => withSlash.startsWith(v.path));
}

const currentVersion = config.versions.local.find((v) => v.name === config.versions.current);

/**
 * The Ionic major a page documents: a version is named `v` and its major (`v8`, what
 * `npm run version:cut` enforces); outside the versions, the current one.
 */
export function ionicMajorOfPath(pathname: string): number {
  const name = (versionOfPath(pathname) ?? currentVersion)?.name ?? '';
  return Number(/^v(\d+)$/.exec(name)?.[1] ?? Number.NaN);
}
