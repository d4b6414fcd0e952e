import type { Badge, Cell, DefinitionData, SummaryData, TableData } from '../../shared/reference-types.ts';
import { escapeHtml, linkContext, markdownToMdast, renderMarkdown, type LinkContext } from './markdown.ts';
import { code, dataElement, heading, paragraph, text, type Block } from './mdast.ts';
import {
  loadNativePlugin,
  nativePluginIds,
  nativePluginInfo,
  pluginLabel,
  type NativeMethod,
  type NativePlugin,
  type NativeProperty,
  type NativeTag,
} from './native-data.ts';

/**
 * The generated part of a native plugin page (`<NativeReference plugin="camera" />`) and the
 * plugin index (`<NativeReference index />`), from the @capacitor/<plugin> package of the
 * page's version.
 */

export const NATIVE_SECTIONS = {
  install: 'Install',
  platforms: 'Platform Support',
  config: 'Configuration',
  api: 'API',
  interfaces: 'Interfaces',
  typeAliases: 'Type Aliases',
  enums: 'Enums',
} as const;

/** Placeholder href for a link to a type's heading; remarkReference resolves it to the heading's id. */
export const TYPE_ANCHOR = (name: string) => `#~ref~${name}~`;
export const TYPE_ANCHOR_PATTERN = /<a href="#~ref~([A-Za-z0-9_$]+)~">([^<]*)<\/a>/g;

const tagText = (tags: NativeTag[], name: string) => tags.find((t) => t.name === name)?.text;

/** A type as HTML code, with the plugin's own interfaces, aliases and enums linked to their headings. */
export function typeHtml(type: string, complexTypes: string[], known: Set<string>): string {
  const linkable = new Set(complexTypes.filter((t) => known.has(t)));
  const parts = type.split(/([A-Za-z_$][\w$]*)/);
  const body = parts.map((part) => (linkable.has(part) ? `<a href="${TYPE_ANCHOR(part)}">${escapeHtml(part)}</a>` : escapeHtml(part))).join('');
  return `<code>${body}</code>`;
}

/** The heading of a method: `getPhoto(...)`, `exitApp()`, overloads as `addListener('pause', ...)`. */
export function methodHeading(method: NativeMethod, all: NativeMethod[]): string {
  const overloaded = all.filter((m) => m.name === method.name).length > 1;
  if (overloaded && method.parameters.length > 0) return `${method.name}(${method.parameters[0].type}, ...)`;
  return `${method.name}(${method.parameters.length > 0 ? '...' : ''})`;
}

function sinceCell(tags: NativeTag[]): Cell {
  const since = tagText(tags, 'since');
  return since ? { text: since } : { text: '' };
}

function deprecatedBadges(tags: NativeTag[], ctx: LinkContext): Badge[] {
  const tag = tags.find((t) => t.name === 'deprecated');
  if (!tag) return [];
  const html = renderMarkdown(tag.text ?? '', ctx);
  return [html ? { kind: 'deprecated', label: 'Deprecated', html } : { kind: 'deprecated', label: 'Deprecated' }];
}

function propertyRows(props: NativeProperty[], known: Set<string>, ctx: LinkContext): Cell[][] {
  return props.map((p) => {
    const badges = deprecatedBadges(p.tags, ctx);
    const def = tagText(p.tags, 'default');
    return [
      badges.length > 0 ? { code: p.name, badges } : { code: p.name },
      { html: typeHtml(p.type, p.complexTypes, known) },
      { html: renderMarkdown(p.docs, ctx) },
      def !== undefined ? { code: def } : { text: '' },
      sinceCell(p.tags),
    ];
  });
}

/** Platform support from the package: native code (package.json) or a JavaScript implementation (registerPlugin). */
export function platformSupport(plugin: NativePlugin): { platform: string; support: string }[] {
  const row = (platform: string, key: 'ios' | 'android') => ({
    platform,
    support: plugin.nativePlatforms.includes(key)
      ? 'Native implementation'
      : plugin.jsPlatforms.includes(key)
        ? 'JavaScript implementation (Web APIs in the WebView)'
        : 'Not available',
  });
  return [
    row('iOS', 'ios'),
    row('Android', 'android'),
    { platform: 'Web', support: plugin.jsPlatforms.includes('web') ? 'Web implementation' : 'Not available' },
  ];
}

/** A member's Markdown docs as blocks (none when it has no docs). */
function docsBlocks(markdown: string, ctx: LinkContext): Block[] {
  return markdown.trim() ? (markdownToMdast(markdown, ctx).children as Block[]) : [];
}

/** A capacitor.config.ts sample built from the options' `@example` tags. */
function configExample(plugin: NativePlugin): string | null {
  const configs = plugin.docs.pluginConfigs.filter((c) => c.properties.some((p) => tagText(p.tags, 'example') !== undefined));
  if (configs.length === 0) return null;
  const lines = ["import type { CapacitorConfig } from '@capacitor/cli';", '', 'const config: CapacitorConfig = {', '  plugins: {'];
  for (const cfg of configs) {
    lines.push(`    ${cfg.name}: {`);
    for (const p of cfg.properties) {
      const example = tagText(p.tags, 'example');
      if (example !== undefined) lines.push(`      ${p.name}: ${example.trim()},`);
    }
    lines.push('    },');
  }
  lines.push('  },', '};', '', 'export default config;');
  return lines.join('\n');
}

