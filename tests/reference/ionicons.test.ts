import { describe, expect, it } from 'vitest';
import type { Cell, SummaryData } from '../../src/shared/reference-types.ts';
import { collectionProperties, loadIoniconsDocs } from '../../src/node/reference/ionicons-data.ts';
import { dataOf, definitionIn, expand, isElement, readJson, row, section, subsections } from './helpers.ts';

/**
 * `<ApiReference tag="ion-icon" />` is generated from the Ionicons release that ionic-core-v8
 * resolves (its Stencil collection metadata), not from @ionic/core's docs.json.
 */
describe('ion-icon reference', () => {
  const pkg = readJson<{ version: string }>('node_modules/ionic-core-v8/node_modules/ionicons/package.json');

  it('states the Ionicons package and lists its properties with attributes and defaults', () => {
    const tree = expand('v8', 'ApiReference', { tag: 'ion-icon' }, 'content');
    const summary = dataOf<SummaryData>(tree.children.find((n) => isElement(n, 'RefSummary'))!);
    expect(summary.facts.find((f) => f.label === 'Package')?.cell).toEqual({ code: `ionicons@${pkg.version}` });
    // Ionicons is not diffed against the Ionic majors: no "New in v8" on a component v7's docs.json lacks.
    expect(summary.badges ?? []).toEqual([]);
    const props = subsections(section(tree, 'Properties')!.nodes);
    expect(props.map((p) => p.title)).toEqual(expect.arrayContaining(['color', 'flipRtl', 'ios', 'lazy', 'md', 'name', 'sanitize', 'size', 'src']));
    expect(props.map((p) => p.title)).not.toContain('mode');
    const flip = definitionIn(props.find((p) => p.title === 'flipRtl')!.nodes);
    expect(row(flip, 'Attribute')).toEqual({ code: 'flip-rtl' } satisfies Cell);
    const sanitize = definitionIn(props.find((p) => p.title === 'sanitize')!.nodes);
    expect(row(sanitize, 'Default')).toEqual({ code: 'true' } satisfies Cell);
    expect(section(tree, 'Events')).toBeUndefined();
  });

  it('reads the collection metadata, and says which file when the format changes', () => {
    expect(loadIoniconsDocs(process.cwd(), 'v8')?.packageVersion).toBe(pkg.version);
    expect(() => collectionProperties('export class Icon {}', 'icon.js')).toThrow(/icon\.js: no "static get properties\(\)" block/);
  });
});
