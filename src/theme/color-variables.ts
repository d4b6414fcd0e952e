/** The six CSS variables of an Ionic colour, computed from its base (theming/color-generator). */
export interface ColorVariables {
  base: string;
  rgb: string;
  contrast: string;
  contrastRgb: string;
  shade: string;
  tint: string;
}

export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const full = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Shade: the base mixed with 12 % black. Tint: the base mixed with 10 % white. Contrast: black or white, whichever reads better. */
export function colorVariables(hex: string): ColorVariables | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const black = [0, 0, 0];
  const white = [255, 255, 255];
  const contrast = contrastRatio(rgb, white) >= contrastRatio(rgb, black) ? white : black;
  return {
    base: toHex(rgb),
    rgb: rgb.join(', '),
    contrast: toHex(contrast),
    contrastRgb: contrast.join(', '),
    shade: toHex(rgb.map((c) => c * 0.88)),
    tint: toHex(rgb.map((c) => c + (255 - c) * 0.1)),
  };
}

/** The CSS block for one named colour. */
export function colorCss(name: string, v: ColorVariables): string {
  return [
    `  --ion-color-${name}: ${v.base};`,
    `  --ion-color-${name}-rgb: ${v.rgb};`,
    `  --ion-color-${name}-contrast: ${v.contrast};`,
    `  --ion-color-${name}-contrast-rgb: ${v.contrastRgb};`,
    `  --ion-color-${name}-shade: ${v.shade};`,
    `  --ion-color-${name}-tint: ${v.tint};`,
  ].join('\n');
}

export const COLOR_NAMES = ['primary', 'secondary', 'tertiary', 'success', 'warning', 'danger', 'light', 'medium', 'dark'] as const;

type ColorSet = Record<(typeof COLOR_NAMES)[number], string>;

/** Default base colours shipped in @ionic/core's css/core.css, by major (tests/color-defaults.test.ts checks them). */
export const DEFAULT_COLORS: Record<number, ColorSet> = {
  8: {
    primary: '#0054e9',
    secondary: '#0163aa',
    tertiary: '#6030ff',
    success: '#2dd55b',
    warning: '#ffc409',
    danger: '#c5000f',
    light: '#f4f5f8',
    medium: '#636469',
    dark: '#222428',
  },
  7: {
    primary: '#3880ff',
    secondary: '#3dc2ff',
    tertiary: '#5260ff',
    success: '#2dd36f',
    warning: '#ffc409',
    danger: '#eb445a',
    light: '#f4f5f8',
    medium: '#92949c',
    dark: '#222428',
  },
};

/** The defaults of `major`; a major not listed yet (a version just cut) gets the newest listed. */
export function defaultColors(major: number): ColorSet {
  return DEFAULT_COLORS[major] ?? DEFAULT_COLORS[Math.max(...Object.keys(DEFAULT_COLORS).map(Number))];
}
