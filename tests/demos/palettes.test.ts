import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoError, playgroundsIn } from '../../src/node/demos/demo-source.ts';
import { demoDocument } from '../../src/node/demos/demo-document.ts';
import { demoVariants } from '../../src/node/demos/demo-variants.ts';
import { darkClass, framePalettes, IONIC7_THEME_FILE, ionic7DarkTheme, paletteHtmlClass, paletteSetup } from '../../src/node/demos/palettes.ts';
import { demoProjects, projectVersions } from '../../src/node/demos/stackblitz-projects.ts';
import { codeFences } from '../../src/node/mdx/code-fences.ts';

const root = path.resolve(import.meta.dirname, '../..');
const demoWith = (attrs: string) => `<Playground title="Palette" ${attrs}>\n\n\`\`\`html\n<ion-button>Go</ion-button>\n\`\`\`\n\n</Playground>\n`;

describe('demo palettes', () => {
  it('reads palette="…" and refuses a palette that does not exist, at the demo line', () => {
    expect(playgroundsIn(demoWith('palette="high-contrast"'))[0].palette).toBe('high-contrast');
    expect(playgroundsIn(demoWith(''))[0].palette).toBeUndefined();
    try {
      playgroundsIn(`\n${demoWith('palette="sepia"')}`);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DemoError);
      expect((error as DemoError).message).toMatch(/palette="sepia".*dark, high-contrast/);
      expect((error as DemoError).line).toBe(2);
    }
  });

  it('Ionic 8 frames load its class palettes, dark high contrast last; a high contrast demo starts with its class', () => {
    const css = framePalettes(root, 'v8');
    expect(css.indexOf('.ion-palette-dark{')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('.ion-palette-high-contrast{')).toBeGreaterThan(css.indexOf('.ion-palette-dark{'));
    expect(css.indexOf('.ion-palette-high-contrast.ion-palette-dark{')).toBeGreaterThan(css.indexOf('.ion-palette-high-contrast{'));
    expect(css).not.toContain('sourceMappingURL');
    expect(darkClass(root, 'v8')).toBe('ion-palette-dark');
    const [demo] = playgroundsIn(demoWith('palette="high-contrast"'));
    const htmlClass = paletteHtmlClass(root, 'v8', demo.palette);
    const html = demoDocument(demo, { pageTitle: 'High Contrast Mode', ionicVersion: '8.8.19', ionicBase: '../../_ionic/8.8.19/', htmlClass });
    expect(html).toContain('<html lang="en" dir="ltr" class="ion-palette-high-contrast">');
    expect(html).toContain('<link rel="stylesheet" href="../../_ionic/8.8.19/css/palettes.css">');
    expect(paletteHtmlClass(root, 'v8', 'dark')).toBeUndefined();
  });

  it('Ionic 7 ships no palette: its frames use the dark theme of the v7 Dark Mode page, and a high contrast demo is an error', () => {
    expect(darkClass(root, 'v7')).toBe('dark-theme');
    expect(framePalettes(root, 'v7')).toBe(ionic7DarkTheme());
    expect(() => paletteSetup(root, 'v7', 'high-contrast')).toThrow(/Ionic 7\.8\.6 ships no high contrast palette/);
  });

  it('the Ionic 7 theme of the frames is the one the v7 Dark Mode page teaches', () => {
    const page = readFileSync(path.join(root, 'content/v7/theming/dark-mode.mdx'), 'utf8');
    const block = codeFences(page).find((f) => f.lang === 'css' && f.meta.includes(`title="${IONIC7_THEME_FILE}"`));
    expect(block?.code.trimEnd()).toBe(ionic7DarkTheme().trimEnd());
    expect(ionic7DarkTheme()).toMatch(/^\.dark-theme \{/m);
  });

  it('the StackBlitz projects of a palette demo load the palette as an app would, and their imports exist', () => {
    const [demo] = playgroundsIn(demoWith('palette="high-contrast"'));
    const projects = demoProjects(demo, demoVariants(root, 'v8', demo), projectVersions(root, 'v8'), 'High Contrast Mode');
    const entries: Array<[string, string, string]> = [
      ['javascript', 'main.js', 'core'],
      ['angular', 'src/styles.css', 'angular'],
      ['react', 'src/main.tsx', 'react'],
      ['vue', 'src/main.ts', 'vue'],
    ];
    for (const [framework, entry, pkg] of entries) {
      const files = projects[framework as keyof typeof projects].files;
      const imported = [...files[entry].matchAll(/@ionic\/\w+\/css\/(palettes\/[\w.-]+)/g)].map((m) => m[1]);
      expect(imported, framework).toEqual(['palettes/dark.class.css', 'palettes/high-contrast.class.css', 'palettes/high-contrast-dark.class.css']);
      for (const file of imported) expect(existsSync(path.join(root, 'node_modules', `ionic-${pkg}-v8`, 'css', file)), `${pkg} ${file}`).toBe(true);
      const index = files['index.html'] ?? files['src/index.html'];
      expect(index, framework).toContain('<html lang="en" class="ion-palette-high-contrast">');
    }

    const [v7Demo] = playgroundsIn(demoWith('palette="dark"'));
    const v7 = demoProjects(v7Demo, demoVariants(root, 'v7', v7Demo), projectVersions(root, 'v7'), 'Dark Mode');
    expect(v7.javascript.files['main.js']).toContain(`import './src/theme/dark.css';`);
    expect(v7.angular.files['src/styles.css']).toContain(`@import './theme/dark.css';`);
    expect(v7.react.files['src/main.tsx']).toContain(`import './theme/dark.css';`);
    expect(v7.vue.files['src/main.ts']).toContain(`import './theme/dark.css';`);
    for (const project of Object.values(v7)) {
      expect(project.files[IONIC7_THEME_FILE]).toBe(ionic7DarkTheme());
      expect(project.files['index.html'] ?? project.files['src/index.html']).toContain('<html lang="en">');
    }
  });
});
