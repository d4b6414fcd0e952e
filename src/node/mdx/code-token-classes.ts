import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShikiTransformer } from 'shiki';

/** The stylesheet that defines the token classes: the one place their colours are written. */
export const CODE_TOKENS_CSS = path.join(import.meta.dirname, '../../theme/styles/code-tokens.css');

export interface CodeTokenClasses {
  /** `#1f2328|#e6edf3`: the block's default pair, which plain tokens inherit. */
  defaultPair: string;
  /** Colour pair (`light|dark`, lower case) → class name. */
  classes: Map<string, string>;
}

const pairOf = (light: string, dark: string) => `${light.toLowerCase()}|${dark.toLowerCase()}`;

/** Reads `.shiki { … }` (the default pair) and `.shiki .<class> { … }` rules from the stylesheet. */
export function parseCodeTokenClasses(css: string, file = CODE_TOKENS_CSS): CodeTokenClasses {
  const classes = new Map<string, string>();
  let defaultPair = '';
  const rule = /\.shiki(?:\s+\.([\w-]+))?\s*\{\s*--shiki-light:\s*(#[0-9a-f]{3,8});\s*--shiki-dark:\s*(#[0-9a-f]{3,8});\s*\}/gi;
  for (const [, name, light, dark] of css.matchAll(rule)) {
    if (name) classes.set(pairOf(light as string, dark as string), name);
    else defaultPair = pairOf(light as string, dark as string);
  }
  if (!defaultPair) throw new Error(`${file}: no \`.shiki { --shiki-light: …; --shiki-dark: …; }\` rule for the default code colour`);
  return { defaultPair, classes };
}

/** `--shiki-light:#CF222E;--shiki-dark:#FF7B72` → the pair, or null when the style sets more than the two colours. */
function colourPairOfStyle(style: string): string | null {
  const match = /^--shiki-light:(#[0-9a-fA-F]{3,8});--shiki-dark:(#[0-9a-fA-F]{3,8})$/.exec(style.trim().replace(/;$/, ''));
  return match ? pairOf(match[1] as string, match[2] as string) : null;
}

/**
 * Shiki transformer: a token of the default colour loses its style (it inherits the block's), a
 * token of a known pair gets its class instead, anything else (bold, italic, an unknown colour)
 * keeps its inline style. The block's own style only repeated the default pair and backgrounds
 * the site's CSS sets, so it goes too.
 */
export function codeTokenClassTransformer(tokens: CodeTokenClasses = parseCodeTokenClasses(readFileSync(CODE_TOKENS_CSS, 'utf8'))): ShikiTransformer {
  return {
    name: 'docs:code-token-classes',
    pre(node) {
      delete node.properties.style;
    },
    span(node) {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      const pair = colourPairOfStyle(style);
      if (pair === null) return;
      if (pair === tokens.defaultPair) {
        delete node.properties.style;
        return;
      }
      const name = tokens.classes.get(pair);
      if (!name) return;
      delete node.properties.style;
      this.addClassToHast(node, name);
    },
  };
}
