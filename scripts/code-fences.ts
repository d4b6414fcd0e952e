import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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

/** A sample marked `legacy` shows an older API on purpose and is not checked. */
export function isLegacy(fence: CodeFence): boolean {
  return /(^|\s)legacy(\s|$)/.test(fence.meta);
}

/** The page version of a content file (`content/v7/…` → v7). */
export function versionOfContentFile(file: string): 'v8' | 'v7' {
  return /[/\\]content[/\\]v7[/\\]/.test(file) ? 'v7' : 'v8';
}

/** A problem a sample checker reports, at its line in the MDX file. */
export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

/** `content/v8/x.mdx:12  message`: how a problem is printed by the checkers and their tests. */
export function formatProblem(p: SampleProblem): string {
  return `${path.relative(root, p.file)}:${p.line}  ${p.message}`;
}

/** The command line of a sample checker: check the paths given (default: all content), print, fail on problems. */
export function runSampleCheck<S>(what: string, extract: (file: string, source: string) => S[], check: (samples: S[]) => SampleProblem[]): void {
  const targets = process.argv.slice(2);
  const samples = mdxSources(targets.length ? targets : undefined).flatMap(({ file, source }) => extract(file, source));
  const problems = check(samples);
  for (const p of problems) console.log(formatProblem(p));
  console.log(`${samples.length} ${what} checked, ${problems.length} problem(s).`);
  process.exit(problems.length ? 1 : 0);
}

/** The MDX files under the given paths (relative to the project root), with their sources. */
export function mdxSources(targets: string[] = ['content']): Array<{ file: string; source: string }> {
  return targets
    .flatMap((target) => {
      const abs = path.resolve(root, target);
      if (statSync(abs).isFile()) return [abs];
      return (readdirSync(abs, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => path.join(abs, f));
    })
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));
}
