import { REFERENCE_COMPONENT_NAMES } from './reference-component-names.ts';

/**
 * Components every MDX page may use without importing them: the theme provides them
 * (src/theme/mdx/mdx-components.tsx), the content checker accepts exactly these names.
 */
export const MDX_COMPONENT_NAMES = [
  'Tabs',
  'TabItem',
  'Admonition',
  'CodeBlock',
  'Diagram',
  'ColorGenerator',
  'ReleaseNotes',
  'Playground',
  'SearchPage',
  'ApiReference',
  'CliReference',
  'NativeReference',
  ...REFERENCE_COMPONENT_NAMES,
];

/**
 * The MDX components loaded with the page that renders them, not with every page, by the file
 * each is loaded from (relative to the project): mdx-components.tsx loads them lazily, the
 * prerender inlines a component's stylesheet in the pages that render it, and the service worker
 * precaches their chunks (a cached page must not meet one offline that it cannot load). A build
 * fails if the client build has no chunk for one of them.
 */
export const LAZY_MDX_COMPONENTS = {
  ColorGenerator: 'src/theme/mdx/ColorGenerator.tsx',
  Playground: 'src/theme/mdx/Playground.tsx',
  ReleaseNotes: 'src/theme/mdx/ReleaseNotes.tsx',
  SearchPage: 'src/theme/search/SearchPage.tsx',
  ComponentFamilies: 'src/theme/reference/ComponentFamilies.tsx',
} as const;

export type LazyMdxSource = (typeof LAZY_MDX_COMPONENTS)[keyof typeof LAZY_MDX_COMPONENTS];
