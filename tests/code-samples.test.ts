import { describe, expect, it } from 'vitest';
import { checkSamples, extractSamples, samplesUnder, type CodeSample } from '../scripts/check/check-samples.ts';
import { checkMarkup, extractMarkup, markupUnder } from '../scripts/check/check-markup.ts';
import { formatProblem } from '../scripts/check/code-fences.ts';

const sample = (version: 'v8' | 'v7', lang: 'ts' | 'tsx', code: string): CodeSample => ({ file: `/fixture/content/${version}/page.mdx`, line: 1, lang, code });

describe('code samples', () => {
  it('every TypeScript sample of the content compiles against the packages of its version', () => {
    const samples = samplesUnder();
    // Most pages have samples; a broken extractor would find few and pass vacuously.
    expect(samples.length).toBeGreaterThan(700);
    const problems = checkSamples(samples).map(formatProblem);
    expect(problems).toEqual([]);
  }, 600_000);

  it('catches wrong names, props and options of each checked package family', () => {
    const problems = checkSamples([
      sample('v8', 'tsx', `import { IonButton } from '@ionic/react';\nexport const A = () => <IonButton fill="outlined">Hi</IonButton>;`),
      sample(
        'v8',
        'ts',
        `import { ModalController } from '@ionic/angular/standalone';\ndeclare const m: ModalController;\nvoid m.create({ component: class {}, breakpoint: [0, 1] });`,
      ),
      sample('v8', 'ts', `import { useIonRouter } from '@ionic/vue';\nuseIonRouter().navigatee('/x');`),
      sample('v8', 'ts', `import { createAnimation } from '@ionic/core';\ncreateAnimation().durationn(300);`),
      sample('v8', 'ts', `import { Camera } from '@capacitor/camera';\nvoid Camera.getPhoto({ quality: 90, resultType: 'uri' });`),
      sample('v8', 'ts', `import { Storage } from '@ionic/storage';\nvoid new Storage().gett('token');`),
    ]);
    expect(problems.map((p) => p.message.split(':')[0])).toEqual(['TS2820', 'TS2561', 'TS2551', 'TS2551', 'TS2322', 'TS2551']);
  }, 180_000);

  it('checks the router packages: React Router 5 (what @ionic/react-router supports) and Vue Router 4', () => {
    const problems = checkSamples([
      sample(
        'v8',
        'tsx',
        `import { IonReactRouter } from '@ionic/react-router';\nimport { Route } from 'react-router-dom';\nconst Home = () => null;\nexport const A = () => <IonReactRouter><Route path="/home" component={Home} exactt /></IonReactRouter>;`,
      ),
      sample('v8', 'tsx', `import { useHistory } from 'react-router';\nuseHistory().pushh('/home');`),
      sample(
        'v8',
        'ts',
        `import { createRouter, createWebHistory } from '@ionic/vue-router';\nexport default createRouter({ history: createWebHistory(), routess: [] });`,
      ),
      sample('v8', 'ts', `import type { RouteRecordRaw } from 'vue-router';\nexport const routes: RouteRecordRaw[] = [{ path: '/', redirectt: '/home' }];`),
      sample('v7', 'tsx', `import { IonReactRouter } from '@ionic/react-router';\nexport const A = () => <IonReactRouter basenamee="/app" />;`),
    ]);
    expect(problems.map((p) => /'(exactt|basenamee|pushh|routess|redirectt)'/.exec(p.message)?.[1])).toEqual([
      'exactt',
      'pushh',
      'routess',
      'redirectt',
      'basenamee',
    ]);
  }, 180_000);

  it('checks capacitor.config.ts against the CLI of the version, plugin options included', () => {
    const config = (body: string) =>
      `import type { CapacitorConfig } from '@capacitor/cli';\nimport { KeyboardResize } from '@capacitor/keyboard';\nconst config: CapacitorConfig = ${body};\nexport default config;`;
    const problems = checkSamples([
      sample('v8', 'ts', config(`{ appId: 'com.example.app', appName: 'App', webDirr: 'www' }`)),
      sample('v8', 'ts', config(`{ appId: 'com.example.app', plugins: { Keyboard: { resize: KeyboardResize.Ionic, resizee: true } } }`)),
      sample('v7', 'ts', config(`{ appId: 'com.example.app', plugins: { Keyboard: { resize: KeyboardResize.Body } } }`)),
    ]);
    expect(problems.map((p) => /'(webDirr|resizee)'/.exec(p.message)?.[1])).toEqual(['webDirr', 'resizee']);
  }, 180_000);

  it('checks a v7 page against Ionic 7: a v8-only API is an error there', () => {
    const code = `import { IonInputOtp } from '@ionic/react';\nexport const A = () => <IonInputOtp />;`;
    expect(checkSamples([sample('v8', 'tsx', code)])).toEqual([]);
    expect(checkSamples([sample('v7', 'tsx', code)]).map((p) => p.message)).toEqual([expect.stringContaining("has no exported member named 'IonInputOtp'")]);
  }, 180_000);

  it('leaves fragments alone: unknown names, unchecked packages and DOM globals of the same name', () => {
    const problems = checkSamples([
      sample(
        'v8',
        'ts',
        `import { Component } from '@angular/core';\nimport { Thing } from 'some-unknown-package';\nimport { local } from './local';\nthis.router.navigate(['/x']);\nscreen.getByText('x');\nThing.anything(local);`,
      ),
      sample('v8', 'ts', `ngOnInit() {\n  this.load();\n}`),
    ]);
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('extractSamples', () => {
  it('takes ts/tsx fences and the TypeScript script of Vue files, skipping `legacy` ones', () => {
    const mdx = [
      'Intro',
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '<TabItem value="vue">',
      '  ```vue',
      '  <template><div /></template>',
      '  <script setup lang="ts">',
      '  const b = 2;',
      '  </script>',
      '  ```',
      '```tsx legacy',
      'old();',
      '```',
      '```bash',
      'npm i',
      '```',
    ].join('\n');
    expect(extractSamples('/x/content/v8/p.mdx', mdx).map(({ line, lang, code }) => ({ line, lang, code }))).toEqual([
      { line: 3, lang: 'ts', code: 'const a = 1;' },
      { line: 9, lang: 'ts', code: 'const b = 2;' },
    ]);
  });
});

describe('component markup in html and vue samples', () => {
  it('every Ionic tag, attribute, event and fixed value in the content exists in its version', () => {
    const samples = markupUnder();
    expect(samples.length).toBeGreaterThan(200);
    const problems = checkMarkup(samples).map(formatProblem);
    expect(problems).toEqual([]);
  });

  it('catches unknown tags, attributes and events, and values outside a fixed set, per version', () => {
    const code = [
      '<ion-buttn>x</ion-buttn>',
      '<ion-button fill="outlined" expand="block" id="a" class="b" aria-label="c" data-x="1">Hi</ion-button>',
      '<ion-input',
      '  label="Name"',
      '  (ionChnage)="x($event)"',
      `  [fil]="'solid'"`,
      '  (click)="y()"',
      '></ion-input>',
      '<ion-select :interface="i" @ionChange="z" v-model="m" interface="popover"></ion-select>',
      '<ion-input-otp length="4"></ion-input-otp>',
      '<ion-icon name="heart" flip-rtl="true" slot="start"></ion-icon>',
      '<!-- <ion-nothing></ion-nothing> -->',
    ].join('\n');
    const found = (version: string) => checkMarkup([{ file: `/fixture/content/${version}/p.mdx`, line: 10, code }]).map((p) => `${p.line} ${p.message}`);
    const v8 = [
      '10 <ion-buttn> is not a component of Ionic 8',
      '11 <ion-button fill="outlined">: fill takes "clear", "default", "outline", "solid"',
      '12 <ion-input> has no event ionChnage',
      '12 <ion-input> has no property or attribute [fil]',
    ];
    expect(found('v8')).toEqual(v8);
    expect(found('v7')).toEqual([...v8.map((l) => l.replace('Ionic 8', 'Ionic 7')), '19 <ion-input-otp> is not a component of Ionic 7']);
  });

  it('reads html and vue fences and the inline templates of Angular components, at their lines', () => {
    const mdx = [
      '```ts',
      '@Component({',
      '  selector: "x",',
      '  template: `',
      '    <ion-buttn></ion-buttn>',
      '  `,',
      '})',
      '```',
      '```html legacy',
      '<ion-navbar></ion-navbar>',
      '```',
    ].join('\n');
    const samples = extractMarkup('/fixture/content/v8/p.mdx', mdx);
    expect(samples.map((s) => s.line)).toEqual([4]);
    expect(checkMarkup(samples).map((p) => `${p.line} ${p.message}`)).toEqual(['5 <ion-buttn> is not a component of Ionic 8']);
  });
});
