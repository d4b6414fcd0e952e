/**
 * Fails a page's compile, at the line and column of the mistake, when it imports a module that
 * does not exist or uses a JSX component that is neither imported, declared in the page, nor one
 * of the components every page gets (src/shared/mdx-component-names.ts). Without this, the first
 * surfaces as a bundler error without a line, the second only when the page is prerendered.
 * Runs first, so it sees the author's own nodes, not the ones later plugins add.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { MDX_COMPONENT_NAMES } from '../../shared/mdx-component-names.ts';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.mdx', '.json'];

export const AVAILABLE_COMPONENTS_HINT = `components available without an import: ${MDX_COMPONENT_NAMES.join(', ')}`;

/** A relative import resolves to a file (with or without its extension, or a folder's index). */
function relativeExists(from: string, specifier: string): boolean {
  const target = path.resolve(path.dirname(from), specifier.split('?')[0]);
  return EXTENSIONS.some((ext) => existsSync(target + ext)) || EXTENSIONS.slice(1).some((ext) => existsSync(path.join(target, 'index' + ext)));
}

/** A bare import names an installed package (looked up the way Node does, folder by folder upwards). */
function packageExists(from: string, specifier: string): boolean {
  if (specifier.startsWith('node:')) return true;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

function moduleExists(from: string, specifier: string): boolean {
  // The page prelude's own imports (route info, sidebar) are virtual modules of the content plugin.
  if (specifier.startsWith('virtual:')) return true;
  if (specifier.startsWith('.') || specifier.startsWith('/')) return relativeExists(from, specifier);
  return packageExists(from, specifier);
}

/** Names an ESM block of the page binds: its imports and its exported declarations. */
function boundNames(program: Program): string[] {
  const names: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.push(s.local.name);
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name);
    } else if (declaration.id) names.push(declaration.id.name);
  }
  return names;
}

export function remarkCheckReferences() {
  return (tree: Root, file: VFile) => {
    const defined = new Set<string>(MDX_COMPONENT_NAMES);
    const esm: MdxjsEsm[] = [];
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      esm.push(node);
    });
    for (const node of esm) {
      const program = node.data?.estree;
      if (!program) continue;
      for (const name of boundNames(program)) defined.add(name);
      if (!file.path) continue;
      for (const statement of program.body) {
        const source =
          statement.type === 'ImportDeclaration' ||
          statement.type === 'ExportAllDeclaration' ||
          (statement.type === 'ExportNamedDeclaration' && statement.source)
            ? statement.source
            : null;
        if (!source || typeof source.value !== 'string' || moduleExists(file.path, source.value)) continue;
        const place = source.loc ? { line: source.loc.start.line, column: source.loc.start.column + 1 } : node.position?.start;
        file.fail(
          `cannot import "${source.value}": no such module (relative imports resolve from this file's folder, packages from node_modules); ${AVAILABLE_COMPONENTS_HINT}`,
          { place },
        );
      }
    }
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name;
      if (!name) return;
      // Lower-case names are HTML elements; `a.b` refers to the binding `a`.
      const base = name.split('.')[0];
      if (!name.includes('.') && !/^[A-Z]/.test(name)) return;
      if (defined.has(base)) return;
      file.fail(`<${name}> is not defined: import it, or use one of the ${AVAILABLE_COMPONENTS_HINT}`, { place: node.position });
    });
  };
}
