import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagramError, prepareDiagram } from '../../src/node/diagrams/diagram-svg.ts';

const ok = (body: string, attrs = 'viewBox="0 0 100 50" width="100" height="50"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>\n  <title>A box</title>\n${body}\n</svg>`;

function problem(source: string): { message: string; line: number } {
  try {
    prepareDiagram(source, 'x', 'alt');
  } catch (error) {
    if (error instanceof DiagramError) return { message: error.message, line: error.line };
    throw error;
  }
  throw new Error('expected a DiagramError');
}

describe('prepareDiagram', () => {
  it('inlines a valid diagram with the page alt text as its name and prefixed ids', () => {
    const out = prepareDiagram(
      ok('  <defs><marker id="arrow"><path d="M0 0" class="d-arrow"/></marker></defs>\n  <line class="d-line" marker-end="url(#arrow)"/>'),
      'flow',
      'A "quoted" flow',
    );
    expect(out.width).toBe(100);
    expect(out.height).toBe(50);
    expect(out.title).toBe('A box');
    expect(out.svg).toMatch(/^<svg role="img" aria-label="A &quot;quoted&quot; flow" focusable="false"/);
    expect(out.svg).toContain('id="dg-flow-arrow"');
    expect(out.svg).toContain('url(#dg-flow-arrow)');
  });

  it.each([
    ['a script', ok('  <script>alert(1)</script>'), /<script> is not allowed/, 3],
    ['a style element', ok('  <style>rect{}</style>'), /<style> is not allowed/, 3],
    ['an event attribute', ok('  <rect onclick="x()"/>'), /event attribute onclick/, 3],
    ['a hard-coded colour', ok('  <rect fill="#ff0000"/>'), /fill="#ff0000": colours come from the d-… classes/, 3],
    ['an unknown class', ok('  <rect class="d-box red"/>'), /unknown class "red"/, 3],
    ['an external link', ok('  <use href="https://example.com/x.svg#a"/>'), /only links to ids inside/, 3],
    ['a missing title', '<svg viewBox="0 0 1 1" width="1" height="1"><rect/></svg>', /non-empty <title>/, 1],
    ['missing dimensions', ok('', 'viewBox="0 0 1 1"'), /numeric width and height/, 1],
  ])('refuses %s with the line of the problem', (_what, source, message, line) => {
    const p = problem(source);
    expect(p.message).toMatch(message);
    expect(p.line).toBe(line);
  });

  it('accepts every diagram in content/diagrams', () => {
    const dir = path.resolve(import.meta.dirname, '../../content/diagrams');
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(() => prepareDiagram(readFileSync(path.join(dir, f), 'utf8'), f.replace('.svg', ''), 'alt'), f).not.toThrow();
  });
});
