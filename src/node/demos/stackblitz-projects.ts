import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoProject, DemoProjects } from '../../shared/demos.ts';
import type { Demo } from './demo-source.ts';
import type { DemoFile, DemoVariants } from './demo-variants.ts';
import { camelCase, isFullPage, markupUses, propertyIconCandidates, scriptIcons } from './demo-markup.ts';
import { iconExists } from './self-hosted-ionic.ts';
import { demoBody } from './demo-document.ts';
import { paletteSetup, type PaletteSetup } from './palettes.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The "Open in StackBlitz" projects of a demo: a complete Vite (JavaScript, React, Vue) or
 * Angular CLI project per framework, pinned to the exact Ionic release of the page's version and
 * to the framework releases this site checks the samples against. The tests type-check them.
 */

/** Exact pins of the toolchains (verified on the npm registry); the frameworks come from node_modules. */
const TOOLING = {
  vite: '6.4.6',
  '@vitejs/plugin-react': '4.6.0',
  '@vitejs/plugin-vue': '5.2.4',
  '@angular/cli': '19.2.9',
  '@angular/build': '19.2.9',
  typescript: '5.7.3',
  'zone.js': '0.15.1',
  tslib: '2.8.1',
} as const;

export interface ProjectVersions {
  /** The site version (`v8`). */
  site: string;
  /** The @ionic/* release (`8.8.19`). */
  ionic: string;
  angular: string;
  react: string;
  vue: string;
  /** The ionicons release that Ionic release ships with. */
  ionicons: string;
}

