/**
 * Checks the Ionic component markup in `html` and `vue` samples against the component metadata
 * (`dist/docs.json`) of the page's version: the tag exists, every attribute is a property of the
 * component (or a global HTML attribute, or framework syntax), Ionic events (`ionChange`…) are
 * events of that component, and a literal value of a property with a fixed set of values is one
 * of them (`fill="outlined"` is caught). Angular (`[prop]`, `(event)`) and Vue (`:prop`,
 * `@event`, `v-model`) bindings are checked by name.
 *
 *   npx tsx scripts/check/check-markup.ts [content/v8/api …]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFences, isLegacy, mdxSources, runSampleCheck, versionOfContentFile, type SampleProblem } from './code-fences.ts';
import { generatedDemoFiles } from '../../src/node/demos/generated-demo-files.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface MarkupSample {
  file: string;
  /** 1-based line of the sample's first code line in the MDX file. */
  line: number;
  code: string;
}

interface ComponentMeta {
  props: Map<string, { name: string; values: string[] | null }>;
  events: Set<string>;
}

interface DocsJson {
  components: Array<{
    tag: string;
    props: Array<{ name: string; attr?: string; values: Array<{ value?: string; type: string }> }>;
    events: Array<{ event: string }>;
  }>;
}

const metaCache = new Map<string, Map<string, ComponentMeta>>();

/** Tag → properties (by attribute and by property name) and events, for one version. */
function components(version: string): Map<string, ComponentMeta> {
  let map = metaCache.get(version);
  if (map) return map;
  const docs = JSON.parse(readFileSync(path.join(root, `node_modules/ionic-core-${version}/dist/docs.json`), 'utf8')) as DocsJson;
  map = new Map();
  for (const c of docs.components) {
    const props = new Map<string, { name: string; values: string[] | null }>();
    for (const p of c.props) {
      // A fixed set of values only when every option is a literal (no `string`, `number`…).
      const literals = p.values.filter((v) => v.type !== 'undefined');
      const fixed = literals.length > 0 && literals.every((v) => v.type === 'string' && v.value !== undefined);
      const entry = { name: p.name, values: fixed ? literals.map((v) => v.value as string) : null };
      props.set(p.name.toLowerCase(), entry);
      if (p.attr) props.set(p.attr, entry);
    }
    map.set(c.tag, { props, events: new Set(c.events.map((e) => e.event)) });
  }
  map.set('ion-icon', ionIconMeta());
  // The page wrapper of Ionic Vue and React: a framework component with no properties of its own.
  map.set('ion-page', { props: new Map(), events: new Set() });
  metaCache.set(version, map);
  return map;
}

/** `<ion-icon>` comes from Ionicons, not Ionic: its properties are read from the Ionicons typings. */
function ionIconMeta(): ComponentMeta {
  const typings = readFileSync(path.join(root, 'node_modules/ionicons/dist/types/components.d.ts'), 'utf8');
  const block = /interface IonIcon \{([\s\S]*?)\n {4}\}/.exec(typings)?.[1] ?? '';
  const props = new Map<string, { name: string; values: string[] | null }>();
  for (const [, name] of block.matchAll(/^\s*"(\w+)"\??:/gm)) {
    const entry = { name, values: null };
    props.set(name.toLowerCase(), entry);
    props.set(
      name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      entry,
    );
  }
  if (props.size === 0) throw new Error('Could not read the ion-icon properties from the Ionicons typings');
  return { props, events: new Set() };
}

/** Attributes every element takes, and framework directives that sit on Ionic components. */
const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'slot',
  'role',
  'tabindex',
  'hidden',
  'title',
  'lang',
  'dir',
  'part',
  'ref',
  'key',
  'is',
  'inert',
  'translate',
  'draggable',
  'spellcheck',
  'contenteditable',
  'autofocus',
  'popover',
  'exportparts',
  'nonce',
  'accesskey',
  'enterkeyhint',
  'inputmode',
  // Angular
  'ngmodel',
  'formcontrolname',
  'formcontrol',
  'formgroup',
  'formgroupname',
  'ngclass',
  'ngstyle',
  'ngif',
  'ngfor',
  'ngforof',
  'ngswitchcase',
  'ngswitchdefault',
  'ngtemplateoutlet',
  'routerlink',
  'routerlinkactive',
  'routerdirection',
  'routeranimation',
  'ngmodeloptions',
  // Vue
  'router-link',
  'router-direction',
  'router-animation',
]);

const DOM_EVENTS =
  /^(click|dblclick|input|change|submit|focus|blur|focusin|focusout|key(down|up|press)|mouse\w+|pointer\w+|touch\w+|scroll|load|error|wheel|drag\w*|drop|contextmenu|animation\w+|transition\w+|select|reset|toggle|copy|cut|paste)(\.\w+)*$/i;

/** `some-name` → `someName`. */
function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * The markup of an MDX file's samples: `html` and `vue` fences, the inline templates of
 * Angular components in `ts` fences (`template: \`…\``), and the Vue templates that demos
 * generate. Fences marked `legacy` are skipped.
 */
