import { existsSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import type { SummaryData } from '../../src/shared/reference-types.ts';
import { docgenFromTypings, loadNativePlugin, type NativeDocs, type PackageJson } from '../../src/node/reference/native-data.ts';
import { linkContext, renderMarkdown } from '../../src/node/reference/markdown.ts';
import { referenceSidebarItems, referenceStubs } from '../../src/node/reference/generators.ts';
import {
  dataOf,
  definitionIn,
  expand,
  expandStub,
  htmlText,
  inventoryDocIds,
  readJson,
  root,
  row,
  section,
  sections,
  subsections,
  tablesIn,
  VERSIONS,
} from './helpers.ts';

/**
 * For every Capacitor plugin of both versions: the page equals the package's metadata — methods
 * with signatures, parameters and return types, interfaces, type aliases, enums, configuration —
 * and every type link lands on a heading of the page.
 */

const ALIAS = /^capacitor-(.+)-(v\d+)$/;
const pkg = readJson<{ devDependencies: Record<string, string> }>('package.json');
const pluginIds = (version: string) =>
  Object.keys(pkg.devDependencies)
    .map((n) => ALIAS.exec(n))
    .filter((m): m is RegExpExecArray => m !== null && m[2] === version)
    .map((m) => m[1])
    .sort();

/** The package's own dist/docs.json when it ships one; else what the generator derived (checked separately below). */
function metadata(version: string, id: string): NativeDocs {
  const file = `node_modules/capacitor-${id}-${version}/dist/docs.json`;
  return existsSync(path.join(root, file)) ? readJson<NativeDocs>(file) : loadNativePlugin(root, version, id).docs;
}

function headingIds(tree: Root): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  visit(tree, 'heading', (h) => {
    ids.add(slugger.slug(toString(h).trim()));
  });
  return ids;
}

