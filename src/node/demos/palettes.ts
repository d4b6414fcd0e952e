import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoPalette } from './demo-source.ts';

/**
 * The colour palettes of the live demos.
 *
 * Every demo frame follows the docs' light/dark mode with a class on its `<html>` (the frame
 * script, self-hosted-ionic.ts) and loads one stylesheet, `css/palettes.css`, that holds every
 * palette of its release, each inert until its class is on `<html>`:
 * - Ionic 8 and later: the release's own class palettes (dark, high contrast, dark high contrast),
 *   in the order the high contrast page asks for.
 * - Ionic 7 ships no palette. Its Dark Mode page has apps write a dark theme of their own under
 *   the class `dark-theme`; the frames use exactly that theme (`ionic7-dark-theme.css`, which a
 *   test keeps equal to the page's code block), so a v7 demo in dark mode looks as the page says.
 *
 * A demo about a palette says so with `<Playground palette="…">`. Its frame starts with the
 * palette's class where the site's light/dark mode does not already set it, and its StackBlitz
 * projects load the palette the way the page tells an app to.
 */

/** The class palettes of Ionic 8, in load order: the dark high contrast rules must come last. */
const PACKAGED_PALETTES = ['palettes/dark.class.css', 'palettes/high-contrast.class.css', 'palettes/high-contrast-dark.class.css'];

const HIGH_CONTRAST_CLASS = 'ion-palette-high-contrast';

const IONIC7_THEME = path.join(import.meta.dirname, 'ionic7-dark-theme.css');

/** Where an Ionic 7 project keeps the theme: the file name the v7 Dark Mode page gives it. */
export const IONIC7_THEME_FILE = 'src/theme/dark.css';

function coreCss(root: string, site: string, file: string): string {
  return path.join(root, 'node_modules', `ionic-core-${site}`, 'css', file);
}

/** Whether this release ships its own palettes (Ionic 8 and later). */
function packagedPalettes(root: string, site: string): boolean {
  return existsSync(coreCss(root, site, PACKAGED_PALETTES[0]));
}

function releaseOf(root: string, site: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', `ionic-core-${site}`, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The class that turns dark mode on in this release's frames. */
export function darkClass(root: string, site: string): string {
  return packagedPalettes(root, site) ? 'ion-palette-dark' : 'dark-theme';
}

/** The Ionic 7 dark theme of the v7 Dark Mode page. */
export function ionic7DarkTheme(): string {
  return readFileSync(IONIC7_THEME, 'utf8');
}

/** `css/palettes.css` of a release's self-hosted folder. */
export function framePalettes(root: string, site: string): string {
  if (!packagedPalettes(root, site)) return ionic7DarkTheme();
  return PACKAGED_PALETTES.map((file) => coreCss(root, site, file))
    .filter((file) => existsSync(file))
    .map(
      (file) =>
        `${readFileSync(file, 'utf8')
          .replace(/\/\*# sourceMappingURL=.*\*\//, '')
          .trim()}\n`,
    )
    .join('');
}

export interface PaletteSetup {
  /** Stylesheets of the framework package's `css/` folder (`palettes/dark.class.css`), in load order. */
  packaged: string[];
  /** Stylesheets the app writes itself, by path in the project (`src/theme/dark.css`). */
  own: Record<string, string>;
  /** The class the demo's `<html>` starts with. */
  htmlClass?: string;
}

/** What a demo about `palette` needs, in this release; throws when the release has no such palette. */
export function paletteSetup(root: string, site: string, palette: DemoPalette): PaletteSetup {
  const packaged = packagedPalettes(root, site);
  if (palette === 'dark') return packaged ? { packaged: [PACKAGED_PALETTES[0]], own: {} } : { packaged: [], own: { [IONIC7_THEME_FILE]: ionic7DarkTheme() } };
  if (!packaged || !existsSync(coreCss(root, site, PACKAGED_PALETTES[2])))
    throw new Error(`palette="high-contrast": Ionic ${releaseOf(root, site)} ships no high contrast palette`);
  return { packaged: PACKAGED_PALETTES, own: {}, htmlClass: HIGH_CONTRAST_CLASS };
}

/** The class a demo's `<html>` starts with (none for a demo without a palette). */
export function paletteHtmlClass(root: string, site: string, palette: DemoPalette | undefined): string | undefined {
  return palette ? paletteSetup(root, site, palette).htmlClass : undefined;
}
