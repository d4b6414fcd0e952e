import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoError, playgroundsIn } from '../../src/node/demos/demo-source.ts';
import { demoVariants } from '../../src/node/demos/demo-variants.ts';
import { demoDocument } from '../../src/node/demos/demo-document.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fence = (lang: string, code: string, meta = '') => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;
const playground = (attrs: string, ...fences: string[]) => `<Playground ${attrs}>\n\n${fences.join('\n\n')}\n\n</Playground>`;

function errorOf(source: string): { message: string; line: number } {
  try {
    playgroundsIn(source);
  } catch (error) {
    if (error instanceof DemoError) return { message: error.message, line: error.line };
    throw error;
  }
  throw new Error('no DemoError');
}

describe('reading <Playground> blocks', () => {
  it('reads title, height, lines and fences; the id is the slug of the title', () => {
    const source = [
      '# Page',
      '',
      playground('title="Fill & size" height={160}', fence('html', '<ion-button fill="clear">Go</ion-button>'), fence('css', 'ion-button { --color: red; }')),
    ].join('\n');
    const [demo] = playgroundsIn(source);
    expect(demo).toMatchObject({ id: 'fill--size', title: 'Fill & size', height: 160, line: 3 });
    expect(demo.html).toMatchObject({ line: 6, code: '<ion-button fill="clear">Go</ion-button>' });
    expect(demo.css?.code).toBe('ion-button { --color: red; }');
    expect(demo.js).toBeUndefined();
  });

  it('ignores a <Playground> written inside a code fence (a page that documents the format)', () => {
    expect(playgroundsIn(fence('mdx', playground('title="X"', fence('html', '<p>x</p>'))))).toEqual([]);
  });

  it('reports each authoring mistake at its line', () => {
    const cases: Array<[string, RegExp, number]> = [
      [playground('height={100}', fence('html', '<p>x</p>')), /needs a title/, 1],
      [playground('title="A" height={5}', fence('html', '<p>x</p>')), /whole number of pixels/, 1],
      [playground('title="A"', fence('css', 'p {}')), /needs an ```html fence/, 1],
      [playground('title="A"', fence('html', '<p>x</p>\n<script>alert(1)</script>')), /no <script>/, 5],
      [playground('title="A"', fence('html', '<ion-button onclick="go()">Go</ion-button>')), /no on…= event attributes/, 4],
      [playground('title="A"', fence('html', '<p style="color: red">x</p>')), /no style="…" attributes/, 4],
      [playground('title="A"', fence('html', '<img src="https://example.com/a.png" alt="">')), /no external URLs/, 4],
      [playground('title="A"', fence('html', '<p>x</p>'), fence('js', 'console.log(1)')), /angular, react, vue variant\(s\) must be written/, 1],
      [playground('title="A"', fence('html', '<p>x</p>'), fence('tsx', 'export default 1;', 'framework="svelte"')), /not one of angular, react, vue/, 7],
      [playground('title="A"', fence('html', '<p>x</p>'), fence('ts', 'const a = 1;')), /needs framework=/, 7],
      [
        `${playground('title="Same"', fence('html', '<p>x</p>'))}\n\n${playground('title="Same"', fence('html', '<p>y</p>'))}`,
        /two demos on this page are titled "Same"/,
        9,
      ],
      [`<Playground title="A">\n\n${fence('html', '<p>x</p>')}`, /not closed/, 1],
    ];
    for (const [source, message, line] of cases) {
      const error = errorOf(source);
      expect(error.message, source).toMatch(message);
      expect(error.line, source).toBe(line);
    }
  });
});

describe('generated variants', () => {
  const [demo] = playgroundsIn(
    playground(
      'title="Volume"',
      fence(
        'html',
        '<ion-item>\n  <ion-icon name="volume-high" slot="start" aria-hidden="true"></ion-icon>\n  <ion-range min="0" max="10" value="4" pin aria-label="Volume" class="wide"></ion-range>\n</ion-item>',
      ),
      fence('css', '.wide { --bar-height: 6px; }'),
    ),
  );
  const variants = demoVariants(root, 'v8', demo);

  it('React: PascalCase components, camelCase props typed from the metadata, icons imported', () => {
    const [tsx, css] = variants.react;
    expect(tsx.name).toBe('Example.tsx');
    expect(tsx.code).toContain(`import { IonIcon, IonItem, IonRange } from '@ionic/react';`);
    expect(tsx.code).toContain(`import { volumeHigh } from 'ionicons/icons';`);
    expect(tsx.code).toContain(`import './Example.css';`);
    expect(tsx.code).toContain('<IonIcon icon={volumeHigh} slot="start" aria-hidden="true" />');
    expect(tsx.code).toContain('<IonRange min={0} max={10} value={4} pin aria-label="Volume" className="wide" />');
    expect(css).toMatchObject({ name: 'Example.css', code: '.wide { --bar-height: 6px; }' });
  });

  it('Angular: a standalone component importing what the template uses, the template as written', () => {
    const [component, template] = variants.angular;
    expect(component.code).toContain(`import { IonIcon, IonItem, IonRange } from '@ionic/angular/standalone';`);
    expect(component.code).toContain('addIcons({ volumeHigh });');
    expect(component.code).toContain(`styleUrls: ['example.component.css'],`);
    expect(template.code).toBe(demo.html.code);
  });

  it('Vue: script setup imports, icons bound as data, scoped styles', () => {
    const [sfc] = variants.vue;
    expect(sfc.code).toContain('<ion-icon :icon="volumeHigh" slot="start" aria-hidden="true"></ion-icon>');
    expect(sfc.code).toContain(`import { IonIcon, IonItem, IonRange } from '@ionic/vue';`);
    expect(sfc.code).toContain('<style scoped>\n.wide { --bar-height: 6px; }\n</style>');
  });

  it('the standalone document loads only self-hosted files and keeps code out of the HTML', () => {
    const html = demoDocument(demo, { pageTitle: 'ion-range', ionicVersion: '8.8.19', ionicBase: '../../../_ionic/8.8.19/' });
    expect(html).toContain('<script type="module" src="../../../_ionic/8.8.19/ionic/ionic.esm.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="volume.css">');
    expect(html).toContain('<ion-app>\n<ion-content class="ion-padding">\n<ion-item>');
    expect(html).not.toMatch(/<script>(?!<)|<style>|https?:\/\//);
  });

  it('icons named by component properties become imported icon data too (spinner names stay strings)', () => {
    const [searchDemo] = playgroundsIn(
      playground(
        'title="Places"',
        fence(
          'html',
          '<ion-searchbar search-icon="location" aria-label="Place"></ion-searchbar>\n<ion-refresher slot="fixed"><ion-refresher-content pulling-icon="crescent"></ion-refresher-content></ion-refresher>',
        ),
      ),
    );
    const v = demoVariants(root, 'v8', searchDemo);
    expect(v.react[0].code).toContain('<IonSearchbar searchIcon={location} aria-label="Place" />');
    expect(v.react[0].code).toContain('<IonRefresherContent pullingIcon="crescent" />');
    expect(v.react[0].code).toContain(`import { location } from 'ionicons/icons';`);
    expect(v.vue[0].code).toContain('<ion-searchbar :search-icon="location" aria-label="Place"></ion-searchbar>');
    expect(v.angular[0].code).toContain('addIcons({ location });');
  });
});
