export interface CodeFence {
  lang: string;
  meta: string;
  /** 1-based line of the first code line in the file. */
  line: number;
  /** The code, with the fence's own indentation (fences inside list items, tabs) removed. */
  code: string;
}

/** The fenced code blocks of a Markdown/MDX source. */
export function codeFences(source: string): CodeFence[] {
  const fences: CodeFence[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(\w*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence}\\s*$`).test(lines[end])) end++;
    const code = lines.slice(i + 1, end).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l));
    fences.push({ lang, meta: meta.trim(), line: i + 2, code: code.join('\n') });
    i = end;
  }
  return fences;
}
