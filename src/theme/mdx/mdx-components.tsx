import { lazy, Suspense, type ComponentType } from 'react';
import { ReleaseOnCommit, useHydrationHold } from '../../runtime/hydration.ts';
import { recordLazyComponent } from '../../runtime/rendered-lazy-components.ts';
import { LAZY_MDX_COMPONENTS, type LazyMdxSource } from '../../shared/mdx-component-names.ts';
import type { MDXComponents } from 'mdx/types';
import { Admonition } from './Admonition.tsx';
import { Tabs, TabItem } from './Tabs.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Diagram } from './Diagram.tsx';
import { MdxLink } from './MdxLink.tsx';
import { ScrollableTable } from './ScrollableTable.tsx';
import { ContentBody } from './ContentBody.tsx';
import { referenceMdxComponents } from '../reference/index.ts';

/**
 * Components available to every MDX page without an import. Keep in step with
 * src/shared/mdx-component-names.ts (the list the content checker accepts).
 */
type ComponentModule<P> = { default: ComponentType<P> };
const preloads: Array<() => Promise<unknown>> = [];

// Used on one page each: loaded with that page, never in first-load JS. The Suspense boundary
// keeps the server HTML on screen while the chunk loads during hydration. `source` is the file
// `load` imports, from the list of them (LAZY_MDX_COMPONENTS): the prerender finds the
// component's stylesheet by it (rendered-lazy-components.ts). Only the server render needs it:
// `onServer && …` leaves it out of the browser bundle.
const onServer = import.meta.env.SSR;
function lazyComponent<P extends object>(source: LazyMdxSource | false, load: () => Promise<ComponentModule<P>>): ComponentType<P> {
  let loaded: ComponentModule<P> | undefined;
  preloads.push(() => load().then((module) => (loaded = module)));
  // Once preloaded, React.lazy gets a thenable that resolves synchronously, so it renders the
  // component at once instead of suspending (a Promise always resolves a tick later).
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (m: ComponentModule<P>) => void) => resolve(loaded as ComponentModule<P>) } as unknown as Promise<ComponentModule<P>>) : load(),
  );
  return function LazyMdxComponent(props: P) {
    if (source) recordLazyComponent(source);
    // While hydrating the first page, its boundary waits for the chunk: the page only counts as
    // hydrated once the component inside has committed too.
    const release = useHydrationHold(loaded !== undefined);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <ReleaseOnCommit release={release} />
      </Suspense>
    );
  };
}

/**
 * Loads every lazily loaded MDX component (for the prerender, once per process). Without it the
 * first page of a worker to use one suspends, and React writes that page's boundary out of order
 * with an inline script to put it back: HTML, and CSP hashes, that changed with machine load.
 */
export function preloadLazyMdxComponents(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}
const ColorGenerator = lazyComponent(onServer && LAZY_MDX_COMPONENTS.ColorGenerator, () => import('./ColorGenerator.tsx'));
const Playground = lazyComponent(onServer && LAZY_MDX_COMPONENTS.Playground, () => import('./Playground.tsx'));
const ReleaseNotes = lazyComponent(onServer && LAZY_MDX_COMPONENTS.ReleaseNotes, () => import('./ReleaseNotes.tsx'));
const SearchPage = lazyComponent(onServer && LAZY_MDX_COMPONENTS.SearchPage, () => import('../search/SearchPage.tsx'));
// The overview of /docs/components, which the generated reference Markdown places.
const ComponentFamilies = lazyComponent(onServer && LAZY_MDX_COMPONENTS.ComponentFamilies, () =>
  import('../reference/ComponentFamilies.tsx').then((module) => ({ default: module.ComponentFamilies })),
);

export const mdxComponents: MDXComponents = {
  wrapper: ContentBody,
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
  ComponentFamilies,
};
