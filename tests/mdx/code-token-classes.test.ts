import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE_TOKENS_CSS, codeTokenClassTransformer, parseCodeTokenClasses } from '../../src/node/mdx/code-token-classes.ts';
import { CODE_THEMES, getHighlighter } from '../../src/node/mdx/highlighter.ts';

const SAMPLE = `import { Component } from '@angular/core';
// A comment, a string, a number and a keyword.
@Component({ selector: 'app-home', standalone: true })
export class HomePage {
  count = 42;
  greet(name: string): string {
    return \`Hello \${name}\`;
  }
}`;

/** Colour pair of every token as the browser would resolve it, from inline styles or the classes. */
function tokenColours(html: string, classes: Map<string, string>, defaultPair: string): string[] {
  const byClass = new Map([...classes].map(([pair, name]) => [name, pair]));
  const out: string[] = [];
  for (const [, attrs, text] of html.matchAll(/<span((?:\s+[\w-]+="[^"]*")*)>([^<]*)<\/span>/g)) {
    const style = /style="--shiki-light:([^;]+);--shiki-dark:([^";]+)"/.exec(attrs as string);
    const cls = /class="([^"]*)"/
      .exec(attrs as string)?.[1]
      ?.split(' ')
      .find((c) => byClass.has(c));
    const pair = style ? `${style[1]}|${style[2]}`.toLowerCase() : cls ? byClass.get(cls) : defaultPair;
    out.push(`${text}=${pair}`);
  }
  return out;
}

describe('code token classes', () => {
  const tokens = parseCodeTokenClasses(readFileSync(CODE_TOKENS_CSS, 'utf8'));
  // A fresh highlighter's first pass over a text can differ from every later one (Shiki 4.6,
  // either regex engine); the build highlights each block once, so compare settled passes only.
  const highlighter = getHighlighter().then((shiki) => {
    shiki.codeToHtml(SAMPLE, { lang: 'ts', themes: CODE_THEMES, defaultColor: false });
    return shiki;
  });

  it('give every token the colour the inline styles gave it, in far fewer bytes', async () => {
    const shiki = await highlighter;
    const options = { lang: 'ts', themes: CODE_THEMES, defaultColor: false } as const;
    const inline = shiki.codeToHtml(SAMPLE, options);
    const classed = shiki.codeToHtml(SAMPLE, { ...options, transformers: [codeTokenClassTransformer(tokens)] });
    expect(tokenColours(classed, tokens.classes, tokens.defaultPair)).toEqual(tokenColours(inline, new Map(), tokens.defaultPair));
    expect(classed).not.toContain('style=');
    expect(classed).toMatch(/class="tk-[a-z]"/);
    expect(classed.length).toBeLessThan(inline.length * 0.6);
  });

  it('keeps the inline style of a colour pair the stylesheet does not define, so nothing loses its colour', async () => {
    const shiki = await highlighter;
    // The keyword colour, which the sample uses.
    const missingPair = [...tokens.classes.keys()].find((pair) => pair.startsWith('#cf222e|')) as string;
    const partial = { defaultPair: tokens.defaultPair, classes: new Map([...tokens.classes].filter(([pair]) => pair !== missingPair)) };
    const html = shiki.codeToHtml(SAMPLE, { lang: 'ts', themes: CODE_THEMES, defaultColor: false, transformers: [codeTokenClassTransformer(partial)] });
    const [light] = missingPair.split('|');
    expect(html.toLowerCase()).toContain(`style="--shiki-light:${light}`);
    expect(tokenColours(html, partial.classes, partial.defaultPair)).toEqual(
      tokenColours(shiki.codeToHtml(SAMPLE, { lang: 'ts', themes: CODE_THEMES, defaultColor: false }), new Map(), tokens.defaultPair),
    );
  });

  it('refuses a stylesheet without the default colour, naming the file', () => {
    expect(() => parseCodeTokenClasses('.shiki .tk-a { --shiki-light: #000; --shiki-dark: #fff; }', 'x.css')).toThrow(/^x\.css: no `\.shiki/);
  });
});
