import { describe, expect, it } from 'vitest';
import type { Badge, Cell, SummaryData } from '../../src/shared/reference-types.ts';
import { linkContext, renderMarkdown } from '../../src/node/reference/markdown.ts';
import { FAMILIES, componentSummary } from '../../src/node/reference/api-families.ts';
import { dataOf, definitionIn, expand, expandStub, isElement, readJson, root, row, section, sections, subsections, tablesIn, VERSIONS } from './helpers.ts';

/**
 * For every component of both versions: the generated page equals @ionic/core's docs.json —
 * names, order, types, attributes, defaults, descriptions, bubbles, signatures, parameters,
 * parts, CSS variables per mode, slots, deprecations and the version-diff badges.
 */

interface Tag {
  name: string;
  text?: string;
}
interface Comp {
  tag: string;
  docs: string;
  props: { name: string; type: string; attr?: string; default?: string; docs: string; docsTags: Tag[]; deprecation?: string }[];
  events: { event: string; bubbles: boolean; docs: string; docsTags: Tag[]; deprecation?: string }[];
  methods: { name: string; signature: string; docs: string; docsTags: Tag[]; parameters: { name: string; type: string; docs: string }[] }[];
  parts: { name: string; docs: string }[];
  slots: { name: string; docs: string }[];
  styles: { name: string; docs: string; mode?: string }[];
}

const docs = Object.fromEntries(VERSIONS.map((v) => [v, readJson<{ components: Comp[] }>(`node_modules/ionic-core-${v}/dist/docs.json`).components])) as Record<
  string,
  Comp[]
>;
const other = (v: string) => (v === 'v8' ? 'v7' : 'v8');
const md = (v: string, s: string) => renderMarkdown(s, linkContext(root, v));
const deprecation = (m: { deprecation?: string; docsTags: Tag[] }) =>
  m.deprecation ?? m.docsTags.find((t) => t.name === 'deprecated')?.text ?? (m.docsTags.some((t) => t.name === 'deprecated') ? '' : undefined);
const kinds = (cell: Cell | { badges?: Badge[] }) => (cell.badges ?? []).map((b) => b.kind).sort();

/** Expected diff badges: on v8, "new" for what v7 lacks; on v7, "removed" for what v8 lacks. */
function expectedDiff(version: string, tag: string, pick: (c: Comp) => string[], name: string): string[] {
  const otherComp = docs[other(version)].find((c) => c.tag === tag);
  if (!otherComp || pick(otherComp).includes(name)) return [];
  return [version === 'v8' ? 'new' : 'removed'];
}

