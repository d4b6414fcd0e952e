import type { Badge, Cell, SummaryData, TableData } from '../../shared/reference-types.ts';
import { commandSlug, loadCliData, publishedCommands, type CliCommand, type CliOption } from './cli-data.ts';
import { linkContext, markdownToMdast, renderMarkdown, type LinkContext } from './markdown.ts';
import { code, dataElement, heading, type Block } from './mdast.ts';

/**
 * The generated part of a CLI command page (`<CliReference command="capacitor build" />`) and
 * the command index (`<CliReference index />`), from data/reference/cli.json (`ionic help --json`).
 */

export const CLI_SECTIONS = { usage: 'Usage', description: 'Description', inputs: 'Inputs', options: 'Options', examples: 'Examples' } as const;

const GROUP_BADGES: Record<string, Badge> = {
  beta: { kind: 'beta', label: 'Beta' },
  experimental: { kind: 'experimental', label: 'Experimental' },
  deprecated: { kind: 'deprecated', label: 'Deprecated' },
  paid: { kind: 'paid', label: 'Appflow' },
  advanced: { kind: 'advanced', label: 'Advanced' },
  cordova: { kind: 'tag', label: 'Cordova' },
  'cordova-cli': { kind: 'tag', label: 'Cordova CLI' },
  capacitor: { kind: 'tag', label: 'Capacitor' },
  'native-run': { kind: 'tag', label: 'native-run' },
};

export function groupBadges(groups: string[]): Badge[] {
  return groups.map((g) => GROUP_BADGES[g] ?? { kind: 'tag', label: g });
}

/** Finds a command by its name with or without `ionic ` (`capacitor build`, `ionic capacitor build`). */
export function findCommand(root: string, name: string): CliCommand | undefined {
  const full = name.startsWith('ionic ') ? name : `ionic ${name}`;
  return loadCliData(root).commands.find((c) => c.name === full.trim());
}

/** `ionic capacitor build [<platform>] [options]`. */
export function usageLine(cmd: CliCommand): string {
  const inputs = cmd.inputs.map((i) => (i.required ? `<${i.name}>` : `[<${i.name}>]`));
  return [cmd.name, ...inputs, ...(cmd.options.length > 0 ? ['[options]'] : [])].join(' ');
}

/** How an option is typed on the command line: `--port=<port>`, `--open`, `--no-build` (a boolean that defaults to on). */
export function optionSyntax(option: CliOption): string {
  if (option.type === 'boolean') return option.default === true ? `--no-${option.name}` : `--${option.name}`;
  return `--${option.name}=<${option.spec?.value ?? 'value'}>`;
}

/**
 * CLI help text is plain text with a few conventions: `text[^id]` footnote markers (the word
 * before the marker becomes the link) and `--option` names (set as code).
 */
export function cliTextToMarkdown(textValue: string, cmd: CliCommand): string {
  let out = textValue.replace(
    /(^|\s)(--[a-z][a-z0-9-]*(?:=\S+)?)/g,
    (_m, pre: string, flag: string) => `${pre}\`${flag.replace(/[.,;:]$/, '')}\`${/[.,;:]$/.test(flag) ? flag.slice(-1) : ''}`,
  );
  out = out.replace(/(\S+?)\[\^([^\]]+)\]/g, (_m, word: string, id: string) => {
    const note = cmd.footnotes.find((f) => String(f.id) === id);
    return note ? `[${word}](${note.url})` : word;
  });
  return out;
}

function optionRow(option: CliOption, ctx: LinkContext, cmd: CliCommand): Cell[] {
  const badges = groupBadges(option.groups);
  return [
    badges.length > 0 ? { code: optionSyntax(option), badges } : { code: optionSyntax(option) },
    option.aliases.length > 0 ? { code: option.aliases.map((a) => `-${a}`).join(', ') } : { text: '' },
    { html: renderMarkdown(cliTextToMarkdown(option.summary, cmd), ctx) },
    { text: option.type },
    option.default === undefined ? { text: '' } : { code: String(option.default) },
  ];
}

