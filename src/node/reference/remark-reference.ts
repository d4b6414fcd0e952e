import path from 'node:path';
import type { Root, Heading, Parent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { HeadingSlugger } from '../mdx/heading-ids.ts';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { apiComponentBlocks, apiFamiliesBlocks, apiIndexBlocks } from './api-page.ts';
import { cliCommandBlocks, cliIndexBlocks } from './cli-page.ts';
import { nativeIndexBlocks, nativePluginBlocks, TYPE_ANCHOR_PATTERN } from './native-page.ts';
import type { Block } from './mdast.ts';
import { locatePage, type PageLocation } from '../content/page-location.ts';

/**
 * Expands reference placeholders into generated Markdown — real `##`/`###` headings (so they
 * reach the TOC, get anchors and search records) plus data components from src/theme/reference:
 *
 *   <ApiReference tag="ion-button" />        a component's API sections
 *   <ApiReference index />                    all components by family, with summaries (/docs/api)
 *   <ApiReference families />                 the visual family overview (/docs/components)
 *   <CliReference command="capacitor build" /> a CLI command's page
 *   <CliReference index />                    all commands by group
 *   <NativeReference plugin="camera" />       a Capacitor plugin's page
 *   <NativeReference index />                 all plugins by group
 *
 * The version and project root come from the page's path (`<root>/content/v8/…` or
 * `<root>/.generated/v7/…`); a page under .generated is a generated stub (standalone).
 */

export const PLACEHOLDERS = ['ApiReference', 'CliReference', 'NativeReference'] as const;

function attributesOf(node: MdxJsxFlowElement): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) out.set(attr.name, true);
    else if (typeof attr.value === 'string') out.set(attr.name, attr.value);
  }
  return out;
}

/** The generated blocks for one placeholder; throws a readable message for a bad one. */
export function expandPlaceholder(name: string, attrs: Map<string, string | true>, loc: PageLocation): Block[] {
  const { root, version, standalone } = loc;
  const str = (key: string) => {
    const v = attrs.get(key);
    return typeof v === 'string' ? v : undefined;
  };
  if (name === 'ApiReference') {
    if (attrs.has('index')) return apiIndexBlocks(root, version);
    if (attrs.has('families')) return apiFamiliesBlocks(root, version);
    const tag = str('tag');
    if (tag) return apiComponentBlocks(root, version, tag, { standalone });
    throw new Error('<ApiReference> needs tag="ion-…", index or families');
  }
  if (name === 'CliReference') {
    if (attrs.has('index')) return cliIndexBlocks(root, version);
    const command = str('command');
    if (command) return cliCommandBlocks(root, version, command, { standalone });
    throw new Error('<CliReference> needs command="…" or index');
  }
  const plugin = str('plugin');
  if (attrs.has('index')) return nativeIndexBlocks(root, version);
  if (plugin) return nativePluginBlocks(root, version, plugin, { standalone });
  throw new Error('<NativeReference> needs plugin="…" or index');
}

/** Replaces every `#~ref~Name~` type link with the id the heading ids plugin will give the heading `Name` (or plain text when there is none). */
function resolveTypeAnchors(tree: Root): void {
  const slugger = new HeadingSlugger();
  const ids = new Map<string, string>();
  visit(tree, 'heading', (node: Heading) => {
    const textValue = toString(node).trim();
    const id = slugger.slug(textValue);
    if (!ids.has(textValue)) ids.set(textValue, id);
  });
  const fix = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.includes('#~ref~')
        ? value.replace(TYPE_ANCHOR_PATTERN, (_m, typeName: string, label: string) =>
            ids.has(typeName) ? `<a href="#${ids.get(typeName)}">${label}</a>` : label,
          )
        : value;
    if (Array.isArray(value)) return value.map(fix);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]));
    return value;
  };
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    for (const attr of node.attributes) {
      if (attr.type === 'mdxJsxAttribute' && attr.name === 'data' && typeof attr.value === 'string' && attr.value.includes('#~ref~')) {
        attr.value = JSON.stringify(fix(JSON.parse(attr.value)));
      }
    }
  });
}

export function remarkReference() {
  return (tree: Root, file: VFile) => {
    const loc = file.path ? locatePage(path.resolve(file.cwd, file.path)) : null;
    let expanded = false;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index: number | undefined, parent: Parent | undefined) => {
      if (!node.name || !(PLACEHOLDERS as readonly string[]).includes(node.name) || !parent || index === undefined) return undefined;
      if (!loc) file.fail(`<${node.name}> is only available in content/<version>/ pages`, node);
      let blocks: Block[];
      try {
        blocks = expandPlaceholder(node.name, attributesOf(node), loc as PageLocation);
      } catch (error) {
        file.fail((error as Error).message, node);
      }
      parent.children.splice(index, 1, ...(blocks as Parent['children']));
      expanded = true;
      return [SKIP, index + blocks.length];
    });
    if (expanded) resolveTypeAnchors(tree);
  };
}
