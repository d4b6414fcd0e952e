import type { Code, Heading, Nodes, Paragraph, Parent, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { elementData } from '../reference/mdast.ts';
import { parseCodeMeta } from '../mdx/code-meta.ts';
import { componentFamilies, referenceDefinition, referenceSummary, referenceTable } from './reference-markdown.ts';
import type { DefinitionData, FamiliesData, SummaryData, TableData } from '../../shared/reference-types.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** mdast node types that are inline content (they must sit inside a paragraph, heading or cell). */
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'image',
  'imageReference',
  'link',
  'linkReference',
  'footnoteReference',
  'html',
]);
/**
 * Turns a page's mdast — after the same admonition, reference and demo plugins the HTML is
 * compiled with — into plain CommonMark + GFM mdast without any JSX:
 *
 * - `<Admonition type title>` → a blockquote opening with its kind (`**Note:**`);
 * - `<Tabs>` → one section per tab, headed by the tab's label one level under the current section;
 * - `<Playground>` → its title, a link to the standalone demo, and the code of every framework;
 * - reference data components → tables and lists (reference-markdown.ts);
 * - links and images → absolute URLs of the site; code fences keep their language and title.
 *
 * A component it does not know is unwrapped and reported on the file, so the checks catch it.
 */

export interface PlainMarkdownOptions {
  /** The page's canonical URL (`https://ionicframework.com/docs/api/button`). */
  pageUrl: string;
  /** `https://ionicframework.com` */
  origin: string;
  /** `/docs/`: demo documents are given relative to it. */
  baseUrl: string;
  /** `v8`: release notes list that major and the ones before. */
  version: string;
  /** Project root (data/release-notes.json). */
  root: string;
}

