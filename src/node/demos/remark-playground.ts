import path from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { docIdOf } from '../content/route-path.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { linkContext } from '../reference/markdown.ts';
import { locatePage } from '../content/page-location.ts';
import { DEMO_FRAMEWORKS, demoDocumentPath } from '../../shared/demos.ts';
import { DemoError, playgroundsIn, type Demo } from './demo-source.ts';
import { demoVariants } from './demo-variants.ts';
import { paletteSetup } from './palettes.ts';

/**
 * Compiles `<Playground>` blocks: the fences the author wrote become the demo's four code
 * variants (generated where not hand-written) in a `framework` tab group, and the element gets
 * the URL of the demo's standalone document, which the build writes (write-demos.ts).
 * Runs before code highlighting, so every variant is highlighted like any code block.
 */

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

function element(name: string, attributes: MdxJsxFlowElement['attributes'], children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children };
}

function playgroundElement(demo: Demo, src: string, root: string, version: string): MdxJsxFlowElement {
  const variants = demoVariants(root, version, demo);
  const tabs = DEMO_FRAMEWORKS.map(({ value, label }) =>
    element(
      'TabItem',
      [attribute('value', value), attribute('label', label)],
      variants[value].map((file): Code => ({ type: 'code', lang: file.lang, meta: `title="${file.name}"`, value: file.code })),
    ),
  );
  return element(
    'Playground',
    [attribute('title', demo.title), attribute('src', src), attribute('height', String(demo.height))],
    [element('Tabs', [attribute('groupId', 'framework')], tabs) as MdxJsxFlowElement['children'][number]],
  );
}

let baseUrl: string | undefined;

export function remarkPlayground() {
  return (tree: Root, file: VFile) => {
    const nodes: Array<{ node: MdxJsxFlowElement; index: number; parent: { children: RootContent[] } }> = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name === 'Playground' && parent && index !== undefined) nodes.push({ node, index, parent: parent as { children: RootContent[] } });
    });
    if (nodes.length === 0) return;
    const full = file.path ? path.resolve(file.cwd, file.path) : '';
    const loc = locatePage(full);
    const first = nodes[0].node;
    if (!loc || loc.standalone) file.fail('<Playground> is only available in content/<version>/ pages', first);
    const { root, version } = loc as NonNullable<typeof loc>;
    let demos: Demo[];
    try {
      demos = playgroundsIn(String(file.value));
    } catch (error) {
      if (error instanceof DemoError) file.fail(error.message, { line: error.line, column: 1 });
      throw error;
    }
    const docId = docIdOf(path.relative(path.join(root, 'content', version), full));
    // Validated once per process, not once per page with demos.
    baseUrl ??= loadSiteConfig().baseUrl;
    const versionFolder = linkContext(root, version).versionPath.slice(baseUrl.length);
    for (const { node, index, parent } of nodes) {
      const line = node.position?.start.line;
      const demo = demos.find((d) => d.line === line);
      if (!demo) file.fail('this <Playground> could not be read: put <Playground …> on a line of its own and its closing tag on another', node);
      try {
        // A palette this release does not ship fails here, at the demo's line.
        if (demo.palette) paletteSetup(root, version, demo.palette);
        parent.children[index] = playgroundElement(demo, demoDocumentPath(versionFolder, docId, demo.id), root, version) as RootContent;
      } catch (error) {
        file.fail(`<Playground title="${demo.title}">: ${(error as Error).message}`, node);
      }
    }
  };
}
