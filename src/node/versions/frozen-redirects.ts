/**
 * Old addresses under the frozen version's new folder. `data/redirects.json` may send a whole
 * folder elsewhere (this site's `/docs/v8/` → `/docs/`, from v8's beta, when v8 pages lived
 * there); once that folder holds the frozen version's pages, such an entry would hide them
 * behind a redirect, so the cut removes every entry from inside it.
 */
import { parseMovedPages } from '../hosting/moved-pages.ts';

export interface RedirectsResult {
  text: string;
  /** `from → to` of each entry removed. */
  removed: string[];
}

interface RedirectsFile {
  redirects: Array<{ from: string; to: string }>;
}

/** The redirects file without the entries whose old address is in `frozenPath` (the folder itself included). */
export function dropRedirectsUnder(text: string, file: string, frozenPath: string): RedirectsResult {
  // Validates the file first: a cut never rewrites data it does not understand.
  parseMovedPages(text, file);
  const data = JSON.parse(text) as RedirectsFile;
  const inside = (from: string) => from === frozenPath.slice(0, -1) || from.startsWith(frozenPath);
  const removed = data.redirects.filter((r) => inside(r.from)).map((r) => `${r.from} → ${r.to}`);
  if (removed.length === 0) return { text, removed };
  data.redirects = data.redirects.filter((r) => !inside(r.from));
  return { text: JSON.stringify(data, null, 2) + '\n', removed };
}
