import { lazy, Suspense, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Admonition } from './Admonition.tsx';
import { Tabs, TabItem } from './Tabs.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Diagram } from './Diagram.tsx';
import { MdxLink } from './MdxLink.tsx';
import { ScrollableTable } from './ScrollableTable.tsx';
import { referenceMdxComponents } from '../reference/index.ts';

/**
 * Components available to every MDX page without an import. Keep in step with
 * plugins/content/mdx-components.ts (the list the content checker accepts).
 */
// Used on one page each: loaded with that page, never in first-load JS. The prerender waits for them.
// The Suspense boundary keeps the server HTML on screen while the chunk loads during hydration.
function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return function LazyMdxComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
const ColorGenerator = lazyComponent(() => import('./ColorGenerator.tsx'));
const Playground = lazyComponent(() => import('./Playground.tsx'));
const ReleaseNotes = lazyComponent(() => import('./ReleaseNotes.tsx'));
const SearchPage = lazyComponent(() => import('../search/SearchPage.tsx'));

export const mdxComponents: MDXComponents = {
  a: MdxLink,
  table: ScrollableTable,
  CodeBlock,
  Diagram,
  Admonition,
  Tabs,
  TabItem,
  ColorGenerator,
  ReleaseNotes,
  Playground,
  SearchPage,
  ...referenceMdxComponents,
};
