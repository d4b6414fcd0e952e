import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { FILES_IN_FLIGHT } from '../build/write-files.ts';
import { readScanCache, writeScanCache, type FileFindings } from './inline-scan-cache.ts';

/** What the built HTML holds inline, for the CSP: hash sources and the counts behind them. */
export interface InlineContent {
  /** `'sha256-…'` of each distinct executable inline script, sorted. */
  scriptHashes: string[];
  /**
   * `'sha256-…'` of each distinct inline `<style>` element, sorted: those in the pages, and those
   * the site's scripts create with constant text (DocSearch draws its Algolia logo as an SVG
   * with a `<style>` inside).
   */
  styleHashes: string[];
  /** How many distinct `style="…"` attribute values the pages carry (the CSP note cites it). */
  styleAttributes: number;
  /** HTML files read. */
  pages: number;
  /** Pages and scripts whose findings came from the scan cache (byte-identical to a file an earlier build scanned). */
  reused: number;
}

/** `type` values whose inline content the browser runs as script (and so CSP checks). */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap']);

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Files under `dir` (recursive) with extension `ext`, skipping dot-folders (`.vite`). */
async function filesOf(dir: string, ext: string): Promise<string[]> {
  const entries = (await readdir(dir, { recursive: true })) as string[];
  return entries.filter((f) => f.endsWith(ext) && !f.split(path.sep).some((part) => part.startsWith('.'))).map((f) => path.join(dir, f));
}

/** The value of a JavaScript string literal without substitutions, or null. */
function literalValue(quote: string, body: string): string | null {
  if (quote === '`' && body.includes('${')) return null;
  return body.replace(/\\(u\{[0-9a-f]+\}|u[0-9a-f]{4}|x[0-9a-f]{2}|.)/gi, (_, e: string) => {
    if (/^u\{/i.test(e)) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (/^[ux]/i.test(e) && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' } as Record<string, string>)[e] ?? e;
  });
}

/**
 * `<style>` elements a built script creates with a constant text: React's
 * `createElement("style", null, "…")` and `jsx("style", { children: "…" })` (group 2 is the
 * quote, group 3 the text).
 */
const SCRIPT_STYLES = [
  /createElement\((["'`])style\1,\s*null,\s*(["'`])((?:\\[\s\S]|(?!\2)[^\\])*)\2\)/g,
  /jsxs?\)?\((["'`])style\1,\s*\{\s*children:\s*(["'`])((?:\\[\s\S]|(?!\2)[^\\])*)\2\s*\}/g,
];

function scriptStyles(js: string): string[] {
  const found: string[] = [];
  for (const re of SCRIPT_STYLES) {
    for (const m of js.matchAll(re)) {
      const value = literalValue(m[2], m[3]);
      if (value !== null) found.push(value);
    }
  }
  return found;
}

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;
const EVENT_HANDLER = /\s(on[a-z]+)\s*=/gi;
const JAVASCRIPT_URL = /\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi;

/**
 * The matches of an attribute pattern that fall inside a tag (the last `<` before them comes
 * after the last `>`), not in text such as a code sample. Anchoring the patterns on the tag
 * instead (`<[a-z][^>]*\s…`) made the regex engine rescan each tag from every `<`: 0.8 s of
 * the build for the three of them, against 0.2 s this way.
 */
function* inTags(html: string, attribute: RegExp): Generator<RegExpExecArray> {
  for (const m of html.matchAll(attribute)) if (html.lastIndexOf('<', m.index) > html.lastIndexOf('>', m.index)) yield m;
}

/**
 * Reads every page of a build and hashes its inline scripts and styles, the way a browser
 * checks them: the exact text between the tags. Fails on what no hash can allow (an inline
 * event handler or a `javascript:` URL) so it never ships under a policy that blocks it.
 * Demo documents (`_demos/`) are skipped: their policy allows no inline script at all.
 *
 * With `cacheFile` (inline-scan-cache.ts), a file byte-identical to one an earlier build scanned
 * (SHA-1 of its bytes) takes that scan's findings: a rebuild changes few pages, and reading and
 * hashing a file costs a fraction of decoding and scanning it (0.85 → 0.35 s for the site).
 */
export async function scanInlineContent(siteDir: string, cacheFile?: string): Promise<InlineContent> {
  const cache = await readScanCache(cacheFile);
  const seen = new Map<string, FileFindings>();
  let reused = 0;
  // `kind` keeps a page's findings apart from a script's of the same bytes (each is scanned its own way).
  const findingsOf = async (file: string, kind: string, scan: (text: string) => FileFindings): Promise<FileFindings> => {
    const bytes = await readFile(file);
    const key = `${kind}${createHash('sha1').update(bytes).digest('hex')}`;
    const earlier = cache.get(key);
    if (earlier) reused++;
    const found = seen.get(key) ?? earlier ?? scan(bytes.toString('utf8'));
    seen.set(key, found);
    return found;
  };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const attributes = new Set<string>();
  const files = (await filesOf(siteDir, '.html')).filter((f) => !f.split(path.sep).includes('_demos'));
  // Read several at a time (one after another, the step waited on the disk for most of its
  // ~1 s), each page's findings kept in file order so the first bad page is the one reported.
  const limit = pLimit(FILES_IN_FLIGHT);
  const pages = await Promise.all(files.map((file) => limit(() => findingsOf(file, 'h', scanPage))));
  pages.forEach((page, i) => {
    if (page.forbidden)
      throw new Error(`${path.relative(siteDir, files[i] as string)} has inline script the CSP cannot allow by hash: ${page.forbidden.slice(0, 120)}`);
    for (const script of page.scripts) scripts.add(script);
    for (const style of page.styles) styles.add(style);
    for (const attribute of page.attributes) attributes.add(attribute);
  });
  const scriptFiles = (await filesOf(siteDir, '.js')).filter((f) => !f.split(path.sep).includes('_demos') && !f.split(path.sep).includes('_ionic'));
  const scriptScan = (js: string): FileFindings => ({ scripts: [], styles: scriptStyles(js).map(cspHash), attributes: [] });
  for (const found of await Promise.all(scriptFiles.map((file) => limit(() => findingsOf(file, 'j', scriptScan))))) {
    for (const hash of found.styles) styles.add(hash);
  }
  if (cacheFile) await writeScanCache(cacheFile, seen);
  return {
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    styleAttributes: attributes.size,
    pages: files.length,
    reused,
  };
}

/** One page's inline scripts and `<style>` elements (as hash sources), `style` attribute values, and the first tag no hash can allow. */
function scanPage(html: string): FileFindings {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = m;
    if (/\bsrc\s*=/i.test(attrs) || !SCRIPT_TYPES.has(typeOf(attrs))) continue;
    scripts.push(cspHash(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => cspHash(m[1] as string));
  const attributes = [...inTags(html, STYLE_ATTRIBUTE)].map((m) => m[1] as string);
  const handler = inTags(html, EVENT_HANDLER).next().value ?? inTags(html, JAVASCRIPT_URL).next().value;
  const forbidden = handler ? html.slice(html.lastIndexOf('<', handler.index), handler.index + handler[0].length) : undefined;
  return { scripts, styles, attributes, forbidden };
}
