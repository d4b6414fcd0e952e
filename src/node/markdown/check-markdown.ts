/**
 * What every Markdown copy must satisfy (the build and tests/markdown-pages.test.ts check it):
 * it opens with its `# title`, and outside code no JSX or HTML tag is left (a component the
 * Markdown conversion did not know, passed through as markup). Escaped text (`\<platform>`) is fine.
 */

/** The text outside fenced and inline code. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** Problems of one Markdown copy; empty when it is fine. */
export function markdownProblems(markdown: string, title: string): string[] {
  const problems: string[] = [];
  const firstLine = markdown.split('\n', 1)[0];
  if (firstLine !== `# ${title}`) problems.push(`does not open with "# ${title}" (found "${firstLine}")`);
  const tag = /(?<!\\)<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/.exec(prose(markdown));
  if (tag) problems.push(`has a raw tag outside code: ${tag[0].slice(0, 80)}`);
  return problems;
}
