import type { CodeFence } from '../mdx/code-fences.ts';
import { loadCoreDocs, type CoreComponent } from '../reference/api-data.ts';
import type { DemoFramework } from '../../shared/demos.ts';
import type { Demo } from './demo-source.ts';
import { camelCase, markupForVue, markupToJsx, markupUses, pascalCase, propertyIconCandidates } from './demo-markup.ts';
import { iconExists } from './self-hosted-ionic.ts';

/**
 * The four code variants of a demo, as the reader sees them and as the StackBlitz projects hold
 * them. A framework the author did not write by hand is generated from the demo's HTML; a
 * hand-written one is shown as written.
 */

export interface DemoFile {
  /** The file name shown above the code (and its path in the StackBlitz project's source folder). */
  name: string;
  lang: string;
  code: string;
  /** The MDX line this code comes from: its own fence, or the HTML it was generated from. */
  line: number;
  /** Generated from the HTML (not a fence of the page). */
  generated: boolean;
}

export type DemoVariants = Record<DemoFramework, DemoFile[]>;

/** The components' metadata of a version, by tag. */
function componentsOf(root: string, version: string): Map<string, CoreComponent> {
  const docs = loadCoreDocs(root, version);
  if (!docs) throw new Error(`Component metadata for ${version} is missing (node_modules/ionic-core-${version}/dist/docs.json)`);
  return new Map(docs.components.map((c) => [c.tag, c]));
}

const indentBy = (code: string, indent: string) =>
  code
    .split('\n')
    .map((l) => (l.trim() ? indent + l : ''))
    .join('\n');

const fenceFile = (name: string, lang: string, fence: CodeFence): DemoFile => ({ name, lang, code: fence.code, line: fence.line, generated: false });

function javascriptVariant(demo: Demo): DemoFile[] {
  const parts = [demo.html.code.trimEnd()];
  if (demo.css) parts.push(`<style>\n${indentBy(demo.css.code.trimEnd(), '  ')}\n</style>`);
  if (demo.js) parts.push(`<script type="module">\n${indentBy(demo.js.code.trimEnd(), '  ')}\n</script>`);
  return [{ name: 'index.html', lang: 'html', code: parts.join('\n\n'), line: demo.html.line, generated: Boolean(demo.css || demo.js) }];
}

/** The components and icons of a demo's markup, icon properties' icons included. */
function usesOf(html: string, root: string, version: string): { tags: string[]; icons: string[]; propertyIcons: Set<string> } {
  const { tags, icons } = markupUses(html);
  const propertyIcons = new Set(propertyIconCandidates(html).filter((name) => iconExists(root, version, name)));
  return { tags, icons: [...new Set([...icons, ...propertyIcons])].sort(), propertyIcons };
}

function iconImports(icons: string[]): string[] {
  return icons.length ? [`import { ${icons.map(camelCase).join(', ')} } from 'ionicons/icons';`] : [];
}

function angularVariant(demo: Demo, root: string, version: string): DemoFile[] {
  const css = demo.css ? [fenceFile('example.component.css', 'css', demo.css)] : [];
  if (demo.custom.angular) {
    const template = demo.custom.angular.html ?? demo.html;
    return [fenceFile('example.component.ts', 'ts', demo.custom.angular.ts), fenceFile('example.component.html', 'html', template), ...css];
  }
  const { tags, icons } = usesOf(demo.html.code, root, version);
  const components = tags.map(pascalCase);
  const lines = [
    `import { Component } from '@angular/core';`,
    ...(components.length ? [`import { ${components.join(', ')} } from '@ionic/angular/standalone';`] : []),
    ...(icons.length ? [`import { addIcons } from 'ionicons';`] : []),
    ...iconImports(icons),
    '',
    '@Component({',
    `  selector: 'app-example',`,
    '  standalone: true,',
    `  templateUrl: 'example.component.html',`,
    ...(demo.css ? [`  styleUrls: ['example.component.css'],`] : []),
    `  imports: [${components.join(', ')}],`,
    '})',
    icons.length ? 'export class ExampleComponent {' : 'export class ExampleComponent {}',
    ...(icons.length ? ['  constructor() {', `    addIcons({ ${icons.map(camelCase).join(', ')} });`, '  }', '}'] : []),
  ];
  return [
    { name: 'example.component.ts', lang: 'ts', code: lines.join('\n'), line: demo.html.line, generated: true },
    { name: 'example.component.html', lang: 'html', code: demo.html.code, line: demo.html.line, generated: false },
    ...css,
  ];
}

function reactVariant(demo: Demo, root: string, version: string): DemoFile[] {
  const css = demo.css ? [fenceFile('Example.css', 'css', demo.css)] : [];
  if (demo.custom.react) return [fenceFile('Example.tsx', 'tsx', demo.custom.react), ...css];
  const { tags, icons, propertyIcons } = usesOf(demo.html.code, root, version);
  const components = componentsOf(root, version);
  const lines = [
    ...(tags.length ? [`import { ${tags.map(pascalCase).join(', ')} } from '@ionic/react';`] : []),
    ...iconImports(icons),
    ...(demo.css ? [`import './Example.css';`] : []),
    '',
    'function Example() {',
    '  return (',
    markupToJsx(demo.html.code, '    ', { components, propertyIcons }),
    '  );',
    '}',
    'export default Example;',
  ];
  return [{ name: 'Example.tsx', lang: 'tsx', code: lines.join('\n'), line: demo.html.line, generated: true }, ...css];
}

function vueVariant(demo: Demo, root: string, version: string): DemoFile[] {
  if (demo.custom.vue) {
    // A hand-written SFC gets the shared CSS as a scoped style block when it has none.
    const code =
      demo.css && !/<style\b/.test(demo.custom.vue.code)
        ? `${demo.custom.vue.code.trimEnd()}\n\n<style scoped>\n${demo.css.code.trimEnd()}\n</style>`
        : demo.custom.vue.code;
    return [{ name: 'Example.vue', lang: 'vue', code, line: demo.custom.vue.line, generated: code !== demo.custom.vue.code }];
  }
  const { tags, icons, propertyIcons } = usesOf(demo.html.code, root, version);
  const parts = [
    `<template>\n${indentBy(markupForVue(demo.html.code, propertyIcons).trimEnd(), '  ')}\n</template>`,
    [
      `<script setup lang="ts">`,
      ...(tags.length ? [`import { ${tags.map(pascalCase).join(', ')} } from '@ionic/vue';`] : []),
      ...iconImports(icons),
      '</script>',
    ].join('\n'),
  ];
  if (demo.css) parts.push(`<style scoped>\n${demo.css.code.trimEnd()}\n</style>`);
  return [{ name: 'Example.vue', lang: 'vue', code: parts.join('\n\n'), line: demo.html.line, generated: true }];
}

/** The variants of a demo on a page of `version` (`v8`, `v7`). */
export function demoVariants(root: string, version: string, demo: Demo): DemoVariants {
  return {
    javascript: javascriptVariant(demo),
    angular: angularVariant(demo, root, version),
    react: reactVariant(demo, root, version),
    vue: vueVariant(demo, root, version),
  };
}
