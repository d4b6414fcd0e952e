import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the built HTML holds inline, for the CSP: hash sources and the counts behind them. */
export interface InlineContent {
  /** `'sha256-…'` of each distinct executable inline script, sorted. */
  scriptHashes: string[];
  /** `'sha256-…'` of each distinct inline `<style>` element, sorted. */
  styleHashes: string[];
  /** How many distinct `style="…"` attribute values the pages carry (the CSP note cites it). */
  styleAttributes: number;
  /** HTML files read. */
  pages: number;
}

/** `type` values whose inline content the browser runs as script (and so CSP checks). */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap']);

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Files under `dir` (recursive) whose name ends with `.html`, skipping dot-folders (`.vite`). */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = (await readdir(dir, { recursive: true })) as string[];
  return entries.filter((f) => f.endsWith('.html') && !f.split(path.sep).some((part) => part.startsWith('.'))).map((f) => path.join(dir, f));
}

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/**
 * Reads every page of a build and hashes its inline scripts and styles, the way a browser
 * checks them: the exact text between the tags. Fails on what no hash can allow (an inline
 * event handler or a `javascript:` URL) so it never ships under a policy that blocks it.
 * Demo documents (`_demos/`) are skipped: their policy allows no inline script at all.
 */
export async function scanInlineContent(siteDir: string): Promise<InlineContent> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const attributes = new Set<string>();
  const files = (await htmlFiles(siteDir)).filter((f) => !f.split(path.sep).includes('_demos'));
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const [, attrs, body] = m;
      if (/\bsrc\s*=/i.test(attrs) || !SCRIPT_TYPES.has(typeOf(attrs))) continue;
      scripts.add(body);
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(m[1]);
    for (const m of html.matchAll(/<[a-z][^>]*\sstyle="([^"]*)"/gi)) attributes.add(m[1]);
    const handler = /<[a-z][^>]*\s(on[a-z]+)\s*=/i.exec(html) ?? /<[a-z][^>]*\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.exec(html);
    if (handler) throw new Error(`${path.relative(siteDir, file)} has inline script the CSP cannot allow by hash: ${handler[0].slice(0, 120)}`);
  }
  return {
    scriptHashes: [...scripts].map(cspHash).sort(),
    styleHashes: [...styles].map(cspHash).sort(),
    styleAttributes: attributes.size,
    pages: files.length,
  };
}