for (const version of VERSIONS) {
  describe(`component API pages ${version}`, () => {
    it(`has one generated page per component (${docs[version].length})`, () => {
      expect(docs[version].length).toBe(version === 'v8' ? 95 : 87);
    });

    for (const comp of docs[version]) {
      it(`${comp.tag} equals its docs.json`, () => {
        const tree = expandStub(version, `api/${comp.tag.slice(4)}`);
        const titles = sections(tree).map((s) => s.title);
        const expectedTitles = [
          '',
          ...(comp.props.length ? ['Properties'] : []),
          ...(comp.events.length ? ['Events'] : []),
          ...(comp.methods.length ? ['Methods'] : []),
          ...(comp.parts.length ? ['CSS Shadow Parts'] : []),
          ...(comp.styles.length ? ['CSS Custom Properties'] : []),
          ...(comp.slots.length ? ['Slots'] : []),
        ];
        expect(titles).toEqual(expectedTitles);

        // Summary: the component's own docs when it has them, else our one-liner; component-level diff badge.
        const summary = dataOf<SummaryData>(tree.children[0]);
        expect(isElement(tree.children[0], 'RefSummary')).toBe(true);
        expect(summary.html).toBe(md(version, comp.docs.trim() || componentSummary(comp.tag, version) || ''));
        const inOther = docs[other(version)].some((c) => c.tag === comp.tag);
        expect(summary.badges.map((b) => b.kind)).toEqual(inOther ? [] : [version === 'v8' ? 'new' : 'removed']);

        if (comp.props.length) {
          const subs = subsections(section(tree, 'Properties')!.nodes);
          expect(subs.map((s) => s.title)).toEqual(comp.props.map((p) => p.name));
          comp.props.forEach((prop, i) => {
            const def = definitionIn(subs[i].nodes);
            expect(row(def, 'Description').html).toBe(md(version, prop.docs));
            expect(row(def, 'Attribute')).toEqual(prop.attr ? { code: prop.attr } : { text: 'none (set it as a property)' });
            expect(row(def, 'Type')).toEqual({ code: prop.type });
            expect(row(def, 'Default')).toEqual({ code: prop.default ?? 'undefined' });
            const dep = deprecation(prop);
            const expectedKinds = [
              ...(dep !== undefined ? ['deprecated'] : []),
              ...expectedDiff(version, comp.tag, (c) => c.props.map((p) => p.name), prop.name),
            ].sort();
            expect(kinds(def)).toEqual(expectedKinds);
            if (dep) expect(def.badges?.find((b) => b.kind === 'deprecated')?.html).toBe(md(version, dep));
          });
        }

        if (comp.events.length) {
          const [table] = tablesIn(section(tree, 'Events')!.nodes);
          expect(table.columns).toEqual(['Name', 'Description', 'Bubbles']);
          expect(table.rows.map((r) => r[0].code)).toEqual(comp.events.map((e) => e.event));
          comp.events.forEach((event, i) => {
            expect(table.rows[i][1].html).toBe(md(version, event.docs));
            expect(table.rows[i][2].text).toBe(event.bubbles ? 'Yes' : 'No');
            const expectedKinds = [
              ...(deprecation(event) !== undefined ? ['deprecated'] : []),
              ...expectedDiff(version, comp.tag, (c) => c.events.map((e) => e.event), event.event),
            ].sort();
            expect(kinds(table.rows[i][0])).toEqual(expectedKinds);
          });
        }

        if (comp.methods.length) {
          const subs = subsections(section(tree, 'Methods')!.nodes);
          expect(subs.map((s) => s.title)).toEqual(comp.methods.map((m) => m.name));
          comp.methods.forEach((method, i) => {
            const def = definitionIn(subs[i].nodes);
            expect(row(def, 'Description').html).toBe(md(version, method.docs));
            expect(row(def, 'Signature')).toEqual({ code: method.signature });
            expect(kinds(def)).toEqual(expectedDiff(version, comp.tag, (c) => c.methods.map((m) => m.name), method.name));
            const tables = tablesIn(subs[i].nodes);
            if (method.parameters.length === 0) expect(tables).toEqual([]);
            else {
              expect(tables[0].rows.map((r) => [r[0].code, r[1].code, r[2].html])).toEqual(method.parameters.map((p) => [p.name, p.type, md(version, p.docs)]));
            }
          });
        }

        if (comp.parts.length) {
          const [table] = tablesIn(section(tree, 'CSS Shadow Parts')!.nodes);
          expect(table.rows.map((r) => [r[0].code, r[1].html])).toEqual(comp.parts.map((p) => [p.name, md(version, p.docs)]));
          comp.parts.forEach((p, i) => expect(kinds(table.rows[i][0])).toEqual(expectedDiff(version, comp.tag, (c) => c.parts.map((x) => x.name), p.name)));
        }

        if (comp.styles.length) {
          const nodes = section(tree, 'CSS Custom Properties')!.nodes;
          const perMode = (mode: string) => {
            const seen = new Set<string>();
            return comp.styles
              .filter((s) => (s.mode === mode || s.mode === undefined) && (seen.has(s.name) ? false : (seen.add(s.name), true)))
              .map((s) => [s.name, md(version, s.docs)]);
          };
          const key = (mode: string) => JSON.stringify(comp.styles.filter((s) => s.mode === mode || s.mode === undefined).map((s) => [s.name, s.docs]));
          const tables = tablesIn(nodes);
          const tabbed = nodes.some((n) => isElement(n, 'Tabs'));
          if (key('ios') === key('md')) {
            expect(tabbed).toBe(false);
            expect(tables).toHaveLength(1);
            expect(tables[0].rows.map((r) => [r[0].code, r[1].html])).toEqual(perMode('ios'));
          } else {
            expect(tabbed).toBe(true);
            expect(tables).toHaveLength(2);
            expect(tables[0].rows.map((r) => [r[0].code, r[1].html])).toEqual(perMode('ios'));
            expect(tables[1].rows.map((r) => [r[0].code, r[1].html])).toEqual(perMode('md'));
          }
          for (const table of tables)
            for (const r of table.rows) expect(kinds(r[0])).toEqual(expectedDiff(version, comp.tag, (c) => c.styles.map((s) => s.name), r[0].code as string));
        }

        if (comp.slots.length) {
          const [table] = tablesIn(section(tree, 'Slots')!.nodes);
          expect(table.rows.map((r) => [r[0].code ?? '', r[1].html])).toEqual(comp.slots.map((s) => [s.name, md(version, s.docs)]));
          table.rows.forEach((r, i) => {
            if (!comp.slots[i].name) expect(r[0].text).toBe('(default)');
            expect(kinds(r[0])).toEqual(expectedDiff(version, comp.tag, (c) => c.slots.map((s) => s.name), comp.slots[i].name));
          });
        }
      });
    }

    it('under a hand-written page, the generated part has no summary text but the same sections', () => {
      const standalone = expand(version, 'ApiReference', { tag: 'ion-button' }, '.generated');
      const embedded = expand(version, 'ApiReference', { tag: 'ion-button' }, 'content');
      expect(dataOf<SummaryData>(embedded.children[0]).html).toBeUndefined();
      expect(embedded.children.slice(1)).toEqual(standalone.children.slice(1));
    });

    it('the index lists every component once, linked to its page, with a summary', () => {
      const tree = expand(version, 'ApiReference', { index: null }, 'content');
      const tables = tablesIn(tree.children);
      const rows = tables.flatMap((t) => t.rows);
      const base = version === 'v8' ? '/docs/' : '/docs/v7/';
      expect(rows.map((r) => r[0].code).sort()).toEqual(docs[version].map((c) => c.tag).sort());
      for (const r of rows) {
        expect(r[0].href).toBe(`${base}api/${(r[0].code as string).slice(4)}`);
        expect(r[1].text).toBe(componentSummary(r[0].code as string, version));
      }
    });
  });
}

describe('component families', () => {
  it('place every component of both versions exactly once, with a summary', () => {
    const placed = FAMILIES.flatMap((f) => f.tags);
    expect(new Set(placed).size).toBe(placed.length);
    for (const version of VERSIONS) {
      for (const comp of docs[version]) {
        expect(placed, comp.tag).toContain(comp.tag);
        expect(componentSummary(comp.tag, version), comp.tag).toBeTruthy();
      }
    }
  });

  it('the v8 overview marks components v7 does not have as new', () => {
    const tree = expand('v8', 'ApiReference', { families: null }, 'content');
    const data = dataOf<{ families: { members: { tag: string; isNew: boolean }[] }[] }>(tree.children[0]);
    const members = data.families.flatMap((f) => f.members);
    const v7 = new Set(docs.v7.map((c) => c.tag));
    expect(members.length).toBe(docs.v8.length);
    for (const m of members) expect(m.isNew, m.tag).toBe(!v7.has(m.tag));
    expect(members.filter((m) => m.isNew).map((m) => m.tag)).toContain('ion-input-otp');
  });
});