export function extractMarkup(file: string, source: string): MarkupSample[] {
  const samples: MarkupSample[] = [];
  for (const fence of codeFences(source)) {
    if (isLegacy(fence)) continue;
    if (fence.lang === 'html' || fence.lang === 'vue') samples.push({ file, line: fence.line, code: fence.code });
    if (fence.lang !== 'ts') continue;
    for (const template of fence.code.matchAll(/\btemplate:\s*`([^`]*)`/g)) {
      const offset = fence.code.slice(0, template.index + template[0].indexOf('`')).split('\n').length - 1;
      samples.push({ file, line: fence.line + offset, code: template[1] });
    }
  }
  // Generated demo variants: the Vue template binds icons; the other templates are the HTML fence itself.
  for (const generated of generatedDemoFiles(root, file, source))
    if (generated.lang === 'vue') samples.push({ file, line: generated.line, code: generated.code });
  return samples;
}

/** Each `<ion-…>` opening tag with its attributes (name, value or null) and line offset. */
function ionicTags(code: string): Array<{ tag: string; line: number; attributes: Array<[string, string | null]> }> {
  const tags: Array<{ tag: string; line: number; attributes: Array<[string, string | null]> }> = [];
  // Comments can hold markup that is not meant to be real.
  const text = code.replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '));
  for (const match of text.matchAll(/<(ion-[a-z0-9-]+)((?:\s+(?:[^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
    const attributes: Array<[string, string | null]> = [];
    for (const a of match[2].matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.push([a[1], a[2] ?? a[3] ?? a[4] ?? null]);
    }
    tags.push({ tag: match[1], line: text.slice(0, match.index).split('\n').length - 1, attributes });
  }
  return tags;
}

/** Problems of one attribute on a known component, or null when it is fine. */
function attributeProblem(tag: string, meta: ComponentMeta, rawName: string, value: string | null): string | null {
  let name = rawName;
  // Framework syntax: Angular [prop] (event) [(model)] *directive #ref; Vue :prop @event v-… #slot.
  if (/^#|^\*|^v-(?!on:|bind:)|^\[(attr|class|style)\./.test(name)) return null;
  let kind: 'prop' | 'event' | 'attribute' = 'attribute';
  if (/^\[\(.*\)\]$/.test(name)) return null; // two-way binding: ngModel and friends
  if (/^\(.*\)$/.test(name) || name.startsWith('@') || name.startsWith('v-on:')) {
    kind = 'event';
    name = name.replace(/^\(|\)$|^@|^v-on:/g, '');
  } else if (/^\[.*\]$/.test(name) || name.startsWith(':') || name.startsWith('v-bind:')) {
    kind = 'prop';
    name = name.replace(/^\[|\]$|^:|^v-bind:/g, '');
  }
  if (kind === 'event') {
    const event = camel(name.split('.')[0]);
    if (DOM_EVENTS.test(event) || !/^ion[A-Z]/.test(event)) return null;
    return meta.events.has(event) ? null : `<${tag}> has no event ${event}`;
  }
  const lower = name.toLowerCase();
  if (GLOBAL_ATTRIBUTES.has(lower) || lower.startsWith('aria-') || lower.startsWith('data-') || lower.startsWith('on')) return null;
  const prop = meta.props.get(lower) ?? meta.props.get(camel(name).toLowerCase());
  if (!prop) return `<${tag}> has no property or attribute ${rawName}`;
  if (kind === 'attribute' && value !== null && prop.values && !/[{}]/.test(value) && !prop.values.includes(value)) {
    return `<${tag} ${name}="${value}">: ${prop.name} takes ${prop.values.map((v) => `"${v}"`).join(', ')}`;
  }
  return null;
}

/** Checks markup samples; returns the problems, each at its line in the MDX file. */
export function checkMarkup(samples: MarkupSample[]): SampleProblem[] {
  const problems: SampleProblem[] = [];
  for (const sample of samples) {
    const version = versionOfContentFile(sample.file);
    const known = components(version);
    for (const { tag, line, attributes } of ionicTags(sample.code)) {
      const meta = known.get(tag);
      if (!meta) {
        problems.push({ file: sample.file, line: sample.line + line, message: `<${tag}> is not a component of Ionic ${version.slice(1)}` });
        continue;
      }
      for (const [name, value] of attributes) {
        const message = attributeProblem(tag, meta, name, value);
        if (message) problems.push({ file: sample.file, line: sample.line + line, message });
      }
    }
  }
  return problems;
}

/** All markup samples under the given content paths (default: all content). */
export function markupUnder(targets?: string[]): MarkupSample[] {
  return mdxSources(targets).flatMap(({ file, source }) => extractMarkup(file, source));
}

if (import.meta.url === `file://${process.argv[1]}`) runSampleCheck('markup samples', extractMarkup, checkMarkup);
