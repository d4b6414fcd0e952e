import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { coreAlias, type CoreComponent, type CoreDocs, type DocsTag } from './api-data.ts';

/**
 * `<ion-icon>` is not part of @ionic/core's docs.json: it comes from the Ionicons package that
 * each @ionic/core release depends on. Ionicons publishes no docs.json, but its Stencil
 * collection build (`dist/collection/components/icon/icon.js`) carries the same compiler
 * metadata as a static `properties` getter; this module reads that and shapes it like a
 * docs.json component, so the API page is generated the same way as every other one.
 */

export const ICON_TAG = 'ion-icon';

interface CollectionProp {
  type: string;
  complexType: { original: string; resolved: string };
  required: boolean;
  optional: boolean;
  docs: { tags: DocsTag[]; text: string };
  attribute?: string;
  defaultValue?: string;
}

/** The folder of the Ionicons release that `ionic-core-<version>` resolves, or null when it is not installed. */
export function ioniconsDir(root: string, version: string): string | null {
  const core = path.join(root, 'node_modules', coreAlias(version));
  if (!existsSync(core)) return null;
  // Node's lookup order; ionicons' `exports` map hides package.json from require.resolve.
  for (const dir of [path.join(core, 'node_modules/ionicons'), path.join(root, 'node_modules/ionicons')])
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  return null;
}

/** The object literal returned by `static get properties()`; Stencil writes it as JSON. */
export function collectionProperties(source: string, file: string): Record<string, CollectionProp> {
  const m = /static get properties\(\) \{\s*return (\{[\s\S]*?\n\s*\});\s*\}\s*static get/.exec(source);
  if (!m) throw new Error(`${file}: no "static get properties()" block (has the Ionicons build format changed?)`);
  try {
    return JSON.parse(m[1]) as Record<string, CollectionProp>;
  } catch (error) {
    throw new Error(`${file}: the properties block is not JSON: ${(error as Error).message}`);
  }
}

const cache = new Map<string, CoreDocs | null>();

/** Ionicons' `ion-icon` as a one-component docs object for `version`, or null when Ionicons is not installed. */
export function loadIoniconsDocs(root: string, version: string): CoreDocs | null {
  const key = `${root}\0${version}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const dir = ioniconsDir(root, version);
  let docs: CoreDocs | null = null;
  if (dir) {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
    const file = path.join(dir, 'dist/collection/components/icon/icon.js');
    const props = collectionProperties(readFileSync(file, 'utf8'), file);
    const component: CoreComponent = {
      tag: ICON_TAG,
      encapsulation: 'shadow',
      docs: '',
      docsTags: [],
      props: Object.entries(props)
        // `mode` is read from the document by Ionicons itself; Ionic sets it, apps do not.
        .filter(([name]) => name !== 'mode')
        .map(([name, p]) => ({
          name,
          type: p.complexType.resolved,
          attr: p.attribute,
          docs: p.docs.text,
          docsTags: p.docs.tags,
          default: p.defaultValue,
          optional: p.optional,
          required: p.required,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      methods: [],
      events: [],
      styles: [],
      slots: [],
      parts: [],
    };
    docs = { alias: path.relative(path.join(root, 'node_modules'), dir), packageName: pkg.name, packageVersion: pkg.version, components: [component] };
  }
  cache.set(key, docs);
  return docs;
}
