import type { SiteLayout } from './site-layout.ts';

/**
 * One redirect: a regular expression over the raw request target (path and query, exactly as
 * the client sent it) and the Location it answers with, `$1`… naming its groups. The same
 * pattern text is valid in JavaScript and in nginx's PCRE, so `npm start` and the nginx file
 * run the very same rules; the first that matches wins.
 *
 * Why the raw target: nginx's `$uri` is percent-decoded, and a decoded `%0d%0a` written into a
 * Location header is a header injection. The raw target cannot hold a CR or LF. And why every
 * pattern eats all leading slashes and writes one back: `//evil.example/` must never become a
 * Location of `//evil.example`, which a browser reads as another host; a backslash is refused
 * in the captured path for the same reason (browsers treat `/\` like `//`).
 */
export interface RedirectRule {
  /** What the rule is for, written as a comment above it in the nginx file. */
  why: string;
  pattern: string;
  status: 301 | 302;
  location: string;
}

/** A path character that may be captured: not the start of the query and not a backslash. */
const CH = '[^?\\x5c]';
const LAST = '[^?\\x5c/]';
const QUERY = '(\\?.*)?';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The redirect rules of a layout, in the order they are tried. */
export function redirectRules(layout: SiteLayout): RedirectRule[] {
  const rules: RedirectRule[] = [];
  if (layout.entry) {
    rules.push({ why: 'The web root and /index.html lead to the docs.', pattern: `^/+(?:index\\.html)?${QUERY}$`, status: 302, location: `${layout.entry}$1` });
  }
  if (!layout.cleanUrls) return rules;
  // Old addresses first, so `/old/` and `/old?x` reach the page in one hop.
  for (const moved of layout.moved) {
    const from = escapeRegex(moved.from.replace(/^\/+|\/+$/g, ''));
    rules.push(
      moved.prefix
        ? { why: `Moved folder: ${moved.from} (data/redirects.json).`, pattern: `^/+${from}(?:/+(${CH}*))?${QUERY}$`, status: 301, location: `${moved.to}$1$2` }
        : { why: `Moved page: ${moved.from} (data/redirects.json).`, pattern: `^/+${from}/*${QUERY}$`, status: 301, location: `${moved.to}$1` },
    );
  }
  // `docs/v7|docs`: the folder-like pages, without their slashes, longest first.
  const roots = layout.roots.map((r) => escapeRegex(r.replace(/^\/|\/$/g, ''))).join('|');
  // Demo documents are addressed by their file name (`…/_demos/<page>/<id>.html`) and are not pages.
  const notDemo = roots ? `(?!(?:${roots})/_demos/)` : '';
  if (roots) {
    rules.push({
      why: 'A version root keeps its slash: /docs and /docs/index.html go to /docs/.',
      pattern: `^/+(${roots})(?:/+index\\.html)?${QUERY}$`,
      status: 301,
      location: '/$1/$2',
    });
  }
  rules.push({
    why: '/x/index.html goes to the clean path /x.',
    pattern: `^/+${notDemo}(${CH}*${LAST})/+index\\.html${QUERY}$`,
    status: 301,
    location: layout.trailingSlash === false ? '/$1$2' : '/$1/$2',
  });
  rules.push({
    why: '/x.html goes to the clean path /x.',
    pattern: `^/+${notDemo}(${CH}*${LAST})\\.html${QUERY}$`,
    status: 301,
    location: '/$1$2',
  });
  if (layout.trailingSlash === false) {
    const notRoot = roots ? `(?!(?:${roots})/+(?:\\?|$))` : '';
    rules.push({
      why: 'trailingSlash: false in site.config.ts: /x/ goes to /x (version roots excepted).',
      pattern: `^/+${notDemo}${notRoot}(${CH}*${LAST})/+${QUERY}$`,
      status: 301,
      location: '/$1$2',
    });
  }
  return rules;
}

const compiled = new WeakMap<RedirectRule[], Array<[RegExp, RedirectRule]>>();

/** The redirect for a raw request target, or null. Used by `npm start`; nginx runs the same patterns. */
export function matchRedirect(rules: RedirectRule[], target: string): { status: number; location: string } | null {
  let list = compiled.get(rules);
  if (!list) compiled.set(rules, (list = rules.map((rule) => [new RegExp(rule.pattern), rule])));
  for (const [re, rule] of list) {
    if (re.test(target)) return { status: rule.status, location: target.replace(re, rule.location) };
  }
  return null;
}
