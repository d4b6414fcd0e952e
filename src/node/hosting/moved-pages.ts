import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Addresses of the earlier Ionic docs site that this site has no page for (data/redirects.json),
 * each answered with a 301 to its page here by every server we ship (redirects.ts,
 * static-host-files.ts). A `prefix` entry moves a folder: `/docs/v8/x` → `/docs/x`.
 */
export interface MovedPage {
  from: string;
  to: string;
  prefix: boolean;
}

export const MOVED_PAGES_FILE = new URL('../../../data/redirects.json', import.meta.url);

const sitePath = z.string().regex(/^\/[^\s?#\\]*$/, 'a site path: starts with /, no spaces, query, fragment or backslash');
const entry = z
  .object({ from: sitePath, to: sitePath, prefix: z.boolean().optional(), source: z.string().min(20, 'say where the old address is known from') })
  .strict()
  .refine((e) => !e.prefix || (e.from.endsWith('/') && e.to.endsWith('/')), 'a prefix entry names two folders, each ending in /');
const file = z.object({ $comment: z.string().optional(), redirects: z.array(entry) }).strict();

/** Parses the redirects data; a bad entry fails with its index and field. */
export function parseMovedPages(text: string, name = 'data/redirects.json'): MovedPage[] {
  const parsed = file.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${name}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const seen = new Set<string>();
  for (const e of parsed.data.redirects) {
    if (seen.has(e.from)) throw new Error(`${name}: ${e.from} is listed twice`);
    seen.add(e.from);
  }
  return parsed.data.redirects.map((e) => ({ from: e.from, to: e.to, prefix: e.prefix ?? false }));
}

let cached: MovedPage[] | undefined;

export function loadMovedPages(): MovedPage[] {
  cached ??= parseMovedPages(readFileSync(MOVED_PAGES_FILE, 'utf8'));
  return cached;
}
