import type { Badge, Cell, DefinitionData, FamiliesData, SummaryData, TableData } from '../../shared/reference-types.ts';
import {
  API_SECTIONS,
  componentSlug,
  deprecationOf,
  loadCoreDocs,
  memberNames,
  neighbours,
  type CoreComponent,
  type CoreDocs,
  type CoreStyle,
  type MemberKind,
} from './api-data.ts';
import { componentSummary, familiesFor } from './api-families.ts';
import { ICON_TAG, loadIoniconsDocs } from './ionicons-data.ts';
import { linkContext, renderMarkdown, type LinkContext } from './markdown.ts';
import { dataElement, heading, tabs, type Block } from './mdast.ts';

/**
 * The generated part of a component API page (`<ApiReference tag="ion-button" />`), the
 * /docs/api index (`<ApiReference index />`) and the /docs/components overview
 * (`<ApiReference families />`), from @ionic/core's docs.json of the page's version.
 */

const ENCAPSULATION: Record<CoreComponent['encapsulation'], string> = { shadow: 'Shadow DOM', scoped: 'Scoped CSS', none: 'None (light DOM)' };

function requireDocs(root: string, version: string): CoreDocs {
  const docs = loadCoreDocs(root, version);
  if (!docs) throw new Error(`Component metadata for ${version} is missing: install it with npm (node_modules/ionic-core-${version}/dist/docs.json)`);
  return docs;
}

/** Diff against the neighbouring versions: what the previous lacked (new) and the next lacks (removed). */
class VersionDiff {
  private readonly prev?: { version: string; comp?: CoreComponent };
  private readonly next?: { version: string; comp?: CoreComponent };

  constructor(
    root: string,
    readonly version: string,
    tag: string,
  ) {
    const n = neighbours(root, version);
    if (n.previous) this.prev = { version: n.previous.version, comp: n.previous.docs.components.find((c) => c.tag === tag) };
    if (n.next) this.next = { version: n.next.version, comp: n.next.docs.components.find((c) => c.tag === tag) };
  }

  componentBadges(): Badge[] {
    const out: Badge[] = [];
    if (this.prev && !this.prev.comp) out.push({ kind: 'new', label: `New in ${this.version}` });
    if (this.next && !this.next.comp) out.push({ kind: 'removed', label: `Removed in ${this.next.version}` });
    return out;
  }

  /** Badges of one member; a member of a component that is new (or gone) as a whole is not badged again. */
  memberBadges(kind: MemberKind, name: string): Badge[] {
    const out: Badge[] = [];
    if (this.prev?.comp && !memberNames(this.prev.comp, kind).has(name)) out.push({ kind: 'new', label: `New in ${this.version}` });
    if (this.next?.comp && !memberNames(this.next.comp, kind).has(name)) out.push({ kind: 'removed', label: `Removed in ${this.next.version}` });
    return out;
  }
}

function deprecatedBadge(member: { deprecation?: string; docsTags: { name: string; text?: string }[] }, ctx: LinkContext): Badge[] {
  const message = deprecationOf(member);
  if (message === undefined) return [];
  const html = renderMarkdown(message, ctx);
  return [html ? { kind: 'deprecated', label: 'Deprecated', html } : { kind: 'deprecated', label: 'Deprecated' }];
}

const html = (markdown: string, ctx: LinkContext): Cell => ({ html: renderMarkdown(markdown, ctx) });
const withBadges = (cell: Cell, badges: Badge[]): Cell => (badges.length > 0 ? { ...cell, badges } : cell);

/** CSS custom properties per mode; `mode` undefined applies to both. */
export function stylesByMode(styles: CoreStyle[]): { ios: CoreStyle[]; md: CoreStyle[]; same: boolean } {
  const ios = styles.filter((s) => s.mode === 'ios' || s.mode === undefined);
  const md = styles.filter((s) => s.mode === 'md' || s.mode === undefined);
  const key = (list: CoreStyle[]) => list.map((s) => `${s.name}\0${s.docs}`).join('\n');
  return { ios, md, same: key(ios) === key(md) };
}

/** One CSS variable per name (the first of its modes), for a mode-independent table. */
function uniqueStyles(styles: CoreStyle[]): CoreStyle[] {
  const seen = new Set<string>();
  return styles.filter((s) => (seen.has(s.name) ? false : (seen.add(s.name), true)));
}

function stylesTable(list: CoreStyle[], diff: VersionDiff, ctx: LinkContext, caption: string): TableData {
  return {
    caption,
    columns: ['Name', 'Description'],
    rows: uniqueStyles(list).map((s) => [withBadges({ code: s.name }, diff.memberBadges('styles', s.name)), html(s.docs, ctx)]),
  };
}

