import { REFERENCE_COMPONENT_NAMES } from '../reference/component-names.ts';

/** Components every MDX page may use without importing them (provided by src/theme/mdx-components.tsx). */
export const MDX_COMPONENT_NAMES = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Diagram', 'ColorGenerator', 'ReleaseNotes', 'Playground', 'SearchPage', 'ApiReference', 'CliReference', 'NativeReference', ...REFERENCE_COMPONENT_NAMES];
