import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { locatePage } from '../content/page-location.ts';
import { DiagramError, prepareDiagram } from './diagram-svg.ts';

/**
 * `<Diagram src="page-lifecycle" alt="…" />` → the checked SVG of `content/diagrams/page-lifecycle.svg`,
 * inlined as the `svg` attribute of the rendered `Diagram` component (src/theme/mdx/Diagram.tsx).
 * `alt` is required: it becomes the diagram's accessible name.
 */

export const DIAGRAMS_DIR = 'content/diagrams';

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return attr && typeof attr.value === 'string' ? attr.value : undefined;
}

export function remarkDiagrams() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Diagram') return;
      const loc = file.path ? locatePage(path.resolve(file.cwd, file.path)) : null;
      if (!loc) file.fail('<Diagram> is only available in content/<version>/ pages', node);
      const name = stringAttribute(node, 'src');
      const alt = stringAttribute(node, 'alt')?.trim();
      if (!name || !/^[a-z0-9-]+$/.test(name)) file.fail('<Diagram> needs src="<name>" naming content/diagrams/<name>.svg', node);
      if (!alt) file.fail('<Diagram> needs alt="…": a sentence saying what the diagram shows', node);
      const svgFile = path.join(loc!.root, DIAGRAMS_DIR, `${name}.svg`);
      let source: string;
      try {
        source = readFileSync(svgFile, 'utf8');
      } catch {
        file.fail(`<Diagram src="${name}">: ${DIAGRAMS_DIR}/${name}.svg does not exist`, node);
      }
      let prepared;
      try {
        prepared = prepareDiagram(source, name!, alt!);
      } catch (error) {
        if (error instanceof DiagramError) file.fail(`${DIAGRAMS_DIR}/${name}.svg:${error.line}: ${error.message}`, node);
        throw error;
      }
      const caption = stringAttribute(node, 'caption');
      node.attributes = [
        { type: 'mdxJsxAttribute', name: 'svg', value: prepared.svg },
        { type: 'mdxJsxAttribute', name: 'width', value: String(prepared.width) },
        { type: 'mdxJsxAttribute', name: 'height', value: String(prepared.height) },
        ...(caption ? [{ type: 'mdxJsxAttribute' as const, name: 'caption', value: caption }] : []),
      ];
      node.children = [];
    });
  };
}