for (const version of VERSIONS) {
  const ctx = linkContext(root, version);
  const md = (s: string) => renderMarkdown(s, ctx);
  const ids = pluginIds(version);

  describe(`native plugin pages ${version}`, () => {
    it('cover the 24 plugins of the inventory', () => {
      expect(ids).toHaveLength(24);
      const generated = referenceStubs(root, version)
        .filter((s) => s.docId.startsWith('native/'))
        .map((s) => s.docId)
        .sort();
      const inventory = inventoryDocIds(version)
        .filter((d) => d.startsWith('native/') && d !== 'native/setup' && d !== 'native/faq')
        .sort();
      expect(generated).toEqual(inventory);
      const inSidebar = JSON.stringify(referenceSidebarItems(root, version, 'native')).match(/native\/[a-z-]+/g) ?? [];
      expect(inSidebar.sort()).toEqual(generated);
    });

    for (const id of ids) {
      it(`${id} equals its package metadata`, () => {
        const docs = metadata(version, id);
        const plugin = loadNativePlugin(root, version, id);
        const tree = expandStub(version, `native/${id}`);
        const major = plugin.packageVersion.split('.')[0];
        expect(plugin.packageVersion.startsWith(version === 'v8' ? '7.' : '5.')).toBe(true);

        const summary = dataOf<SummaryData>(tree.children[0]);
        expect(summary.facts[0].cell.code).toBe(`@capacitor/${id}@${plugin.packageVersion}`);
        const install = section(tree, 'Install')!.nodes.find((n) => n.type === 'code') as Code;
        expect(install.value).toBe(`npm install @capacitor/${id}@${major}\nnpx cap sync`);

        const titles = sections(tree).map((s) => s.title);
        expect(titles).toContain('Platform Support');
        expect(titles.includes('API')).toBe((docs.api?.methods.length ?? 0) > 0);
        expect(titles.includes('Interfaces')).toBe(docs.interfaces.length > 0);
        expect(titles.includes('Type Aliases')).toBe(docs.typeAliases.length > 0);
        expect(titles.includes('Enums')).toBe(docs.enums.length > 0);
        expect(titles.includes('Configuration')).toBe(docs.pluginConfigs.some((c) => c.properties.length > 0));

        if (docs.api && docs.api.methods.length) {
          const subs = subsections(section(tree, 'API')!.nodes);
          expect(subs).toHaveLength(docs.api.methods.length);
          docs.api.methods.forEach((m, i) => {
            expect(subs[i].title.startsWith(`${m.name}(`)).toBe(true);
            const def = definitionIn(subs[i].nodes);
            expect(htmlText(row(def, 'Signature').html!)).toBe(`${m.name}${m.signature}`);
            expect(htmlText(row(def, 'Returns').html!)).toBe(m.returns);
            expect(row(def, 'Description').html).toBe(md(m.docs));
            expect(row(def, 'Since').text).toBe(m.tags.find((t) => t.name === 'since')?.text ?? '');
            const tables = tablesIn(subs[i].nodes);
            if (m.parameters.length === 0) expect(tables).toEqual([]);
            else expect(tables[0].rows.map((r) => [r[0].code, htmlText(r[1].html!), r[2].html])).toEqual(m.parameters.map((p) => [p.name, p.type, md(p.docs)]));
          });
          // Overloads get distinct headings.
          expect(new Set(subs.map((s) => s.title)).size).toBe(subs.length);
        }

        if (docs.interfaces.length) {
          const subs = subsections(section(tree, 'Interfaces')!.nodes);
          expect(subs.map((s) => s.title)).toEqual(docs.interfaces.map((i) => i.name));
          docs.interfaces.forEach((iface, i) => {
            const tables = tablesIn(subs[i].nodes);
            const props = tables.find((t) => t.columns[0] === 'Property');
            if (iface.properties.length === 0) expect(props).toBeUndefined();
            else {
              expect(props!.rows.map((r) => [r[0].code, htmlText(r[1].html!), r[2].html, r[3].code ?? '', r[4].text])).toEqual(
                iface.properties.map((p) => [
                  p.name,
                  p.type,
                  md(p.docs),
                  p.tags.find((t) => t.name === 'default')?.text ?? '',
                  p.tags.find((t) => t.name === 'since')?.text ?? '',
                ]),
              );
            }
            const methods = tables.find((t) => t.columns[0] === 'Method');
            if (iface.methods.length === 0) expect(methods).toBeUndefined();
            else expect(methods!.rows.map((r) => [r[0].code, htmlText(r[1].html!)])).toEqual(iface.methods.map((m) => [m.name, `${m.name}${m.signature}`]));
          });
        }

        if (docs.typeAliases.length) {
          const subs = subsections(section(tree, 'Type Aliases')!.nodes);
          expect(subs.map((s) => s.title)).toEqual(docs.typeAliases.map((t) => t.name));
          docs.typeAliases.forEach((alias, i) => {
            expect(htmlText(row(definitionIn(subs[i].nodes), 'Type').html!)).toBe(alias.types.map((t) => t.text).join(' | '));
          });
        }

        if (docs.enums.length) {
          const subs = subsections(section(tree, 'Enums')!.nodes);
          expect(subs.map((s) => s.title)).toEqual(docs.enums.map((e) => e.name));
          docs.enums.forEach((en, i) => {
            const [table] = tablesIn(subs[i].nodes);
            expect(table.rows.map((r) => [r[0].code, r[1].code ?? '', r[2].html])).toEqual(en.members.map((m) => [m.name, m.value ?? '', md(m.docs)]));
          });
        }

        const configs = docs.pluginConfigs.filter((c) => c.properties.length > 0);
        if (configs.length) {
          const tables = tablesIn(section(tree, 'Configuration')!.nodes);
          expect(tables.map((t) => t.rows.map((r) => [r[0].code, htmlText(r[1].html!)]))).toEqual(
            configs.map((c) => c.properties.map((p) => [p.name, p.type])),
          );
        }

        // Every type link points at a heading of the page; no unresolved placeholders are left.
        const json = JSON.stringify(tree);
        expect(json).not.toContain('#~ref~');
        const anchors = [...json.matchAll(/href=\\"#([^"\\]+)\\"/g)].map((m) => m[1]);
        const headings = headingIds(tree);
        for (const a of anchors) expect(headings, `#${a}`).toContain(a);
      });
    }

    it('the index lists every plugin with its package version', () => {
      const tree = expand(version, 'NativeReference', { index: null }, 'content');
      const rows = tablesIn(tree.children).flatMap((t) => t.rows);
      expect(rows.map((r) => (r[0].href as string).split('/').pop()).sort()).toEqual(ids);
      for (const r of rows) expect(r[1].code).toMatch(version === 'v8' ? /@7\.\d+\.\d+$/ : /@5\.\d+\.\d+$/);
    });
  });
}

describe('packages without dist/docs.json', () => {
  it('are read with docgen from their typings, as the package build would (checked against packages that ship docs.json)', () => {
    for (const id of ['browser', 'device', 'network']) {
      const dir = path.join(root, 'node_modules', `capacitor-${id}-v8`);
      const shipped = readJson<NativeDocs>(`node_modules/capacitor-${id}-v8/dist/docs.json`);
      const pkgJson = readJson<PackageJson>(`node_modules/capacitor-${id}-v8/package.json`);
      expect(docgenFromTypings(root, dir, pkgJson, shipped.api!.name)).toEqual(shipped);
    }
    const app = loadNativePlugin(root, 'v8', 'app');
    expect(app.docsSource).toBe(existsSync(path.join(root, 'node_modules/capacitor-app-v8/dist/docs.json')) ? 'dist/docs.json' : 'docgen');
    expect(app.docs.api?.name).toBe('AppPlugin');
    expect(app.docs.api?.methods.find((m) => m.name === 'getInfo')?.signature).toBe('() => Promise<AppInfo>');
    expect(app.docs.interfaces.map((i) => i.name)).toContain('AppInfo');
    expect(app.docs.pluginConfigs.map((c) => c.name)).toEqual(['App']);
  });
});