/** The blocks of one command's page. */
export function cliCommandBlocks(root: string, version: string, name: string, options: { standalone: boolean }): Block[] {
  const cmd = findCommand(root, name);
  if (!cmd) throw new Error(`<CliReference command="${name}" />: no such command in data/reference/cli.json (run npm run sync:reference)`);
  const data = loadCliData(root);
  const ctx = linkContext(root, version);
  const blocks: Block[] = [];
  const legacy = cmd.cliVersion !== data.cli.current;
  const badges = groupBadges(cmd.groups);
  if (legacy) {
    badges.push({
      kind: 'legacy',
      label: `@ionic/cli ${cmd.cliVersion.split('.').slice(0, 2).join('.')}`,
      html: renderMarkdown(
        `Not in @ionic/cli ${data.cli.current}: the ${data.cli.current.split('.')[0]}.x CLI no longer has this command. The reference below is from ${cmd.cliVersion}.`,
        ctx,
      ),
    });
  }
  const summary: SummaryData = {
    badges,
    html: options.standalone && cmd.summary ? renderMarkdown(cliTextToMarkdown(cmd.summary, cmd), ctx) : undefined,
    facts: [
      { label: 'Runs', cell: { text: cmd.type === 'project' ? 'inside an Ionic project' : 'anywhere' } },
      ...(cmd.aliases.length > 0 ? [{ label: cmd.aliases.length === 1 ? 'Alias' : 'Aliases', cell: { code: cmd.aliases.join(', ') } }] : []),
      { label: 'Source', cell: { code: `@ionic/cli@${cmd.cliVersion}` } },
    ],
  };
  blocks.push(dataElement('RefSummary', summary));

  blocks.push(heading(2, CLI_SECTIONS.usage));
  blocks.push(code('shell', usageLine(cmd)));

  if (cmd.description.trim()) {
    blocks.push(heading(2, CLI_SECTIONS.description));
    blocks.push(...(markdownToMdast(cliTextToMarkdown(cmd.description, cmd), ctx).children as Block[]));
  }

  if (cmd.inputs.length > 0) {
    blocks.push(heading(2, CLI_SECTIONS.inputs));
    const table: TableData = {
      caption: `Inputs of ${cmd.name}`,
      columns: ['Input', 'Description', 'Required'],
      rows: cmd.inputs.map((i) => [{ code: i.name }, { html: renderMarkdown(cliTextToMarkdown(i.summary, cmd), ctx) }, { text: i.required ? 'Yes' : 'No' }]),
    };
    blocks.push(dataElement('RefTable', table));
  }

  if (cmd.options.length > 0) {
    blocks.push(heading(2, CLI_SECTIONS.options));
    const table: TableData = {
      caption: `Options of ${cmd.name}`,
      columns: ['Option', 'Aliases', 'Description', 'Type', 'Default'],
      rows: cmd.options.map((o) => optionRow(o, ctx, cmd)),
    };
    blocks.push(dataElement('RefTable', table));
  }

  const examples = cmd.exampleCommands.map((e) => e.trim()).filter(Boolean);
  if (examples.length > 0) {
    blocks.push(heading(2, CLI_SECTIONS.examples));
    blocks.push(code('shell', examples.join('\n')));
  }
  return blocks;
}

/** Title and description of a command's generated page. */
export function cliPageMeta(cmd: CliCommand): { title: string; description: string } {
  const summary = cmd.summary.trim().replace(/\s+/g, ' ');
  let description = summary ? `${cmd.name}: ${summary.replace(/\.$/, '')}.` : `Reference for ${cmd.name}: usage, inputs, options and examples.`;
  if (description.length > 160) description = description.slice(0, 157).replace(/\s+\S*$/, '') + '…';
  return { title: cmd.name, description };
}

/** Groups of commands for the sidebar and the index: namespace (first word after `ionic`) or "Project". */
export interface CommandGroup {
  id: string;
  label: string;
  commands: CliCommand[];
}

const NAMESPACE_LABELS: Record<string, string> = {
  capacitor: 'Capacitor',
  cordova: 'Cordova',
  config: 'Configuration',
  integrations: 'Integrations',
  'live-update': 'Live Updates',
  deploy: 'Deploy (6.x)',
  package: 'Package (6.x)',
  doctor: 'Doctor (6.x)',
  ssh: 'SSH',
  ssl: 'SSL',
};
const ACCOUNT_COMMANDS = ['ionic login', 'ionic logout', 'ionic signup', 'ionic link'];

export function commandGroups(root: string): CommandGroup[] {
  const groups = new Map<string, CommandGroup>();
  const add = (id: string, label: string, cmd: CliCommand) => {
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { id, label, commands: [] }));
    g.commands.push(cmd);
  };
  for (const cmd of publishedCommands(root)) {
    const words = cmd.name.split(' ').slice(1);
    if (words.length > 1) add(words[0], NAMESPACE_LABELS[words[0]] ?? words[0][0].toUpperCase() + words[0].slice(1), cmd);
    else if (ACCOUNT_COMMANDS.includes(cmd.name)) add('account', 'Account', cmd);
    else add('project', 'Project', cmd);
  }
  const order = ['project', 'capacitor', 'cordova', 'config', 'integrations', 'account', 'live-update', 'deploy', 'package', 'doctor', 'ssh', 'ssl'];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id) || a.label.localeCompare(b.label));
}

/** `<CliReference index />`: every command with its summary, grouped. */
export function cliIndexBlocks(root: string, version: string): Block[] {
  const ctx = linkContext(root, version);
  const blocks: Block[] = [];
  for (const group of commandGroups(root)) {
    blocks.push(heading(3, group.label));
    const table: TableData = {
      caption: `${group.label} commands`,
      columns: ['Command', 'Summary'],
      rows: group.commands.map((cmd) => [
        {
          code: cmd.name,
          href: `${ctx.versionPath}cli/commands/${commandSlug(cmd.name)}`,
          ...(cmd.groups.length > 0 ? { badges: groupBadges(cmd.groups) } : {}),
        },
        { html: renderMarkdown(cliTextToMarkdown(cmd.summary, cmd), ctx) },
      ]),
    };
    blocks.push(dataElement('RefTable', table));
  }
  return blocks;
}
