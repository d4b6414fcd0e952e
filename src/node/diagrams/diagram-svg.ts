import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * Hand-made SVG diagrams (`content/diagrams/<name>.svg`) are inlined into the page at build
 * time, so they can take the site's colours (light and dark) from CSS classes and need no
 * request and no script. This module checks a diagram against the rules that make that safe
 * and readable, and prepares its markup for inlining:
 *
 *   - the root is an `<svg>` with `viewBox`, `width` and `height` (space is reserved, no shift);
 *   - its first element is a non-empty `<title>`;
 *   - no `<script>`, `<style>` (the page's CSP refuses inline styles), `<foreignObject>`,
 *     `<image>`, event attributes or links other than to ids of the same diagram;
 *   - `fill`/`stroke` attributes are only `none` or `currentColor`: colours come from the
 *     `d-…` classes styled by the site (src/theme/mdx/Diagram.module.css), so one file serves
 *     both colour modes.
 */

export const DIAGRAM_CLASSES = ['d-box', 'd-accent', 'd-accent-line', 'd-line', 'd-text', 'd-muted', 'd-strong', 'd-soft', 'd-arrow', 'd-dash'] as const;

export class DiagramError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const FORBIDDEN = new Set(['script', 'style', 'foreignobject', 'image', 'iframe', 'a']);
const PAINT = new Set(['fill', 'stroke', 'stop-color', 'color']);

export interface PreparedDiagram {
  /** The `<svg>` markup to inline, ids prefixed, with `role="img"` and the page's alt text as its name. */
  svg: string;
  width: number;
  height: number;
  title: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Checks `source` (the text of `<name>.svg`) and returns it ready to inline; throws DiagramError with the line of the problem. */
export function prepareDiagram(source: string, name: string, alt: string): PreparedDiagram {
  const text = source.replace(/^\s*<\?xml[^>]*\?>\s*/, '');
  const nodes = parseFragment(text, { sourceCodeLocationInfo: true }).childNodes.filter(isElement);
  const lineOf = (el: Element) => el.sourceCodeLocation?.startLine ?? 1;
  if (nodes.length !== 1 || nodes[0].tagName !== 'svg') throw new DiagramError('a diagram file holds exactly one <svg> element', 1);
  const svg = nodes[0];
  const attr = (el: Element, key: string) => el.attrs.find((a) => a.name === key)?.value;
  const width = Number(attr(svg, 'width'));
  const height = Number(attr(svg, 'height'));
  if (!attr(svg, 'viewbox') && !attr(svg, 'viewBox')) throw new DiagramError('<svg> needs a viewBox', lineOf(svg));
  if (!(width > 0) || !(height > 0)) throw new DiagramError('<svg> needs numeric width and height attributes (the space reserved in the page)', lineOf(svg));
  const first = svg.childNodes.find(isElement);
  const title =
    first?.tagName === 'title'
      ? first.childNodes
          .map((c) => ('value' in c ? c.value : ''))
          .join('')
          .trim()
      : '';
  if (!title) throw new DiagramError('the first element of <svg> must be a non-empty <title>', lineOf(svg));

  const ids = new Set<string>();
  const check = (el: Element) => {
    if (FORBIDDEN.has(el.tagName.toLowerCase())) throw new DiagramError(`<${el.tagName}> is not allowed in a diagram`, lineOf(el));
    for (const { name: key, value } of el.attrs) {
      if (/^on/i.test(key)) throw new DiagramError(`event attribute ${key} is not allowed`, lineOf(el));
      if (key === 'style') throw new DiagramError('style attributes are not allowed: use the d-… classes', lineOf(el));
      if (PAINT.has(key) && value !== 'none' && value !== 'currentColor' && !/^url\(#[\w-]+\)$/.test(value)) {
        throw new DiagramError(
          `${key}="${value}": colours come from the d-… classes so that both colour modes work (only none and currentColor are allowed here)`,
          lineOf(el),
        );
      }
      if ((key === 'href' || key === 'xlink:href') && !value.startsWith('#'))
        throw new DiagramError(`${key}="${value}": only links to ids inside the diagram are allowed`, lineOf(el));
      if (key === 'class') {
        for (const cls of value.split(/\s+/).filter(Boolean)) {
          if (!(DIAGRAM_CLASSES as readonly string[]).includes(cls))
            throw new DiagramError(`unknown class "${cls}" (known: ${DIAGRAM_CLASSES.join(', ')})`, lineOf(el));
        }
      }
      if (key === 'id') ids.add(value);
    }
    for (const child of el.childNodes) if (isElement(child)) check(child);
  };
  check(svg);

  // Several diagrams can share a page: prefix their ids so markers and gradients do not collide.
  let body = text.replace(/<!--[\s\S]*?-->/g, '').trim();
  for (const id of ids) {
    const re = new RegExp(`(id="|url\\(#|href="#)${id.replace(/[-]/g, '\\-')}(?=[")])`, 'g');
    body = body.replace(re, `$1dg-${name}-${id}`);
  }
  body = body.replace(/^<svg\b/, `<svg role="img" aria-label="${escapeAttribute(alt)}" focusable="false"`);
  return { svg: body, width, height, title };
}
