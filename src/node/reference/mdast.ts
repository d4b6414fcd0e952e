import type { Heading, Paragraph, Code, RootContent, PhrasingContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** Small builders for the mdast the reference generators emit. */

export type Block = RootContent;

export function heading(depth: 2 | 3 | 4, text: string): Heading {
  return { type: 'heading', depth, children: [{ type: 'text', value: text }] };
}

export function paragraph(...children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

export function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

export function inlineCode(value: string): PhrasingContent {
  return { type: 'inlineCode', value };
}

export function link(url: string, ...children: PhrasingContent[]): PhrasingContent {
  return { type: 'link', url, children };
}

export function code(lang: string, value: string, meta?: string): Code {
  return { type: 'code', lang, meta: meta ?? null, value };
}

/** A data component: `<Name data="{json}" />`. */
export function dataElement(name: string, data: unknown): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes: [{ type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(data) }], children: [] };
}

/** `<Tabs groupId=…><TabItem value label>…</TabItem>…</Tabs>` around generated blocks. */
export function tabs(groupId: string, items: { value: string; label: string; children: Block[] }[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [{ type: 'mdxJsxAttribute', name: 'groupId', value: groupId }],
    children: items.map((item): MdxJsxFlowElement => ({
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'value', value: item.value },
        { type: 'mdxJsxAttribute', name: 'label', value: item.label },
      ],
      children: item.children as MdxJsxFlowElement['children'],
    })),
  };
}

/** The JSON `data` attribute of a reference element (`<ApiTable data="…">`), parsed. */
export function elementData<T>(node: MdxJsxFlowElement): T {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'data');
  if (!attr || typeof attr.value !== 'string') throw new Error(`<${node.name}> has no data`);
  return JSON.parse(attr.value) as T;
}
