import { readFileSync } from 'node:fs';
import path from 'node:path';
import { versionsInReleaseOrder } from '../config/site-versions.ts';

/**
 * Component metadata: `@ionic/core`'s dist/docs.json (Stencil's docs-json output), installed
 * per site version as an npm alias (`ionic-core-v8`, `ionic-core-v7`). Only the fields the
 * pages use are typed here.
 */

export interface DocsTag {
  name: string;
  text?: string;
}

export interface CoreProp {
  name: string;
  type: string;
  attr?: string;
  docs: string;
  docsTags: DocsTag[];
  default?: string;
  deprecation?: string;
  optional: boolean;
  required: boolean;
}

export interface CoreParam {
  name: string;
  type: string;
  docs: string;
}

export interface CoreMethod {
  name: string;
  signature: string;
  parameters: CoreParam[];
  returns: { type: string; docs: string };
  docs: string;
  docsTags: DocsTag[];
  deprecation?: string;
}

export interface CoreEvent {
  event: string;
  detail: string;
  bubbles: boolean;
  docs: string;
  docsTags: DocsTag[];
  deprecation?: string;
}

export interface CoreStyle {
  name: string;
  annotation: string;
  docs: string;
  mode?: string;
}

export interface CoreNamed {
  name: string;
  docs: string;
}

export interface CoreComponent {
  tag: string;
  encapsulation: 'shadow' | 'scoped' | 'none';
  docs: string;
  docsTags: DocsTag[];
  props: CoreProp[];
  methods: CoreMethod[];
  events: CoreEvent[];
  styles: CoreStyle[];
  slots: CoreNamed[];
  parts: CoreNamed[];
  deprecation?: string;
}

export interface CoreDocs {
  /** The alias folder, e.g. `ionic-core-v8`. */
  alias: string;
  packageName: string;
  packageVersion: string;
  components: CoreComponent[];
}

const cache = new Map<string, CoreDocs>();

export function coreAlias(version: string): string {
  return `ionic-core-${version}`;
}

/** Loads `node_modules/ionic-core-<version>/dist/docs.json`, or null when that alias is not installed. */
export function loadCoreDocs(root: string, version: string): CoreDocs | null {
  const key = `${root}\0${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const dir = path.join(root, 'node_modules', coreAlias(version));
  let pkg: { name: string; version: string };
  try {
    pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
  } catch {
    return null;
  }
  const json = JSON.parse(readFileSync(path.join(dir, 'dist/docs.json'), 'utf8')) as { components: CoreComponent[] };
  const docs: CoreDocs = {
    alias: coreAlias(version),
    packageName: pkg.name,
    packageVersion: pkg.version,
    components: [...json.components].sort((a, b) => a.tag.localeCompare(b.tag)),
  };
  cache.set(key, docs);
  return docs;
}

/** `ion-button` → `button` (the page slug under api/). */
export function componentSlug(tag: string): string {
  return tag.replace(/^ion-/, '');
}

/** The deprecation message of a member (docs.json `deprecation` or an `@deprecated` tag); undefined when not deprecated. */
export function deprecationOf(member: { deprecation?: string; docsTags: DocsTag[] }): string | undefined {
  if (typeof member.deprecation === 'string') return member.deprecation;
  const tag = member.docsTags.find((t) => t.name === 'deprecated');
  return tag ? (tag.text ?? '') : undefined;
}

export type MemberKind = 'props' | 'events' | 'methods' | 'parts' | 'styles' | 'slots';

export function memberNames(component: CoreComponent, kind: MemberKind): Set<string> {
  if (kind === 'events') return new Set(component.events.map((e) => e.event));
  return new Set((component[kind] as { name: string }[]).map((m) => m.name));
}

/** Neighbouring site versions of `version` whose metadata is installed: the one before and the one after. */
export function neighbours(root: string, version: string): { previous?: { version: string; docs: CoreDocs }; next?: { version: string; docs: CoreDocs } } {
  const order = versionsInReleaseOrder();
  const i = order.indexOf(version);
  if (i === -1) return {};
  const prevName = order[i - 1];
  const nextName = order[i + 1];
  const prevDocs = prevName ? loadCoreDocs(root, prevName) : null;
  const nextDocs = nextName ? loadCoreDocs(root, nextName) : null;
  return {
    previous: prevName && prevDocs ? { version: prevName, docs: prevDocs } : undefined,
    next: nextName && nextDocs ? { version: nextName, docs: nextDocs } : undefined,
  };
}

/** The generated sections of a component page, in page order, with their headings. */
export const API_SECTIONS = {
  props: 'Properties',
  events: 'Events',
  methods: 'Methods',
  parts: 'CSS Shadow Parts',
  styles: 'CSS Custom Properties',
  slots: 'Slots',
} as const;
