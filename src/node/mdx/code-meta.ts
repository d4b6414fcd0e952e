import type { ShikiTransformer } from 'shiki';

/** Parses a fence's meta string: `title="src/app.ts" {1,3-5}`. */
export function parseCodeMeta(meta: string | undefined): { title?: string; highlight: Set<number> } {
  const highlight = new Set<number>();
  if (!meta) return { highlight };
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (!Number.isFinite(from)) continue;
      for (let line = from; line <= (Number.isFinite(to) ? to : from); line++) highlight.add(line);
    }
  }
  return { title: title ? (title[1] ?? title[2]) : undefined, highlight };
}

/** Shiki transformer: file titles (`data-title` on the pre) and highlighted lines. */
export function codeMetaTransformer(): ShikiTransformer {
  // Shiki calls `line` once per line; parse each distinct meta string once.
  const parsed = new Map<string, ReturnType<typeof parseCodeMeta>>();
  const metaOf = (raw: string | undefined) => {
    const key = raw ?? '';
    let value = parsed.get(key);
    if (!value) parsed.set(key, (value = parseCodeMeta(raw)));
    return value;
  };
  return {
    name: 'docs:code-meta',
    pre(node) {
      const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw;
      const { title } = metaOf(raw);
      if (title) node.properties['data-title'] = title;
      node.properties['data-language'] = this.options.lang;
    },
    line(node, line) {
      const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw;
      if (metaOf(raw).highlight.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
}