function installedVersion(root: string, folder: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The pins of one site version, read from the packages installed for it. */
export function projectVersions(root: string, site: string): ProjectVersions {
  const ionic = installedVersion(root, `ionic-core-${site}`);
  const react = installedVersion(root, 'react');
  // Ionic 7's React package predates React 19: its projects use the last React 18.
  const major = Number(ionic.split('.')[0]);
  // The ionicons an Ionic release depends on: its own nested copy where npm installed one, else the shared one.
  const nested = path.join(`ionic-core-${site}`, 'node_modules/ionicons');
  const ionicons = existsSync(path.join(root, 'node_modules', nested, 'package.json')) ? installedVersion(root, nested) : installedVersion(root, 'ionicons');
  return { site, ionic, angular: installedVersion(root, '@angular/core'), react: major >= 8 ? react : '18.3.1', vue: installedVersion(root, 'vue'), ionicons };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function packageJson(name: string, scripts: Record<string, string>, dependencies: Record<string, string>, devDependencies: Record<string, string>): string {
  return json({ name, private: true, version: '0.0.0', type: 'module', scripts, dependencies, devDependencies });
}

const htmlPage = (title: string, body: string, htmlClass?: string) =>
  `<!doctype html>\n<html lang="en"${htmlClass ? ` class="${htmlClass}"` : ''}>\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />\n    <title>${title}</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`;

/** Every icon a demo names, for the frameworks that register icons by name (JavaScript). */
function iconsOf(demo: Demo, site: string): string[] {
  const candidates = [...propertyIconCandidates(demo.html.code), ...(demo.js ? scriptIcons(demo.js.code) : [])].filter((icon) => iconExists(root, site, icon));
  return [...new Set([...markupUses(demo.html.code).icons, ...candidates])].sort();
}

const byName = (files: DemoFile[], dir: string) => Object.fromEntries(files.map((f) => [`${dir}${f.name}`, `${f.code.trimEnd()}\n`]));

const NO_PALETTE: PaletteSetup = { packaged: [], own: {} };

/**
 * The stylesheet imports that load a demo's palette, as the entry file in `fromDir` writes them:
 * the package's palette files (`@ionic/react/css/palettes/dark.class.css`), then the app's own.
 */
function paletteImports(setup: PaletteSetup, pkg: string, fromDir: string, line: (specifier: string) => string): string[] {
  return [
    ...setup.packaged.map((file) => line(`${pkg}/css/${file}`)),
    ...Object.keys(setup.own).map((file) => line(`./${path.posix.relative(fromDir, file)}`)),
  ];
}

function javascriptProject(demo: Demo, versions: ProjectVersions, title: string, palette: PaletteSetup): DemoProject {
  const body = demoBody(demo).replace(/^/gm, '    ');
  const icons = iconsOf(demo, versions.site);
  const main = [
    `import { defineCustomElements } from '@ionic/core/loader';`,
    ...(icons.length ? [`import { addIcons } from 'ionicons';`, `import { ${icons.map(camelCase).join(', ')} } from 'ionicons/icons';`] : []),
    `import '@ionic/core/css/ionic.bundle.css';`,
    ...paletteImports(palette, '@ionic/core', '.', (s) => `import '${s}';`),
    ...(demo.css ? [`import './styles.css';`] : []),
    '',
    ...(icons.length ? [`addIcons({ ${icons.map((i) => `'${i}': ${camelCase(i)}`).join(', ')} });`] : []),
    'defineCustomElements();',
    ...(demo.js ? ['', `import './demo.js';`] : []),
  ].join('\n');
  const files: Record<string, string> = {
    'package.json': packageJson(
      'ionic-demo-javascript',
      { dev: 'vite', build: 'vite build' },
      { '@ionic/core': versions.ionic, ionicons: versions.ionicons },
      { vite: TOOLING.vite },
    ),
    'index.html': htmlPage(title, `${body}\n    <script type="module" src="/main.js"></script>`, palette.htmlClass),
    'main.js': `${main}\n`,
    ...palette.own,
  };
  if (demo.css) files['styles.css'] = `${demo.css.code.trimEnd()}\n`;
  if (demo.js) files['demo.js'] = `${demo.js.code.trimEnd()}\n`;
  return { title, description: `${title}, with @ionic/core ${versions.ionic}`, template: 'node', files, openFile: 'index.html' };
}

function angularProject(demo: Demo, variants: DemoVariants, versions: ProjectVersions, title: string, palette: PaletteSetup): DemoProject {
  const fullPage = isFullPage(markupUses((demo.custom.angular?.html ?? demo.html).code).tags);
  const a = versions.angular;
  const files: Record<string, string> = {
    'package.json': packageJson(
      'ionic-demo-angular',
      { start: 'ng serve', build: 'ng build' },
      {
        '@angular/common': a,
        '@angular/compiler': a,
        '@angular/core': a,
        '@angular/forms': a,
        '@angular/platform-browser': a,
        '@angular/router': a,
        '@ionic/angular': versions.ionic,
        ionicons: versions.ionicons,
        rxjs: '7.8.2',
        tslib: TOOLING.tslib,
        'zone.js': TOOLING['zone.js'],
      },
      { '@angular/build': TOOLING['@angular/build'], '@angular/cli': TOOLING['@angular/cli'], '@angular/compiler-cli': a, typescript: TOOLING.typescript },
    ),
    'angular.json': json({
      version: 1,
      newProjectRoot: 'projects',
      projects: {
        demo: {
          projectType: 'application',
          root: '',
          sourceRoot: 'src',
          architect: {
            build: {
              builder: '@angular/build:application',
              options: {
                outputPath: 'dist',
                index: 'src/index.html',
                browser: 'src/main.ts',
                polyfills: ['zone.js'],
                tsConfig: 'tsconfig.json',
                styles: ['src/styles.css'],
              },
            },
            serve: { builder: '@angular/build:dev-server', options: { buildTarget: 'demo:build' } },
          },
        },
      },
    }),
    'tsconfig.json': json({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ES2022',
        moduleResolution: 'bundler',
        experimentalDecorators: true,
        skipLibCheck: true,
        lib: ['ES2022', 'dom'],
      },
    }),
    'src/index.html': htmlPage(title, '    <app-root></app-root>', palette.htmlClass),
    'src/styles.css': [
      `@import '@ionic/angular/css/ionic.bundle.css';`,
      ...paletteImports(palette, '@ionic/angular', 'src', (s) => `@import '${s}';`),
      '',
    ].join('\n'),
    ...palette.own,
    'src/main.ts': [
      `import { bootstrapApplication } from '@angular/platform-browser';`,
      `import { provideIonicAngular } from '@ionic/angular/standalone';`,
      `import { AppComponent } from './app/app.component';`,
      '',
      'bootstrapApplication(AppComponent, { providers: [provideIonicAngular()] }).catch((error) => console.error(error));',
      '',
    ].join('\n'),
    'src/app/app.component.ts': [
      `import { Component } from '@angular/core';`,
      `import { ${fullPage ? 'IonApp' : 'IonApp, IonContent'} } from '@ionic/angular/standalone';`,
      `import { ExampleComponent } from './example.component';`,
      '',
      '@Component({',
      `  selector: 'app-root',`,
      '  standalone: true,',
      `  template: \`${fullPage ? '<ion-app><app-example class="ion-page"></app-example></ion-app>' : '<ion-app><ion-content class="ion-padding"><app-example></app-example></ion-content></ion-app>'}\`,`,
      `  imports: [${fullPage ? 'IonApp' : 'IonApp, IonContent'}, ExampleComponent],`,
      '})',
      'export class AppComponent {}',
      '',
    ].join('\n'),
    ...byName(variants.angular, 'src/app/'),
  };
  return {
    title,
    description: `${title}, with @ionic/angular ${versions.ionic} and Angular ${a}`,
    template: 'node',
    files,
    openFile: 'src/app/example.component.html',
  };
}

function reactProject(variants: DemoVariants, versions: ProjectVersions, title: string, fullPage: boolean, palette: PaletteSetup): DemoProject {
  const files: Record<string, string> = {
    'package.json': packageJson(
      'ionic-demo-react',
      { dev: 'vite', build: 'vite build' },
      { '@ionic/react': versions.ionic, ionicons: versions.ionicons, react: versions.react, 'react-dom': versions.react },
      { '@vitejs/plugin-react': TOOLING['@vitejs/plugin-react'], vite: TOOLING.vite, typescript: TOOLING.typescript },
    ),
    'vite.config.ts': `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n`,
    'tsconfig.json': json({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        skipLibCheck: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      },
      include: ['src'],
    }),
    'index.html': htmlPage(title, `    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>`, palette.htmlClass),
    'src/main.tsx': [
      `import { createRoot } from 'react-dom/client';`,
      `import { ${fullPage ? 'IonApp' : 'IonApp, IonContent'}, setupIonicReact } from '@ionic/react';`,
      `import '@ionic/react/css/core.css';`,
      `import '@ionic/react/css/normalize.css';`,
      `import '@ionic/react/css/structure.css';`,
      `import '@ionic/react/css/typography.css';`,
      `import '@ionic/react/css/padding.css';`,
      `import '@ionic/react/css/flex-utils.css';`,
      `import '@ionic/react/css/display.css';`,
      ...paletteImports(palette, '@ionic/react', 'src', (s) => `import '${s}';`),
      `import Example from './Example';`,
      '',
      'setupIonicReact();',
      '',
      `createRoot(document.getElementById('root') as HTMLElement).render(`,
      fullPage
        ? '  <IonApp>\n    <Example />\n  </IonApp>,'
        : '  <IonApp>\n    <IonContent className="ion-padding">\n      <Example />\n    </IonContent>\n  </IonApp>,',
      ');',
      '',
    ].join('\n'),
    ...palette.own,
    ...byName(variants.react, 'src/'),
  };
  return {
    title,
    description: `${title}, with @ionic/react ${versions.ionic} and React ${versions.react}`,
    template: 'node',
    files,
    openFile: 'src/Example.tsx',
  };
}