export function nativePluginBlocks(root: string, version: string, id: string, options: { standalone: boolean }): Block[] {
  const plugin = loadNativePlugin(root, version, id);
  const ctx = linkContext(root, version);
  const { docs } = plugin;
  const known = new Set([...docs.interfaces.map((i) => i.name), ...docs.typeAliases.map((t) => t.name), ...docs.enums.map((e) => e.name)]);
  const major = plugin.packageVersion.split('.')[0];
  const blocks: Block[] = [];

  const summary: SummaryData = {
    badges: [],
    html: options.standalone && plugin.description ? renderMarkdown(plugin.description, ctx) : undefined,
    facts: [
      { label: 'Package', cell: { code: `${plugin.packageName}@${plugin.packageVersion}` } },
      ...(plugin.coreRange ? [{ label: 'Capacitor', cell: { code: `@capacitor/core ${plugin.coreRange}` } }] : []),
      {
        label: 'Platforms',
        cell: {
          text:
            platformSupport(plugin)
              .filter((p) => p.support !== 'Not available')
              .map((p) => p.platform)
              .join(', ') || 'none',
        },
      },
    ],
  };
  blocks.push(dataElement('RefSummary', summary));

  blocks.push(heading(2, NATIVE_SECTIONS.install));
  blocks.push(paragraph(text(`Add the plugin at the major version this documentation covers, then copy it into the native projects:`)));
  blocks.push(code('shell', `npm install ${plugin.packageName}@${major}\nnpx cap sync`));

  blocks.push(heading(2, NATIVE_SECTIONS.platforms));
  blocks.push(
    dataElement('RefTable', {
      caption: `Platforms of ${plugin.packageName}`,
      columns: ['Platform', 'Support'],
      rows: platformSupport(plugin).map((p) => [{ text: p.platform }, { text: p.support }]),
    } satisfies TableData),
  );

  const configs = docs.pluginConfigs.filter((c) => c.properties.length > 0);
  if (configs.length > 0) {
    blocks.push(heading(2, NATIVE_SECTIONS.config));
    for (const cfg of configs) {
      const intro = `Options under \`plugins.${cfg.name}\` in \`capacitor.config.ts\` (or \`capacitor.config.json\`).${cfg.docs ? ' ' + cfg.docs : ''}`;
      blocks.push(...(markdownToMdast(intro, ctx).children as Block[]));
      blocks.push(
        dataElement('RefTable', {
          caption: `Configuration options of ${cfg.name}`,
          columns: ['Option', 'Type', 'Description', 'Default', 'Since'],
          rows: propertyRows(cfg.properties, known, ctx),
        } satisfies TableData),
      );
    }
    const example = configExample(plugin);
    if (example) blocks.push(code('ts', example, 'title="capacitor.config.ts"'));
  }

  const api = docs.api;
  if (api && api.methods.length > 0) {
    blocks.push(heading(2, NATIVE_SECTIONS.api));
    blocks.push(...docsBlocks(api.docs, ctx));
    for (const method of api.methods) {
      blocks.push(heading(3, methodHeading(method, api.methods)));
      const returns = method.returns;
      const def: DefinitionData = {
        caption: `Method ${method.name}`,
        badges: deprecatedBadges(method.tags, ctx),
        rows: [
          { label: 'Description', cell: { html: renderMarkdown(method.docs, ctx) } },
          { label: 'Signature', cell: { html: typeHtml(`${method.name}${method.signature}`, method.complexTypes, known) } },
          { label: 'Returns', cell: { html: typeHtml(returns, method.complexTypes, known) } },
          { label: 'Since', cell: sinceCell(method.tags) },
        ],
      };
      if (def.badges?.length === 0) delete def.badges;
      blocks.push(dataElement('RefDefinition', def));
      if (method.parameters.length > 0) {
        blocks.push(
          dataElement('RefTable', {
            caption: `Parameters of ${method.name}`,
            columns: ['Parameter', 'Type', 'Description'],
            rows: method.parameters.map((p) => [
              { code: p.name },
              { html: typeHtml(p.type, method.complexTypes, known) },
              { html: renderMarkdown(p.docs, ctx) },
            ]),
          } satisfies TableData),
        );
      }
    }
  }

  if (docs.interfaces.length > 0) {
    blocks.push(heading(2, NATIVE_SECTIONS.interfaces));
    for (const iface of docs.interfaces) {
      blocks.push(heading(3, iface.name));
      blocks.push(...docsBlocks(iface.docs, ctx));
      if (iface.properties.length > 0) {
        blocks.push(
          dataElement('RefTable', {
            caption: `Properties of ${iface.name}`,
            columns: ['Property', 'Type', 'Description', 'Default', 'Since'],
            rows: propertyRows(iface.properties, known, ctx),
          } satisfies TableData),
        );
      }
      if (iface.methods.length > 0) {
        blocks.push(
          dataElement('RefTable', {
            caption: `Methods of ${iface.name}`,
            columns: ['Method', 'Signature', 'Description', 'Since'],
            rows: iface.methods.map((m) => [
              { code: m.name },
              { html: typeHtml(`${m.name}${m.signature}`, m.complexTypes, known) },
              { html: renderMarkdown(m.docs, ctx) },
              sinceCell(m.tags),
            ]),
          } satisfies TableData),
        );
      }
    }
  }

  if (docs.typeAliases.length > 0) {
    blocks.push(heading(2, NATIVE_SECTIONS.typeAliases));
    for (const alias of docs.typeAliases) {
      blocks.push(heading(3, alias.name));
      blocks.push(...docsBlocks(alias.docs, ctx));
      const type = alias.types.map((t) => t.text).join(' | ');
      const complex = alias.types.flatMap((t) => t.complexTypes);
      blocks.push(
        dataElement('RefDefinition', {
          caption: `Type alias ${alias.name}`,
          rows: [{ label: 'Type', cell: { html: typeHtml(type, complex, known) } }],
        } satisfies DefinitionData),
      );
    }
  }

  if (docs.enums.length > 0) {
    blocks.push(heading(2, NATIVE_SECTIONS.enums));
    for (const en of docs.enums) {
      blocks.push(heading(3, en.name));
      blocks.push(
        dataElement('RefTable', {
          caption: `Members of ${en.name}`,
          columns: ['Member', 'Value', 'Description', 'Since'],
          rows: en.members.map((m) => {
            const badges = deprecatedBadges(m.tags, ctx);
            return [
              badges.length > 0 ? { code: m.name, badges } : { code: m.name },
              m.value !== undefined ? { code: m.value } : { text: '' },
              { html: renderMarkdown(m.docs, ctx) },
              sinceCell(m.tags),
            ];
          }),
        } satisfies TableData),
      );
    }
  }
  return blocks;
}