/** The blocks of one component's page. */
export function apiComponentBlocks(root: string, version: string, tag: string, options: { standalone: boolean }): Block[] {
  // ion-icon ships in Ionicons, with its own release numbers: its page states that package and is not diffed against the Ionic majors.
  const icon = tag === ICON_TAG ? loadIoniconsDocs(root, version) : null;
  const docs = icon ?? requireDocs(root, version);
  const comp = docs.components.find((c) => c.tag === tag);
  if (!comp) throw new Error(`<ApiReference tag="${tag}" />: ${docs.packageName} ${docs.packageVersion} (${version}) has no component ${tag}`);
  const ctx = linkContext(root, version);
  const diff = new VersionDiff(root, icon ? '' : version, tag);
  const blocks: Block[] = [];

  // The component's own summary opens a generated page; under a hand-written overview it would repeat it.
  const summaryText = options.standalone ? comp.docs.trim() || componentSummary(tag, version) || '' : '';
  const summary: SummaryData = {
    badges: [...diff.componentBadges(), ...deprecatedBadge({ deprecation: comp.deprecation, docsTags: comp.docsTags }, ctx)],
    html: summaryText ? renderMarkdown(summaryText, ctx) : undefined,
    facts: [
      { label: 'Tag', cell: { code: `<${tag}>` } },
      { label: 'Package', cell: { code: `${docs.packageName}@${docs.packageVersion}` } },
      { label: 'Encapsulation', cell: { text: ENCAPSULATION[comp.encapsulation] ?? comp.encapsulation } },
    ],
  };
  blocks.push(dataElement('RefSummary', summary));

  if (comp.props.length > 0) {
    blocks.push(heading(2, API_SECTIONS.props));
    for (const prop of comp.props) {
      blocks.push(heading(3, prop.name));
      const def: DefinitionData = {
        caption: `Property ${prop.name}`,
        badges: [...deprecatedBadge(prop, ctx), ...diff.memberBadges('props', prop.name)],
        rows: [
          { label: 'Description', cell: html(prop.docs, ctx) },
          { label: 'Attribute', cell: prop.attr ? { code: prop.attr } : { text: 'none (set it as a property)' } },
          { label: 'Type', cell: { code: prop.type } },
          { label: 'Default', cell: { code: prop.default ?? 'undefined' } },
        ],
      };
      if (def.badges?.length === 0) delete def.badges;
      blocks.push(dataElement('RefDefinition', def));
    }
  }

  if (comp.events.length > 0) {
    blocks.push(heading(2, API_SECTIONS.events));
    const table: TableData = {
      caption: `Events of ${tag}`,
      columns: ['Name', 'Description', 'Bubbles'],
      rows: comp.events.map((e) => [
        withBadges({ code: e.event }, [...deprecatedBadge(e, ctx), ...diff.memberBadges('events', e.event)]),
        html(e.docs, ctx),
        { text: e.bubbles ? 'Yes' : 'No' },
      ]),
    };
    blocks.push(dataElement('RefTable', table));
  }

  if (comp.methods.length > 0) {
    blocks.push(heading(2, API_SECTIONS.methods));
    for (const method of comp.methods) {
      blocks.push(heading(3, method.name));
      const def: DefinitionData = {
        caption: `Method ${method.name}`,
        badges: [...deprecatedBadge(method, ctx), ...diff.memberBadges('methods', method.name)],
        rows: [
          { label: 'Description', cell: html(method.docs, ctx) },
          { label: 'Signature', cell: { code: method.signature } },
        ],
      };
      if (def.badges?.length === 0) delete def.badges;
      blocks.push(dataElement('RefDefinition', def));
      if (method.parameters.length > 0) {
        const params: TableData = {
          caption: `Parameters of ${method.name}`,
          columns: ['Parameter', 'Type', 'Description'],
          rows: method.parameters.map((p) => [{ code: p.name }, { code: p.type }, html(p.docs, ctx)]),
        };
        blocks.push(dataElement('RefTable', params));
      }
    }
  }

  if (comp.parts.length > 0) {
    blocks.push(heading(2, API_SECTIONS.parts));
    blocks.push(
      dataElement('RefTable', {
        caption: `CSS shadow parts of ${tag}`,
        columns: ['Name', 'Description'],
        rows: comp.parts.map((p) => [withBadges({ code: p.name }, diff.memberBadges('parts', p.name)), html(p.docs, ctx)]),
      } satisfies TableData),
    );
  }

  if (comp.styles.length > 0) {
    blocks.push(heading(2, API_SECTIONS.styles));
    const modes = stylesByMode(comp.styles);
    if (modes.same) {
      blocks.push(dataElement('RefTable', stylesTable(modes.ios, diff, ctx, `CSS custom properties of ${tag}`)));
    } else {
      blocks.push(
        tabs('mode', [
          { value: 'ios', label: 'iOS', children: [dataElement('RefTable', stylesTable(modes.ios, diff, ctx, `CSS custom properties of ${tag} in iOS mode`))] },
          {
            value: 'md',
            label: 'MD',
            children: [dataElement('RefTable', stylesTable(modes.md, diff, ctx, `CSS custom properties of ${tag} in Material Design mode`))],
          },
        ]),
      );
    }
  }

  if (comp.slots.length > 0) {
    blocks.push(heading(2, API_SECTIONS.slots));
    blocks.push(
      dataElement('RefTable', {
        caption: `Slots of ${tag}`,
        columns: ['Name', 'Description'],
        rows: comp.slots.map((s) => [withBadges(s.name ? { code: s.name } : { text: '(default)' }, diff.memberBadges('slots', s.name)), html(s.docs, ctx)]),
      } satisfies TableData),
    );
  }
  return blocks;
}

