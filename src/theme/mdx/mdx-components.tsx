import type { MDXComponents } from 'mdx/types';
import { Admonition } from './Admonition.tsx';
import { Tabs, TabItem } from './Tabs.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { MdxLink } from './MdxLink.tsx';

/**
 * Components available to every MDX page without an import. Keep in step with
 * plugins/content/mdx-components.ts (the list the content checker accepts).
 */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  pre: CodeBlock,
  Admonition,
  Tabs,
  TabItem,
};