/** Title and description of a plugin's generated page. */
export function nativePageMeta(
  info: { packageName: string; packageVersion: string; description: string },
  id: string,
): { title: string; description: string; sidebarLabel: string } {
  const desc = info.description.trim().replace(/\s+/g, ' ');
  let description = desc
    ? `${info.packageName} ${info.packageVersion}: ${desc}`
    : `${info.packageName} ${info.packageVersion}: install, platform support, configuration and API.`;
  if (description.length > 160) description = description.slice(0, 157).replace(/\s+\S*$/, '') + '…';
  return { title: `${pluginLabel(id)} plugin`, description, sidebarLabel: pluginLabel(id) };
}

/** Plugin groups for the sidebar and the index. */
export const NATIVE_GROUPS: { label: string; ids: string[] }[] = [
  { label: 'App & Device', ids: ['app', 'app-launcher', 'device', 'network', 'motion', 'haptics'] },
  { label: 'User Interface', ids: ['action-sheet', 'dialog', 'toast', 'keyboard', 'status-bar', 'splash-screen'] },
  { label: 'Media & Storage', ids: ['camera', 'filesystem', 'preferences', 'clipboard', 'share', 'browser'] },
  { label: 'Location & Maps', ids: ['geolocation', 'google-maps'] },
  { label: 'Notifications', ids: ['local-notifications', 'push-notifications'] },
  { label: 'Accessibility', ids: ['screen-reader', 'text-zoom'] },
];

export function nativeGroups(root: string, version: string): { label: string; ids: string[] }[] {
  const ids = nativePluginIds(root, version);
  const placed = new Set(NATIVE_GROUPS.flatMap((g) => g.ids));
  const groups = NATIVE_GROUPS.map((g) => ({ label: g.label, ids: g.ids.filter((id) => ids.includes(id)) })).filter((g) => g.ids.length > 0);
  const rest = ids.filter((id) => !placed.has(id));
  if (rest.length > 0) groups.push({ label: 'More Plugins', ids: rest });
  return groups;
}

/** `<NativeReference index />`: every plugin with its package, version and summary, grouped. */
export function nativeIndexBlocks(root: string, version: string): Block[] {
  const ctx = linkContext(root, version);
  const blocks: Block[] = [];
  for (const group of nativeGroups(root, version)) {
    blocks.push(heading(3, group.label));
    const table: TableData = {
      caption: `${group.label} plugins`,
      columns: ['Plugin', 'Package', 'Summary'],
      rows: group.ids.map((id) => {
        const info = nativePluginInfo(root, version, id);
        return [
          { text: pluginLabel(id), href: `${ctx.versionPath}native/${id}` },
          { code: `${info.packageName}@${info.packageVersion}` },
          { html: renderMarkdown(info.description, ctx) },
        ];
      }),
    };
    blocks.push(dataElement('RefTable', table));
  }
  return blocks;
}
