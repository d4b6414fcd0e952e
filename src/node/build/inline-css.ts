/**
 * First paint in one round trip: the stylesheets the page template links (the site's whole
 * CSS, about 5 KB gzip) are written into the HTML as `<style>` elements, so nothing blocks
 * rendering once the HTML has arrived. The CSP allows each by its hash (src/node/hosting/
 * inline-hashes.ts collects them), and every page carries the same text, so one hash serves all.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A stylesheet larger than this stays a link: inlining it would slow every page's HTML. */
export const INLINE_CSS_LIMIT = 64 * 1024;

const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Replaces the template's same-site stylesheet links (under `baseUrl`, read from `docsDir`)
 * with their text. A stylesheet that refers to other files by relative `url(…)` stays linked,
 * as its URLs would resolve against each page instead of the stylesheet.
 */
export async function inlineStylesheets(template: string, docsDir: string, baseUrl: string): Promise<{ html: string; inlined: string[] }> {
  const inlined: string[] = [];
  let html = template;
  for (const [tag, href] of [...template.matchAll(LINK)]) {
    if (!href.startsWith(baseUrl)) continue;
    const css = await inlinableStylesheet(docsDir, href.slice(baseUrl.length));
    if (css === null) continue;
    html = html.replace(tag, () => `<style>${css}</style>`);
    inlined.push(href);
  }
  return { html, inlined };
}

/**
 * The text of a stylesheet the build wrote (`file`, relative to `docsDir`), or null when it should
 * stay a link: larger than INLINE_CSS_LIMIT, or referring to other files by relative `url(…)`.
 */
export async function inlinableStylesheet(docsDir: string, file: string): Promise<string | null> {
  const css = await readFile(path.join(docsDir, file), 'utf8');
  if (css.length > INLINE_CSS_LIMIT || /url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(css)) return null;
  // `</style` cannot occur in CSS Vite wrote, but never let it end the element early.
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style", which cannot be inlined`);
  return css;
}
