import type { BlockContent, List, ListItem, Nodes, Paragraph, PhrasingContent, RootContent, Table, TableCell } from 'mdast';
import type { Badge, Cell, DefinitionData, FamiliesData, SummaryData, TableData } from '../../shared/reference-types.ts';
import { mdastOfRenderedHtml } from '../reference/markdown.ts';
import { decodeEntities } from '../build/html-entities.ts';

/**
 * The generated reference (the JSON the `<RefTable>`, `<RefDefinition>`, `<RefSummary>` and
 * `<ComponentFamilies>` components render) as plain mdast: tables stay GFM tables, definitions
 * become "label: value" lists. Descriptions reuse the mdast they were rendered from
 * (src/node/reference/markdown.ts keeps it), so no HTML is read back except the type signatures,
 * which are code with type links and become inline code.
 */

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

/** Block mdast of a rendered description (a fresh copy: callers rewrite its links). */
export function htmlBlocks(html: string): RootContent[] {
  const tree = mdastOfRenderedHtml(html);
  if (tree) return structuredClone(tree.children);
  const value = stripTags(html).trim();
  if (!value) return [];
  return [paragraph(/^<code>/.test(html) ? [{ type: 'inlineCode', value }] : [text(value)])];
}

/** Phrasing content of any block mdast: paragraphs joined by spaces, list items by `; `, code as inline code. */
function flatten(nodes: readonly Nodes[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const sep = (value: string) => {
    if (out.length > 0) out.push(text(value));
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
      case 'tableCell':
        sep(' ');
        out.push(...node.children);
        break;
      case 'code':
        sep(' ');
        out.push({ type: 'inlineCode', value: node.value.replace(/\s*\n\s*/g, ' ') });
        break;
      case 'list':
        for (const item of node.children) {
          sep(out.length > 0 ? '; ' : '');
          out.push(...flatten(item.children));
        }
        break;
      case 'blockquote':
      case 'listItem':
      case 'table':
      case 'tableRow':
        sep(' ');
        out.push(...flatten(node.children));
        break;
      case 'thematicBreak':
      case 'definition':
      case 'html':
        break;
      default:
        out.push(node as PhrasingContent);
    }
  }
  return out;
}

function badgePhrasing(badges: Badge[] | undefined): PhrasingContent[] {
  if (!badges || badges.length === 0) return [];
  const out: PhrasingContent[] = [];
  for (const badge of badges) {
    out.push(text(' '), strong(`(${badge.label})`));
    if (badge.html) out.push(text(' '), ...flatten(htmlBlocks(badge.html)));
  }
  return out;
}

/** The content of one table cell or definition value, on one line. */
export function cellPhrasing(cell: Cell): PhrasingContent[] {
  let body: PhrasingContent[] = [];
  if (cell.code !== undefined) body = [{ type: 'inlineCode', value: cell.code }];
  else if (cell.html !== undefined) body = flatten(htmlBlocks(cell.html));
  else if (cell.text !== undefined && cell.text !== '') body = [text(cell.text)];
  if (cell.href && body.length > 0) body = [{ type: 'link', url: cell.href, children: body.filter((n) => n.type !== 'link') as never }];
  return [...body, ...badgePhrasing(cell.badges)];
}

/** A table cell is one line: line breaks inside its text would otherwise be written as `&#xA;`. */
function oneLine(nodes: PhrasingContent[]): PhrasingContent[] {
  for (const node of nodes) {
    if (node.type === 'text') node.value = node.value.replace(/\s*\n\s*/g, ' ');
    else if (node.type === 'break') Object.assign(node, { type: 'text', value: ' ' });
    else if ('children' in node) oneLine(node.children as PhrasingContent[]);
  }
  return nodes;
}

export function referenceTable(data: TableData): Table {
  const row = (cells: PhrasingContent[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((children): TableCell => ({ type: 'tableCell', children: oneLine(children) })),
  });
  return {
    type: 'table',
    align: data.columns.map(() => null),
    children: [row(data.columns.map((c) => [text(c)])), ...data.rows.map((cells) => row(cells.map(cellPhrasing)))],
  };
}

function factList(rows: { label: string; cell: Cell }[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: rows.map((r): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph([strong(`${r.label}:`), text(' '), ...cellPhrasing(r.cell)])],
    })),
  };
}

export function referenceDefinition(data: DefinitionData): RootContent[] {
  const badges = badgePhrasing(data.badges);
  return [...(badges.length > 0 ? [paragraph(badges.slice(1))] : []), factList(data.rows)];
}

export function referenceSummary(data: SummaryData): RootContent[] {
  const badges = badgePhrasing(data.badges);
  return [
    ...(badges.length > 0 ? [paragraph(badges.slice(1))] : []),
    ...(data.html ? htmlBlocks(data.html) : []),
    ...(data.facts.length > 0 ? [factList(data.facts)] : []),
  ];
}

/** The families overview: one item per family with its summary and its components. */
export function componentFamilies(data: FamiliesData): RootContent[] {
  const items = data.families.map((family): ListItem => {
    const members: PhrasingContent[] = [];
    family.members.forEach((m, i) => {
      if (i > 0) members.push(text(', '));
      members.push({ type: 'link', url: m.href, children: [{ type: 'inlineCode', value: m.tag }] });
      if (m.isNew) members.push(text(` (new in ${data.version})`));
    });
    const children: BlockContent[] = [paragraph([strong(family.label), text(` — ${family.summary}`)]), paragraph(members)];
    return { type: 'listItem', spread: true, children };
  });
  return [{ type: 'list', ordered: false, spread: true, children: items }];
}
