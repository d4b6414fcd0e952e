import { describe, expect, it } from 'vitest';
import type { Code } from 'mdast';
import type { SummaryData } from '../../src/shared/reference-types.ts';
import type { CliData } from '../../src/node/reference/cli-data.ts';
import { UNPUBLISHED_COMMANDS } from '../../src/node/reference/cli-data.ts';
import { cliTextToMarkdown } from '../../src/node/reference/cli-page.ts';
import { linkContext, renderMarkdown } from '../../src/node/reference/markdown.ts';
import { referenceSidebarItems, referenceStubs } from '../../src/node/reference/generators.ts';
import { dataOf, expand, expandStub, inventoryDocIds, readJson, root, section, sections, tablesIn, VERSIONS } from './helpers.ts';

/** For every published command, on both versions: the page equals `ionic help --json` as captured in data/reference/cli.json. */

const data = readJson<CliData>('data/reference/cli.json');
const published = data.commands.filter((c) => !UNPUBLISHED_COMMANDS.includes(c.name));
const slug = (name: string) => name.split(' ').slice(1).join('-');

describe('captured CLI data', () => {
  it('records the CLI versions: 7.x, and 6.20.x only for the namespaces 7.x dropped', () => {
    expect(data.cli.current).toMatch(/^7\.\d+\.\d+$/);
    expect(data.cli.legacy).toMatch(/^6\.20\.\d+$/);
    const legacy = data.commands.filter((c) => c.cliVersion === data.cli.legacy);
    expect(legacy.length).toBeGreaterThan(0);
    for (const c of legacy) expect(['deploy', 'doctor', 'package']).toContain(c.namespace[1]);
    for (const c of data.commands.filter((c) => c.cliVersion !== data.cli.legacy)) expect(c.cliVersion).toBe(data.cli.current);
  });

  it('includes generate (captured inside an Angular project)', () => {
    const generate = data.commands.find((c) => c.name === 'ionic generate');
    expect(generate?.inputs.map((i) => i.name)).toEqual(['schematic', 'name']);
  });
});

