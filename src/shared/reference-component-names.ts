/** Names of the components the generated reference Markdown uses (src/theme/reference registers them). */
export const REFERENCE_COMPONENT_NAMES: string[] = ['RefTable', 'RefDefinition', 'RefSummary', 'ComponentFamilies'];
