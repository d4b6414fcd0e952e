import { lookupRoute } from './route-map.ts';
import { currentSitePath } from './document-location.ts';
import { normalizePath } from '../shared/normalize-path.ts';
import { decodePathSafely } from '../shared/url-path.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetch is skipped on a 2g connection or when data-saver is on. */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

function supportsPrefetchHint(): boolean {
  const link = document.createElement('link');
  return Boolean(link.relList?.supports?.('prefetch'));
}

const requested = new Set<string>();

/** Fetches one file ahead of need: a prefetch link hint, or a GET where that is unsupported. */
function prefetchFile(url: string): void {
  if (requested.has(url)) return;
  requested.add(url);
  if (supportsPrefetchHint()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    if (url.endsWith('.js')) link.as = 'script';
    document.head.appendChild(link);
  } else {
    void fetch(url, { credentials: 'same-origin' }).catch(() => requested.delete(url));
  }
}

/**
 * Preloads the assets of the page at `path` (its chunk and the chunks it imports). Not the page
 * on screen: its content loads its own chunk, and a hint for the same file would only compete.
 */
export async function prefetchRoute(path: string): Promise<void> {
  if (typeof window === 'undefined') return;
  if (!prefetchAllowed((navigator as Navigator & { connection?: NetworkInformation }).connection)) return;
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (normalizePath(pathname) === normalizePath(decodePathSafely(currentSitePath()))) return;
  try {
    const files = await lookupRoute(pathname);
    files?.forEach(prefetchFile);
  } catch {
    // A failed prefetch costs nothing: navigation will try again and handle the error.
  }
}
