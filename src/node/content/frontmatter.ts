import { parseDocument, isMap, LineCounter } from 'yaml';

/** Validated frontmatter of a content page. */
export interface Frontmatter {
  title: string;
  description: string;
  sidebar_label?: string;
  hide_table_of_contents?: boolean;
  /** Overrides the sidebar the page is found in. */
  sidebar?: 'docs' | 'api' | 'cli' | 'native' | 'none';
  draft?: boolean;
  /** Words readers search with that the page's text does not use ("date picker" for Datetime). Indexed for search, weighted like a heading. */
  keywords?: string[];
}

export const DESCRIPTION_MAX = 160;

/** A content error that names the file and the 1-based line (and, where known, column) it is about. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
    readonly column?: number,
  ) {
    super(`${file}:${line}${column ? `:${column}` : ''}: ${reason}`);
    this.name = 'ContentError';
  }
}

export interface SplitFrontmatter {
  frontmatter: Frontmatter;
  /** The body with the frontmatter block replaced by blank lines, so line numbers stay true. */
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const KNOWN_KEYS: Record<keyof Frontmatter, 'string' | 'boolean' | 'list of strings'> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  hide_table_of_contents: 'boolean',
  sidebar: 'string',
  draft: 'boolean',
  keywords: 'list of strings',
};
const SIDEBARS = ['docs', 'api', 'cli', 'native', 'none'];

/** Parses and validates a page's YAML frontmatter; throws ContentError naming file and line. */
export function splitFrontmatter(source: string, file: string): SplitFrontmatter {
  const match = FENCE.exec(source);
  if (!match) throw new ContentError(file, 1, 'missing frontmatter: a page starts with a `---` block holding `title` and `description`');
  const yamlText = match[1];
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false });
  // Line 1 is the opening fence, so YAML line n is file line n + 1.
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line + 1);
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    throw new ContentError(file, lineOf(err.pos[0]), `invalid frontmatter YAML: ${err.message.split('\n')[0]}`);
  }
  if (!isMap(doc.contents)) throw new ContentError(file, 2, 'frontmatter must be a YAML mapping of keys to values');

  const data: Record<string, unknown> = {};
  for (const pair of doc.contents.items) {
    const key = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
    const keyLine = lineOf((pair.key as { range?: [number, number, number] } | null)?.range?.[0]);
    const expected = KNOWN_KEYS[key as keyof Frontmatter];
    if (!expected) throw new ContentError(file, keyLine, `unknown frontmatter key \`${key}\` (allowed: ${Object.keys(KNOWN_KEYS).join(', ')})`);
    const value = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
    const fits = expected === 'list of strings' ? Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '') : typeof value === expected;
    if (!fits) throw new ContentError(file, keyLine, `frontmatter \`${key}\` must be a ${expected}, got ${value === null ? 'nothing' : Array.isArray(value) ? 'a list with a non-string or empty item' : typeof value}`);
    data[key] = value;
  }
  const lineOfKey = (key: string) => {
    const pair = isMap(doc.contents) ? doc.contents.items.find((p) => (p.key as { value?: unknown }).value === key) : undefined;
    return lineOf((pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0]);
  };
  for (const key of ['title', 'description'] as const) {
    if (typeof data[key] !== 'string' || (data[key] as string).trim() === '') {
      throw new ContentError(file, key in data ? lineOfKey(key) : 2, `frontmatter \`${key}\` is required and must be a non-empty string`);
    }
  }
  const description = data.description as string;
  if (description.length > DESCRIPTION_MAX) {
    throw new ContentError(file, lineOfKey('description'), `frontmatter \`description\` is ${description.length} characters; the limit is ${DESCRIPTION_MAX}`);
  }
  if (data.sidebar !== undefined && !SIDEBARS.includes(data.sidebar as string)) {
    throw new ContentError(file, lineOfKey('sidebar'), `frontmatter \`sidebar\` must be one of ${SIDEBARS.join(', ')}`);
  }
  const blank = match[0].replace(/[^\n]/g, '');
  return { frontmatter: data as unknown as Frontmatter, body: blank + source.slice(match[0].length) };
}