for (const version of VERSIONS) {
  const ctx = linkContext(root, version);
  const md = (s: string, cmd: (typeof published)[number]) => renderMarkdown(cliTextToMarkdown(s, cmd), ctx);

  describe(`CLI command pages ${version}`, () => {
    it('produce exactly the inventory routes', () => {
      const generated = referenceStubs(root, version)
        .filter((s) => s.docId.startsWith('cli/commands/'))
        .map((s) => s.docId)
        .sort();
      expect(generated).toEqual(
        inventoryDocIds(version)
          .filter((d) => d.startsWith('cli/commands/'))
          .sort(),
      );
      expect(generated).toHaveLength(published.length);
    });

    it('list every command once in the sidebar', () => {
      const ids = JSON.stringify(referenceSidebarItems(root, version, 'cli')).match(/cli\/commands\/[a-z-]+/g) ?? [];
      expect(ids.sort()).toEqual(published.map((c) => `cli/commands/${slug(c.name)}`).sort());
    });

    for (const cmd of published) {
      it(`${cmd.name} equals ionic help --json (@ionic/cli ${cmd.cliVersion})`, () => {
        const tree = expandStub(version, `cli/commands/${slug(cmd.name)}`);
        const summary = dataOf<SummaryData>(tree.children[0]);
        expect(summary.html).toBe(cmd.summary ? md(cmd.summary, cmd) : undefined);
        expect(summary.facts.find((f) => f.label === 'Source')?.cell.code).toBe(`@ionic/cli@${cmd.cliVersion}`);
        if (cmd.aliases.length) expect(summary.facts.find((f) => f.label.startsWith('Alias'))?.cell.code).toBe(cmd.aliases.join(', '));
        expect(summary.badges.some((b) => b.kind === 'legacy')).toBe(cmd.cliVersion === data.cli.legacy);
        for (const g of ['beta', 'deprecated', 'experimental']) expect(summary.badges.some((b) => b.kind === g)).toBe(cmd.groups.includes(g));

        const titles = sections(tree).map((s) => s.title);
        expect(titles).toEqual([
          '',
          'Usage',
          ...(cmd.description.trim() ? ['Description'] : []),
          ...(cmd.inputs.length ? ['Inputs'] : []),
          ...(cmd.options.length ? ['Options'] : []),
          ...(cmd.exampleCommands.length ? ['Examples'] : []),
        ]);

        const usage = section(tree, 'Usage')!.nodes[0] as Code;
        const inputs = cmd.inputs.map((i) => (i.required ? `<${i.name}>` : `[<${i.name}>]`)).join(' ');
        expect(usage.value).toBe(`${cmd.name}${inputs ? ' ' + inputs : ''}${cmd.options.length ? ' [options]' : ''}`);

        if (cmd.inputs.length) {
          const [table] = tablesIn(section(tree, 'Inputs')!.nodes);
          expect(table.rows.map((r) => [r[0].code, r[1].html, r[2].text])).toEqual(
            cmd.inputs.map((i) => [i.name, md(i.summary, cmd), i.required ? 'Yes' : 'No']),
          );
        }

        if (cmd.options.length) {
          const [table] = tablesIn(section(tree, 'Options')!.nodes);
          expect(table.columns).toEqual(['Option', 'Aliases', 'Description', 'Type', 'Default']);
          expect(table.rows).toHaveLength(cmd.options.length);
          cmd.options.forEach((o, i) => {
            const [name, aliases, description, type, def] = table.rows[i];
            const syntax = o.type === 'boolean' ? (o.default === true ? `--no-${o.name}` : `--${o.name}`) : `--${o.name}=<${o.spec?.value ?? 'value'}>`;
            expect(name.code).toBe(syntax);
            expect(aliases.code ?? '').toBe(o.aliases.map((a) => `-${a}`).join(', '));
            expect(description.html).toBe(md(o.summary, cmd));
            expect(type.text).toBe(o.type);
            expect(def.code).toBe(o.default === undefined ? undefined : String(o.default));
            expect((name.badges ?? []).some((b) => b.label === 'Advanced')).toBe(o.groups.includes('advanced'));
          });
        }

        if (cmd.exampleCommands.length) {
          const examples = section(tree, 'Examples')!.nodes[0] as Code;
          expect(examples.value).toBe(cmd.exampleCommands.map((e) => e.trim()).join('\n'));
        }
      });
    }

    it('the index lists every published command, linked', () => {
      const tree = expand(version, 'CliReference', { index: null }, 'content');
      const rows = tablesIn(tree.children).flatMap((t) => t.rows);
      const base = version === 'v8' ? '/docs/' : '/docs/v7/';
      expect(rows.map((r) => r[0].code).sort()).toEqual(published.map((c) => c.name).sort());
      for (const r of rows) expect(r[0].href).toBe(`${base}cli/commands/${slug(r[0].code as string)}`);
    });
  });
}

describe('CLI help text', () => {
  const init = data.commands.find((c) => c.name === 'ionic init')!;
  it('turns footnote markers into links on the word before them, to this site where the page exists', () => {
    const v8 = renderMarkdown(cliTextToMarkdown(init.description, init), linkContext(root, 'v8'));
    expect(v8).toContain('<a href="/docs/cli/configuration">docs</a>');
    expect(v8).not.toContain('[^');
    const v7 = renderMarkdown(cliTextToMarkdown(init.description, init), linkContext(root, 'v7'));
    expect(v7).toContain('<a href="/docs/v7/cli/configuration">docs</a>');
  });

  it('sets option names in code, but not dashes inside words', () => {
    const start = data.commands.find((c) => c.name === 'ionic start')!;
    const html = renderMarkdown(cliTextToMarkdown(start.description, start), linkContext(root, 'v8'));
    expect(html).toContain('<code>--project-id</code>');
    expect(html).toContain('worry--you');
  });

  it('shows placeholders such as <type> as text, not HTML', () => {
    const generate = data.commands.find((c) => c.name === 'ionic generate')!;
    const html = renderMarkdown(cliTextToMarkdown(generate.description, generate), linkContext(root, 'v8'));
    expect(html).toContain('&#x3C;type>');
    expect(html).not.toContain('<type>');
  });
});
