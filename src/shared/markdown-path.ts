/**
 * Where the Markdown copy of a page lives (build writes it, the Copy page menu links it): the
 * route plus `.md` (`/docs/api/button` → `/docs/api/button.md`, `/docs/react` → `/docs/react.md`);
 * a route ending in `/` (a version's landing page) is its folder's `index.md`
 * (`/docs/` → `/docs/index.md`, `/docs/v7/` → `/docs/v7/index.md`).
 */
export function markdownPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The llms.txt index and the full-text file of a version, in its folder (`/docs/llms.txt`, `/docs/v7/llms-full.txt`). */
export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
