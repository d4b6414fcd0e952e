import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localVersions } from '../src/node/config/site-versions.ts';
import { COLOR_NAMES, DEFAULT_COLORS, defaultColors } from '../src/theme/color-variables.ts';

/** A colour's default in core.css: `--ion-color-x: #hex` (8.x) or the fallback of `var(--ion-color-x, #hex)` (7.x). */
function shippedDefault(css: string, name: string): string | undefined {
  const declared =
    new RegExp(`--ion-color-${name}:\\s*(#[0-9a-f]{3,6})\\b`, 'i').exec(css) ?? new RegExp(`--ion-color-${name},\\s*(#[0-9a-f]{3,6})\\b`, 'i').exec(css);
  return declared?.[1].toLowerCase();
}

describe('colour generator defaults', () => {
  it.each(localVersions().map((v) => v.name))('are the base colours the @ionic/core release of %s ships', (name) => {
    const major = Number(name.slice(1));
    const css = readFileSync(path.join(import.meta.dirname, `../node_modules/ionic-core-${name}/css/core.css`), 'utf8');
    const shipped = Object.fromEntries(COLOR_NAMES.map((color) => [color, shippedDefault(css, color)]));
    expect(DEFAULT_COLORS[major]).toEqual(shipped);
  });

  it('a major not listed yet (a version just cut) starts from the newest defaults', () => {
    const newest = Math.max(...Object.keys(DEFAULT_COLORS).map(Number));
    expect(defaultColors(newest + 1)).toEqual(DEFAULT_COLORS[newest]);
  });
});
