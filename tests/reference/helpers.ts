import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Heading } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { VFile } from 'vfile';
import { remarkReference } from '../../src/node/reference/remark-reference.ts';
import { referenceStubs } from '../../src/node/reference/generators.ts';
import type { Cell, DefinitionData, TableData } from '../../src/shared/reference-types.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const VERSIONS = ['v8', 'v7'] as const;

/** Reads a JSON file of the project (the metadata, read here independently of the generators). */
export function readJson<T>(rel: string): T {
  return JSON.parse(readFileSync(path.join(root, rel), 'utf8')) as T;
}

/** Runs the real remark plugin over a page whose body is one placeholder, as a generated stub or a content page. */
export function expand(version: string, name: string, attrs: Record<string, string | null>, where: '.generated' | 'content' = '.generated'): Root {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name,
        attributes: Object.entries(attrs).map(([k, v]) => ({ type: 'mdxJsxAttribute' as const, name: k, value: v })),
        children: [],
      } as MdxJsxFlowElement as RootContent,
    ],
  };
  const file = new VFile({ path: path.join(root, where, version, 'page.mdx') });
  (remarkReference() as (tree: Root, file: VFile) => void)(tree, file);
  return tree;
}

/** Expands a generated stub (as written to .generated) through the real remark plugin. */
export function expandStub(version: string, docId: string): Root {
  const stub = referenceStubs(root, version).find((s) => s.docId === docId);
  if (!stub) throw new Error(`no stub ${version}/${docId}`);
  const m = /^<(\w+) (\w+)="([^"]*)" \/>$/.exec(stub.body);
  if (!m) throw new Error(`unexpected stub body ${stub.body}`);
  return expand(version, m[1], { [m[2]]: m[3] });
}

export function isElement(node: RootContent, name?: string): node is MdxJsxFlowElement & RootContent {
  return node.type === 'mdxJsxFlowElement' && (name === undefined || (node as MdxJsxFlowElement).name === name);
}

export function dataOf<T>(node: RootContent): T {
  const el = node as MdxJsxFlowElement;
  const attr = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'data');
  if (!attr || typeof attr.value !== 'string') throw new Error(`<${el.name}> without data`);
  return JSON.parse(attr.value) as T;
}

export interface Section {
  title: string;
  /** Nodes between this h2 and the next. */
  nodes: RootContent[];
}

/** Splits a page into its h2 sections (the nodes before the first h2 are under title ''). */
export function sections(tree: Root): Section[] {
  const out: Section[] = [{ title: '', nodes: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) out.push({ title: toString(node), nodes: [] });
    else out[out.length - 1].nodes.push(node);
  }
  return out;
}

export function section(tree: Root, title: string): Section | undefined {
  return sections(tree).find((s) => s.title === title);
}

/** Within a section: each h3 with the nodes under it. */
export function subsections(nodes: RootContent[]): { title: string; nodes: RootContent[] }[] {
  const out: { title: string; nodes: RootContent[] }[] = [];
  for (const node of nodes) {
    if (node.type === 'heading' && (node as Heading).depth === 3) out.push({ title: toString(node), nodes: [] });
    else if (out.length > 0) out[out.length - 1].nodes.push(node);
  }
  return out;
}

/** All data tables (including those inside Tabs) of a list of nodes. */
export function tablesIn(nodes: RootContent[]): TableData[] {
  const out: TableData[] = [];
  const walk = (list: RootContent[]) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (node.name === 'RefTable') out.push(dataOf<TableData>(node));
      else walk(node.children as RootContent[]);
    }
  };
  walk(nodes);
  return out;
}

export function definitionIn(nodes: RootContent[]): DefinitionData {
  const node = nodes.find((n) => isElement(n, 'RefDefinition'));
  if (!node) throw new Error('no RefDefinition');
  return dataOf<DefinitionData>(node);
}

export function row(def: DefinitionData, label: string): Cell {
  const r = def.rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${label} in ${def.caption}`);
  return r.cell;
}

/** Text of an HTML fragment: tags removed, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x26;/g, '&')
    .replace(/&amp;/g, '&');
}

/** The inventory routes of a version, as doc ids. */
export function inventoryDocIds(version: string): string[] {
  const base = version === 'v8' ? '/docs/' : `/docs/${version}/`;
  return readFileSync(path.join(root, 'data/routes', `${version}.txt`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t')[0].trim())
    .filter((p) => p.startsWith(base))
    .map((p) => p.slice(base.length) || 'index');
}