interface ReleaseNotesData {
  package: string;
  capturedAt: string;
  releases: { version: string; date: string }[];
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

function attr(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', danger: 'Danger' };

/** `{'{'}` and similar string-literal expressions authors write to show a literal character. */
function literalExpression(value: string): string | null {
  const m = /^\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(value);
  return m ? m[2].replace(/\\(.)/g, '$1') : null;
}

function releaseNotesBlocks(root: string, version: string): RootContent[] {
  const releaseNotes = JSON.parse(readFileSync(path.join(root, 'data/release-notes.json'), 'utf8')) as ReleaseNotesData;
  const pageMajor = Number(version.slice(1));
  const byMajor = new Map<number, typeof releaseNotes.releases>();
  for (const r of releaseNotes.releases) {
    const major = Number(r.version.split('.')[0]);
    if (major <= pageMajor) byMajor.set(major, [...(byMajor.get(major) ?? []), r]);
  }
  const changelog = 'https://github.com/ionic-team/ionic-framework/blob/main/CHANGELOG.md';
  const out: RootContent[] = [paragraph([text(`${releaseNotes.package} releases as published on npm (captured ${releaseNotes.capturedAt}).`)])];
  for (const [major, releases] of byMajor) {
    out.push(paragraph([strong(`Ionic ${major}`), text(` — ${releases.length} releases, latest ${releases[0].version} (${releases[0].date})`)]));
    const row = (cells: PhrasingContent[][]): TableRow => ({
      type: 'tableRow',
      children: cells.map((children): TableCell => ({ type: 'tableCell', children })),
    });
    const table: Table = {
      type: 'table',
      align: [null, null, null],
      children: [
        row([[text('Version')], [text('Published')], [text('Kind')]]),
        ...releases.map((r) =>
          row([
            [{ type: 'link', url: `${changelog}#${r.version.replace(/\./g, '')}`, children: [text(r.version)] }],
            [text(r.date)],
            [text(r.version.endsWith('.0.0') ? 'Major' : r.version.endsWith('.0') ? 'Minor' : 'Patch')],
          ]),
        ),
      ],
    };
    out.push(table);
  }
  return out;
}

export function remarkPlainMarkdown(options: PlainMarkdownOptions) {
  const absolute = (url: string): string => {
    if (url.startsWith('#')) return options.pageUrl + url;
    if (url.startsWith('/')) return options.origin + url;
    return url;
  };

  return (tree: Parent, file: VFile) => {
    // Depth of the last authored heading: a tab group's sections go one level under it.
    let sectionDepth = 1;

    const element = (node: MdxJsxFlowElement | MdxJsxTextElement): Nodes[] => {
      const children = () => transform(node.children as Nodes[]);
      switch (node.name) {
        case 'Admonition': {
          const kind = attr(node, 'type') ?? 'note';
          const title = attr(node, 'title');
          const label = ADMONITION_LABELS[kind] ?? kind;
          const body = children() as RootContent[];
          const first = body[0];
          if (!title && first?.type === 'paragraph') first.children.unshift(strong(`${label}:`), text(' '));
          else body.unshift(paragraph([strong(title ? `${label}: ${title}` : `${label}:`)]));
          return [{ type: 'blockquote', children: body as never }];
        }
        case 'Tabs': {
          const depth = Math.min(6, sectionDepth + 1) as Heading['depth'];
          const out: Nodes[] = [];
          for (const item of node.children) {
            if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') continue;
            out.push({ type: 'heading', depth, children: [text(attr(item, 'label') ?? attr(item, 'value') ?? '')] });
            out.push(...transform(item.children as Nodes[]));
          }
          return out;
        }
        case 'Playground': {
          const title = attr(node, 'title') ?? 'Demo';
          const src = attr(node, 'src');
          const out: Nodes[] = [
            paragraph([
              strong(`Live demo: ${title}`),
              ...(src
                ? [text(' — '), { type: 'link' as const, url: options.origin + options.baseUrl + src, children: [text('open the demo on its own')] }]
                : []),
            ]),
          ];
          const tabs = node.children.find((c): c is MdxJsxFlowElement => c.type === 'mdxJsxFlowElement' && c.name === 'Tabs');
          for (const item of tabs?.children ?? []) {
            if (item.type !== 'mdxJsxFlowElement') continue;
            out.push(paragraph([strong(`${attr(item, 'label') ?? ''}:`)]));
            out.push(...transform(item.children as Nodes[]));
          }
          return out;
        }
        case 'RefTable':
          return transform([referenceTable(elementData<TableData>(node as MdxJsxFlowElement))]);
        case 'RefDefinition':
          return transform(referenceDefinition(elementData<DefinitionData>(node as MdxJsxFlowElement)));
        case 'RefSummary':
          return transform(referenceSummary(elementData<SummaryData>(node as MdxJsxFlowElement)));
        case 'ComponentFamilies':
          return transform(componentFamilies(elementData<FamiliesData>(node as MdxJsxFlowElement)));
        case 'ReleaseNotes':
          return transform(releaseNotesBlocks(options.root, options.version));
        case 'ColorGenerator':
          return [
            paragraph([
              text('The colour generator on this page is interactive: open '),
              { type: 'link', url: options.pageUrl, children: [text('the page')] },
              text(' in a browser to pick colours and copy the generated CSS variables.'),
            ]),
          ];
        case 'SearchPage':
          return [
            paragraph([
              text('Search runs in the browser: open '),
              { type: 'link', url: options.pageUrl, children: [text('the search page')] },
              text(' and type a query.'),
            ]),
          ];
        case 'br':
          return [{ type: 'break' }];
        case 'kbd':
        case 'code':
          return [{ type: 'inlineCode', value: toString(node) }];
        case 'em':
        case 'i':
          return [{ type: 'emphasis', children: children() as PhrasingContent[] }];
        case 'strong':
        case 'b':
        case 'summary':
          return node.type === 'mdxJsxFlowElement'
            ? [paragraph([{ type: 'strong', children: children() as PhrasingContent[] }])]
            : [{ type: 'strong', children: children() as PhrasingContent[] }];
        case 'a': {
          const href = attr(node, 'href');
          return href ? [{ type: 'link', url: absolute(href), children: children() as PhrasingContent[] }] : children();
        }
        // Wrappers whose content reads the same without them.
        case 'span':
        case 'div':
        case 'p':
        case 'sup':
        case 'sub':
        case 'abbr':
        case 'details':
        case 'figure':
        case 'figcaption':
          return children();
        case 'Diagram':
          return [paragraph([{ type: 'emphasis', children: [text(`Diagram: ${attr(node, 'alt') ?? ''}`)] }])];
        case 'img': {
          const src = attr(node, 'src');
          return src ? [{ type: 'image', url: absolute(src), alt: attr(node, 'alt') ?? '' }] : [];
        }
        default:
          file.message(`<${node.name ?? 'fragment'}> has no Markdown form: its content is kept, the tag dropped`, node);
          return children();
      }
    };

    const asFlow = (nodes: Nodes[]): Nodes[] => {
      const out: Nodes[] = [];
      for (const node of nodes) {
        const last = out[out.length - 1];
        if (!PHRASING.has(node.type)) out.push(node);
        else if (last?.type === 'paragraph' && (last as { data?: { fromPhrasing?: boolean } }).data?.fromPhrasing) last.children.push(node as PhrasingContent);
        else out.push({ ...paragraph([node as PhrasingContent]), data: { fromPhrasing: true } } as Nodes);
      }
      return out;
    };

    const transform = (nodes: readonly Nodes[]): Nodes[] => {
      const out: Nodes[] = [];
      for (const node of nodes) {
        switch (node.type) {
          case 'mdxjsEsm':
          case 'mdxFlowExpression':
            continue;
          case 'mdxTextExpression': {
            const literal = literalExpression(node.value);
            if (literal !== null) out.push(text(literal) as Nodes);
            continue;
          }
          case 'mdxJsxFlowElement':
            // A block-level tag that became inline content (an <img>, a lone <strong>) goes into a
            // paragraph: one phrasing node at the top level turns the whole page into one line.
            out.push(...asFlow(element(node)));
            continue;
          case 'mdxJsxTextElement':
            out.push(...element(node));
            continue;
          case 'heading':
            sectionDepth = node.depth;
            break;
          case 'code':
            (node as Code).meta = codeMeta(node.meta);
            break;
          case 'link':
          case 'image':
          case 'definition':
            node.url = absolute(node.url);
            break;
        }
        if ('children' in node) (node as Parent).children = transform(node.children as Nodes[]) as Parent['children'];
        out.push(node);
      }
      return out;
    };

    tree.children = transform(tree.children as Nodes[]) as Parent['children'];
  };
}

/** Only the file title survives in a fence's info string (line highlights are a visual aid). */
function codeMeta(meta: string | null | undefined): string | null {
  const { title } = parseCodeMeta(meta ?? undefined);
  return title ? `title="${title}"` : null;
}
