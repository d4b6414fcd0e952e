import type { MDXComponents } from 'mdx/types';

/**
 * Components the generated reference Markdown uses, registered for every MDX page. Keep the
 * names in step with plugins/reference/component-names.ts.
 */
export const referenceMdxComponents: MDXComponents = {};
