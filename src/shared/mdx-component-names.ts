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
