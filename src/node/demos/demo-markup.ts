import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { CoreComponent } from '../reference/api-data.ts';

/**
 * Reading a demo's HTML: which components and icons it uses, and its React (JSX) form. The
 * Angular and Vue templates keep the HTML as written (both take kebab-case attributes), so
 * only React needs a translation: PascalCase components, camelCase props, and values typed from
 * the component metadata (`max="10"` → `max={10}` where the property is a number).
 */

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** `ion-item-sliding` → `IonItemSliding`; `trash-outline` → `trashOutline`. */
export const pascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
export const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const isElement = (node: Node): node is Element => 'tagName' in node;

function walk(nodes: readonly Node[], visit: (element: Element) => void): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    visit(node);
    walk(node.tagName === 'template' ? (node as unknown as { content: { childNodes: Node[] } }).content.childNodes : node.childNodes, visit);
  }
}

/** The markups parsed last, newest last: a demo's markup is read four or five times in a row (icons, document, variants, projects). */
const recentlyParsed = new Map<string, readonly Node[]>();
const RECENT_MARKUPS = 8;

/**
 * The nodes of a piece of markup. Shared between callers, who only read them: parsing each
 * demo's markup once instead of at every use took the demos step of a build (1,030 demos) from
 * ~0.87 to ~0.65 s when run alone.
 */
export function parseMarkup(html: string): readonly Node[] {
  let nodes = recentlyParsed.get(html);
  if (nodes) recentlyParsed.delete(html);
  else nodes = parseFragment(html).childNodes;
  recentlyParsed.set(html, nodes);
  if (recentlyParsed.size > RECENT_MARKUPS) recentlyParsed.delete(recentlyParsed.keys().next().value as string);
  return nodes;
}

/** The Ionic components (tags) and ionicons (names) a piece of markup uses, sorted. */
export function markupUses(html: string): { tags: string[]; icons: string[] } {
  const tags = new Set<string>();
  const icons = new Set<string>();
  walk(parseMarkup(html), (el) => {
    if (el.tagName.startsWith('ion-')) tags.add(el.tagName);
    if (el.tagName === 'ion-icon') {
      for (const name of ['name', 'ios', 'md']) {
        const value = el.attrs.find((a) => a.name === name)?.value;
        if (value) icons.add(value);
      }
    }
  });
  return { tags: [...tags].sort(), icons: [...icons].sort() };
}

/** An attribute that takes an icon by name on an Ionic component (`search-icon`, `toggle-icon`, `icon`). */
const ICON_ATTRIBUTE = /(^|-)icon$/;
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Names given to icon properties of components (`<ion-searchbar search-icon="location">`):
 * candidates only, since some of those properties also take other names (a refresher's
 * `pulling-icon` takes spinner names); callers keep the ones ionicons has.
 */
export function propertyIconCandidates(html: string): string[] {
  const found = new Set<string>();
  walk(parseMarkup(html), (el) => {
    if (!el.tagName.startsWith('ion-') || el.tagName === 'ion-icon') return;
    for (const a of el.attrs) if (ICON_ATTRIBUTE.test(a.name) && ICON_NAME.test(a.value)) found.add(a.value);
  });
  return [...found].sort();
}