function vueProject(variants: DemoVariants, versions: ProjectVersions, title: string, fullPage: boolean, palette: PaletteSetup): DemoProject {
  const files: Record<string, string> = {
    'package.json': packageJson(
      'ionic-demo-vue',
      { dev: 'vite', build: 'vite build' },
      { '@ionic/vue': versions.ionic, ionicons: versions.ionicons, vue: versions.vue },
      { '@vitejs/plugin-vue': TOOLING['@vitejs/plugin-vue'], vite: TOOLING.vite, typescript: TOOLING.typescript },
    ),
    'vite.config.ts': `import { defineConfig } from 'vite';\nimport vue from '@vitejs/plugin-vue';\n\nexport default defineConfig({ plugins: [vue()] });\n`,
    'index.html': htmlPage(title, `    <div id="app"></div>\n    <script type="module" src="/src/main.ts"></script>`, palette.htmlClass),
    'src/main.ts': [
      `import { createApp } from 'vue';`,
      `import { IonicVue } from '@ionic/vue';`,
      `import '@ionic/vue/css/core.css';`,
      `import '@ionic/vue/css/normalize.css';`,
      `import '@ionic/vue/css/structure.css';`,
      `import '@ionic/vue/css/typography.css';`,
      `import '@ionic/vue/css/padding.css';`,
      `import '@ionic/vue/css/flex-utils.css';`,
      `import '@ionic/vue/css/display.css';`,
      ...paletteImports(palette, '@ionic/vue', 'src', (s) => `import '${s}';`),
      `import App from './App.vue';`,
      '',
      `createApp(App).use(IonicVue).mount('#app');`,
      '',
    ].join('\n'),
    'src/App.vue': [
      '<template>',
      fullPage
        ? '  <ion-app>\n    <Example />\n  </ion-app>'
        : '  <ion-app>\n    <ion-content class="ion-padding">\n      <Example />\n    </ion-content>\n  </ion-app>',
      '</template>',
      '',
      '<script setup lang="ts">',
      `import { ${fullPage ? 'IonApp' : 'IonApp, IonContent'} } from '@ionic/vue';`,
      `import Example from './Example.vue';`,
      '</script>',
      '',
    ].join('\n'),
    'src/env.d.ts': `declare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n`,
    ...palette.own,
    ...byName(variants.vue, 'src/'),
  };
  return { title, description: `${title}, with @ionic/vue ${versions.ionic} and Vue ${versions.vue}`, template: 'node', files, openFile: 'src/Example.vue' };
}

/** The four projects of a demo; `pageTitle` names the page (`ion-button`). */
export function demoProjects(demo: Demo, variants: DemoVariants, versions: ProjectVersions, pageTitle: string): DemoProjects {
  const title = `${pageTitle}: ${demo.title}`;
  // Whether the demo brings its own page structure, so the app shell adds only the app root.
  const fullPage = isFullPage(markupUses(demo.html.code).tags);
  // A demo about a palette: its projects load it as the page tells an app to (palettes.ts).
  const palette = demo.palette ? paletteSetup(root, versions.site, demo.palette) : NO_PALETTE;
  return {
    javascript: javascriptProject(demo, versions, title, palette),
    angular: angularProject(demo, variants, versions, title, palette),
    react: reactProject(variants, versions, title, fullPage, palette),
    vue: vueProject(variants, versions, title, fullPage, palette),
  };
}