/** Counts for a page description: "17 properties, 2 events, …". */
export function memberCounts(comp: CoreComponent): string {
  const n = (count: number, one: string, many: string) => (count === 0 ? null : `${count} ${count === 1 ? one : many}`);
  const parts = [
    n(comp.props.length, 'property', 'properties'),
    n(comp.events.length, 'event', 'events'),
    n(comp.methods.length, 'method', 'methods'),
    n(uniqueStyles(comp.styles).length, 'CSS custom property', 'CSS custom properties'),
    n(comp.parts.length, 'shadow part', 'shadow parts'),
    n(comp.slots.length, 'slot', 'slots'),
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'no properties, events or styling hooks of its own';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Title and description of a component's generated page. */
export function apiPageMeta(docs: CoreDocs, comp: CoreComponent): { title: string; description: string } {
  let description = `${comp.tag} in ${docs.packageName} ${docs.packageVersion}: ${memberCounts(comp)}.`;
  if (description.length > 160) description = `${comp.tag} API reference from ${docs.packageName} ${docs.packageVersion}.`;
  return { title: comp.tag, description };
}

/** The /docs/api index: one table of components per family, each with its one-line summary. */
export function apiIndexBlocks(root: string, version: string): Block[] {
  const docs = requireDocs(root, version);
  const versionPath = linkContext(root, version).versionPath;
  const n = neighbours(root, version);
  const prevTags = n.previous ? new Set(n.previous.docs.components.map((c) => c.tag)) : null;
  const blocks: Block[] = [];
  for (const { family, tags } of familiesFor(docs.components.map((c) => c.tag))) {
    blocks.push(heading(3, family.label));
    const table: TableData = {
      caption: `${family.label} components`,
      columns: ['Component', 'Summary'],
      rows: tags.map((tag) => {
        const comp = docs.components.find((c) => c.tag === tag) as CoreComponent;
        const badges: Badge[] = prevTags && !prevTags.has(tag) ? [{ kind: 'new', label: `New in ${version}` }] : [];
        return [
          withBadges({ code: tag, href: `${versionPath}api/${componentSlug(tag)}` }, badges),
          { text: componentSummary(tag, version) ?? `${memberCounts(comp)}.` },
        ];
      }),
    };
    blocks.push(dataElement('RefTable', table));
  }
  return blocks;
}

/** The /docs/components visual overview. */
export function apiFamiliesBlocks(root: string, version: string): Block[] {
  const docs = requireDocs(root, version);
  const versionPath = linkContext(root, version).versionPath;
  const n = neighbours(root, version);
  const prevTags = n.previous ? new Set(n.previous.docs.components.map((c) => c.tag)) : null;
  const data: FamiliesData = {
    version,
    families: familiesFor(docs.components.map((c) => c.tag)).map(({ family, tags }) => ({
      id: family.id,
      label: family.label,
      summary: family.summary,
      shapes: family.shapes,
      members: tags.map((tag) => ({ tag, href: `${versionPath}api/${componentSlug(tag)}`, isNew: prevTags !== null && !prevTags.has(tag) })),
    })),
  };
  return [dataElement('ComponentFamilies', data)];
}
