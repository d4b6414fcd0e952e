/**
 * Highlighting in a light and a dark theme for the price of one tokenisation. Shiki's two-theme
 * output tokenises every block once per theme, and tokenising is nearly all of a cold build's
 * highlighting time. Our two themes are one palette family: the same rules with the same scopes
 * in the same order, only the colours differ. So one "paired" theme, whose colour for each rule
 * is a placeholder standing for that rule's (light, dark) pair, resolves every token exactly as
 * both themes would; a transformer then gives each token the two colours, in the very form
 * Shiki's two-theme output has (`--shiki-light:…;--shiki-dark:…`).
 */
import { flatTokenVariants, type ShikiTransformer, type ThemeRegistrationResolved, type ThemedToken } from 'shiki';

export interface PairedThemes {
  /** The theme to tokenise with. */
  theme: ThemeRegistrationResolved;
  /** Turns its placeholder colours back into the pair; must run before other transformers. */
  transformer: ShikiTransformer;
}

type Pair = readonly [light: string, dark: string];

/** vscode-textmate hands colours back upper-cased; the two-theme output carries them so. */
const asTokenColour = (colour: string) => colour.toUpperCase();

/**
 * Pairs two themes, or throws when they are not the same rules in the same order (another
 * palette family): then each theme must tokenise on its own.
 */
export function pairThemes(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): PairedThemes {
  const pairs = new Map<string, Pair>();
  const placeholders = new Map<string, string>();
  const placeholder = (lightColour: string | undefined, darkColour: string | undefined, where: string): string | undefined => {
    if (lightColour === undefined && darkColour === undefined) return undefined;
    if (lightColour === undefined || darkColour === undefined) throw new Error(`${light.name} and ${dark.name} differ at ${where}: only one sets it`);
    const key = `${asTokenColour(lightColour)}|${asTokenColour(darkColour)}`;
    let value = placeholders.get(key);
    if (!value) {
      value = `#${(placeholders.size + 1).toString(16).padStart(6, '0')}`;
      placeholders.set(key, value);
      pairs.set(asTokenColour(value), [asTokenColour(lightColour), asTokenColour(darkColour)]);
    }
    return value;
  };
  if (light.settings.length !== dark.settings.length) throw new Error(`${light.name} and ${dark.name} have different rules`);
  const settings = light.settings.map((rule, i) => {
    const other = dark.settings[i];
    if (JSON.stringify(rule.scope) !== JSON.stringify(other?.scope) || rule.settings.fontStyle !== other?.settings.fontStyle)
      throw new Error(`${light.name} and ${dark.name} differ at rule ${i}`);
    return {
      ...rule,
      settings: {
        ...rule.settings,
        foreground: placeholder(rule.settings.foreground, other.settings.foreground, `rule ${i} foreground`),
        background: placeholder(rule.settings.background, other.settings.background, `rule ${i} background`),
      },
    };
  });
  const fg = placeholder(light.fg, dark.fg, 'the default foreground') as string;
  const bg = placeholder(light.bg, dark.bg, 'the default background') as string;
  const theme: ThemeRegistrationResolved = {
    ...light,
    name: `${light.name}+${dark.name}`,
    settings,
    fg,
    bg,
    colors: { ...light.colors, 'editor.foreground': fg, 'editor.background': bg },
  };

  const flatten = (token: ThemedToken): ThemedToken => {
    const { content, offset, fontStyle } = token;
    // Plain text (no grammar) has no colours in either theme.
    const pair = token.color === undefined ? undefined : pairs.get(asTokenColour(token.color));
    if (token.color !== undefined && !pair) throw new Error(`a token came out in ${token.color}, which no rule of the paired theme gives`);
    const variants = pair ? { light: { color: pair[0], fontStyle }, dark: { color: pair[1], fontStyle } } : { light: {}, dark: {} };
    return flatTokenVariants({ content, offset, variants }, ['light', 'dark'], '--shiki-', false);
  };
  const transformer: ShikiTransformer = {
    name: 'docs:paired-themes',
    tokens: (lines) => lines.map((line) => line.map(flatten)),
    pre(node) {
      node.properties.class = `shiki shiki-themes ${light.name} ${dark.name}`;
    },
  };
  return { theme, transformer };
}
