import { describe, expect, it } from 'vitest';
import { getCodeHighlighter } from '../../src/node/mdx/highlighter.ts';

describe('the code highlighter', () => {
  // Shiki stops a line after 500 ms by default and leaves the rest plain; a worker's first block in
  // a language (which compiles the grammar) on a busy machine took that long, so a build now and
  // then shipped a mis-highlighted sample. A line long enough to take seconds shows the limit is off.
  it('highlights a line to its end however long it takes', { timeout: 120_000 }, async () => {
    const { highlight } = await getCodeHighlighter();
    const count = 100_000;
    const code = `const names = [${Array.from({ length: count }, (_, i) => `'n${i}'`).join(', ')}];`;
    const html = await highlight(code, 'ts', undefined);
    expect(html.match(/<span class="tk-d">'n\d+'<\/span>/g)).toHaveLength(count);
  });
});