/** Icon names a script sets: `icon: 'trash'`, `.icon = 'heart'`, `setAttribute('name', 'star')`. */
export function scriptIcons(js: string): string[] {
  const found = new Set<string>();
  for (const m of js.matchAll(/\b(?:icon|name|ios|md)\s*[:=]\s*['"]([a-z0-9-]+)['"]/g)) found.add(m[1]);
  for (const m of js.matchAll(/setAttribute\(\s*['"](?:name|icon)['"]\s*,\s*['"]([a-z0-9-]+)['"]/g)) found.add(m[1]);
  return [...found];
}

/** Whether markup brings its own page structure, so the demo shell adds only `<ion-app>`. */
export function isFullPage(tags: string[]): boolean {
  return tags.some((t) => ['ion-app', 'ion-content', 'ion-tabs', 'ion-split-pane', 'ion-menu', 'ion-nav', 'ion-router'].includes(t));
}

// ---- React ------------------------------------------------------------------------------

/** HTML attribute → React prop, where they differ. */
const REACT_ATTRIBUTES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  datetime: 'dateTime',
  novalidate: 'noValidate',
  accesskey: 'accessKey',
  referrerpolicy: 'referrerPolicy',
};
const HTML_BOOLEANS = new Set(['disabled', 'checked', 'hidden', 'required', 'multiple', 'selected', 'readonly', 'autofocus', 'open', 'novalidate', 'inert']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface JsxContext {
  /** Component metadata by tag, to type property values. */
  components: Map<string, CoreComponent>;
  /** Icon names given to icon properties that become imported icon data. */
  propertyIcons: Set<string>;
}

const escapeText = (text: string) => text.replace(/[{}<>]/g, (c) => `{'${c}'}`).replace(/&(?=[a-zA-Z#][a-zA-Z0-9]*;)/g, '&amp;');
const quote = (value: string) => (value.includes('"') ? `{${JSON.stringify(value)}}` : `"${value}"`);

function reactAttribute(el: Element, name: string, value: string, ctx: JsxContext): string {
  if (el.tagName === 'ion-icon' && (name === 'name' || name === 'ios' || name === 'md')) {
    return `${name === 'name' ? 'icon' : name}={${camelCase(value)}}`;
  }
  if (name.startsWith('aria-') || name.startsWith('data-')) return `${name}=${quote(value)}`;
  const component = el.tagName.startsWith('ion-') ? ctx.components.get(el.tagName) : undefined;
  const prop = component?.props.find((p) => p.attr === name);
  if (prop && ICON_ATTRIBUTE.test(name) && ctx.propertyIcons.has(value)) return `${prop.name}={${camelCase(value)}}`;
  if (prop) {
    const type = prop.type.replace(/\bundefined\b|\bnull\b/g, '');
    if (/\bboolean\b/.test(type) && (value === '' || value === 'true' || value === 'false')) return value === 'false' ? `${prop.name}={false}` : prop.name;
    if (/\bnumber\b/.test(type) && !/\bstring\b/.test(type) && value.trim() !== '' && Number.isFinite(Number(value))) return `${prop.name}={${Number(value)}}`;
    return `${prop.name}=${quote(value)}`;
  }
  const reactName = REACT_ATTRIBUTES[name] ?? name;
  if (HTML_BOOLEANS.has(name) && (value === '' || value === name)) return reactName;
  return `${reactName}=${quote(value)}`;
}

function openTag(el: Element, ctx: JsxContext): { name: string; attributes: string[] } {
  const name = el.tagName.startsWith('ion-') ? pascalCase(el.tagName) : el.tagName;
  return { name, attributes: el.attrs.map((a) => reactAttribute(el, a.name, a.value, ctx)) };
}

const hasText = (el: Element) => el.childNodes.some((n) => n.nodeName === '#text' && 'value' in n && n.value.trim() !== '');

function inline(nodes: Node[], ctx: JsxContext): string {
  return nodes
    .map((node) => {
      if (node.nodeName === '#text' && 'value' in node) return escapeText(node.value.replace(/\s+/g, ' '));
      if (node.nodeName === '#comment') return '';
      if (!isElement(node)) return '';
      const { name, attributes } = openTag(node, ctx);
      const attrs = attributes.length ? ` ${attributes.join(' ')}` : '';
      if (node.childNodes.length === 0) return `<${name}${attrs} />`;
      return `<${name}${attrs}>${inline(node.childNodes, ctx)}</${name}>`;
    })
    .join('');
}

const MAX_LINE = 100;

function block(nodes: Node[], indent: string, ctx: JsxContext): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#comment' && 'data' in node) {
      lines.push(`${indent}{/* ${node.data.trim()} */}`);
      continue;
    }
    if (node.nodeName === '#text' && 'value' in node) {
      const text = node.value.replace(/\s+/g, ' ').trim();
      if (text) lines.push(`${indent}${escapeText(text)}`);
      continue;
    }
    if (!isElement(node)) continue;
    const { name, attributes } = openTag(node, ctx);
    const oneLine = `<${name}${attributes.length ? ` ${attributes.join(' ')}` : ''}`;
    const multi = indent.length + oneLine.length > MAX_LINE && attributes.length > 1;
    const head = multi ? [`${indent}<${name}`, ...attributes.map((a) => `${indent}  ${a}`)] : [`${indent}${oneLine}`];
    const close = multi ? `${indent}` : '';
    const children = node.childNodes.filter((n) => !(n.nodeName === '#text' && 'value' in n && n.value.trim() === ''));
    if (children.length === 0 || VOID.has(node.tagName)) {
      if (multi) lines.push(...head, `${close}/>`);
      else lines.push(`${head[0]} />`);
      continue;
    }
    if (hasText(node)) {
      const content = inline(node.childNodes, ctx).trim();
      if (multi) lines.push(...head, `${close}>`, `${indent}  ${content}`, `${indent}</${name}>`);
      else if (indent.length + oneLine.length + content.length + name.length + 4 <= MAX_LINE) lines.push(`${head[0]}>${content}</${name}>`);
      else lines.push(`${head[0]}>`, `${indent}  ${content}`, `${indent}</${name}>`);
      continue;
    }
    if (multi) lines.push(...head, `${close}>`);
    else lines.push(`${head[0]}>`);
    lines.push(...block(node.childNodes, `${indent}  `, ctx), `${indent}</${name}>`);
  }
  return lines;
}

/** The JSX of a demo's markup, indented for a component's `return (…)`. */
export function markupToJsx(html: string, indent: string, ctx: JsxContext): string {
  const nodes = parseMarkup(html).filter((n) => !(n.nodeName === '#text' && 'value' in n && n.value.trim() === ''));
  const roots = nodes.filter((n) => n.nodeName !== '#comment');
  if (roots.length === 1 && nodes.length === 1) return block(nodes, indent, ctx).join('\n');
  return [`${indent}<>`, ...block(nodes, `${indent}  `, ctx), `${indent}</>`].join('\n');
}

/** The Vue template: the HTML as written, with ionicons (and icon properties' icons) bound as imported icon data. */
export function markupForVue(html: string, propertyIcons: Set<string>): string {
  return html.replace(/<ion-[a-z-]+\b[^>]*>/g, (tag) => {
    if (tag.startsWith('<ion-icon'))
      return tag.replace(
        /(\s)(name|ios|md)="([a-z0-9-]+)"/g,
        (_m, space: string, attr: string, icon: string) => `${space}:${attr === 'name' ? 'icon' : attr}="${camelCase(icon)}"`,
      );
    return tag.replace(/(\s)([a-z-]*icon)="([a-z0-9-]+)"/g, (whole, space: string, attr: string, icon: string) =>
      propertyIcons.has(icon) ? `${space}:${attr}="${camelCase(icon)}"` : whole,
    );
  });
}
