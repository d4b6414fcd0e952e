import type { Program } from 'estree';
import { parse } from 'acorn';

/** Appends `export const toc = [...]` (collected by rehypeToc) to the compiled page module. */
export function recmaExportToc() {
  return (tree: Program, file: { data: Record<string, unknown> }) => {
    const code = `export const toc = ${JSON.stringify(file.data.toc ?? [])};`;
    const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
    tree.body.push(...program.body);
  };
}
