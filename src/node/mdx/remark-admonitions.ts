import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'caution', 'danger'] as const;

/**
 * Turns `:::note` … `:::` (and `:::tip[Title]`) containers from remark-directive into
 * `<Admonition type title>` elements. Any other directive is put back as the text it was
 * written as, so prose like `key:value` is never swallowed.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!(ADMONITION_KINDS as readonly string[]).includes(directive.name)) {
          file.fail(`unknown admonition \`:::${directive.name}\` (use one of ${ADMONITION_KINDS.join(', ')})`, directive);
        }
        const [first, ...rest] = directive.children;
        const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const title = hasLabel ? toString(first) : undefined;
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'type', value: directive.name },
            ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
          ],
          children: (hasLabel ? rest : directive.children) as MdxJsxFlowElement['children'],
        };
        parent.children.splice(index, 1, element as RootContent);
        return;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const directive = node as TextDirective | LeafDirective;
        const restored: PhrasingContent[] = [
          { type: 'text', value: (node.type === 'leafDirective' ? '::' : ':') + directive.name },
          ...(directive.children.length > 0
            ? [{ type: 'text' as const, value: '[' }, ...(directive.children as PhrasingContent[]), { type: 'text' as const, value: ']' }]
            : []),
        ];
        if (node.type === 'leafDirective') {
          const paragraph: Paragraph = { type: 'paragraph', children: restored };
          parent.children.splice(index, 1, paragraph as RootContent);
        } else {
          (parent.children as PhrasingContent[]).splice(index, 1, ...restored);
        }
        return index + restored.length;
      }
    });
  };
}
