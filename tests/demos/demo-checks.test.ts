import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSamples, extractSamples } from '../../scripts/check/check-samples.ts';
import { checkMarkup, extractMarkup } from '../../scripts/check/check-markup.ts';
import { checkDemoProjects, demoProjectsUnder, type DemoProjectsOfPage } from '../../scripts/check/check-demo-projects.ts';
import { formatProblem } from '../../scripts/check/code-fences.ts';
import { playgroundsIn } from '../../src/node/demos/demo-source.ts';
import { demoVariants } from '../../src/node/demos/demo-variants.ts';
import { demoProjects, projectVersions } from '../../src/node/demos/stackblitz-projects.ts';

const root = path.resolve(import.meta.dirname, '../..');
const page = (version: string) => path.join(root, `content/${version}/fixture-demos.mdx`);
const demoSource = (html: string, extra = '') =>
  `---\ntitle: ion-fixture\n---\n\n<Playground title="Fixture">\n\n\`\`\`html\n${html}\n\`\`\`\n${extra}\n</Playground>\n`;

describe('demo checks', () => {
  it('type-checks the variants a demo generates, reporting the line of the HTML they come from', () => {
    // `max="ten"` stays a string in the generated React variant, where IonRange wants a number.
    const source = demoSource('<ion-range max="ten" aria-label="Level"></ion-range>');
    const problems = checkSamples(extractSamples(page('v8'), source));
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/v8\/fixture-demos\.mdx:8 {2}TS2322: .*'string' is not assignable to type 'number'.* \(in the Example\.tsx generated from this demo's HTML, line 5\)$/,
      ),
    ]);
  }, 180_000);

  it('a component v8 added is an error in a v7 demo (its generated imports do not exist there)', () => {
    const source = demoSource('<ion-input-otp length="4"></ion-input-otp>');
    expect(checkSamples(extractSamples(page('v8'), source))).toEqual([]);
    expect(checkSamples(extractSamples(page('v7'), source)).map((p) => p.message)).toContainEqual(
      expect.stringMatching(/no exported member.*'IonInputOtp'.*\(in the Example\.tsx generated from this demo's HTML/),
    );
    expect(checkMarkup(extractMarkup(page('v7'), source)).map((p) => p.message)).toContain('<ion-input-otp> is not a component of Ionic 7');
  }, 180_000);

  it('checks the markup of a demo and of its generated Vue template', () => {
    const source = demoSource('<ion-button fill="outlined">Go</ion-button>\n<ion-icon name="heart" sizee="large"></ion-icon>');
    const messages = checkMarkup(extractMarkup(page('v8'), source)).map((p) => p.message);
    // Once in the HTML fence and once in the generated Vue template.
    expect(messages.filter((m) => m.startsWith('<ion-button fill="outlined">'))).toHaveLength(2);
    expect(messages).toContain('<ion-icon> has no property or attribute sizee');
  });

  it('every StackBlitz project of every demo type-checks, pinned to its page version', () => {
    const entries = demoProjectsUnder();
    expect(entries.length).toBeGreaterThan(100);
    expect(checkDemoProjects(entries).map(formatProblem)).toEqual([]);
  }, 600_000);

  it('the project check catches a wrong prop in a hand-written variant and a wrong pin', () => {
    const react =
      '```tsx framework="react"\nimport { IonButton } from \'@ionic/react\';\nexport default function Example() {\n  return <IonButton fil="clear">Go</IonButton>;\n}\n```';
    const [demo] = playgroundsIn(demoSource('<ion-button fill="clear">Go</ion-button>', `\n${react}\n`));
    const projects = demoProjects(demo, demoVariants(root, 'v8', demo), projectVersions(root, 'v8'), 'ion-fixture');
    const entry: DemoProjectsOfPage = { file: page('v8'), version: 'v8', demo, projects };
    expect(checkDemoProjects([entry]).map((p) => p.message)).toEqual([
      expect.stringContaining("react/src/Example.tsx: TS2322: Type '{ children: string; fil: string; }'"),
    ]);
    const wrongPin = {
      ...projects.vue,
      files: { ...projects.vue.files, 'package.json': projects.vue.files['package.json'].replace(/"@ionic\/vue": "[^"]+"/, '"@ionic/vue": "^8.0.0"') },
    };
    expect(checkDemoProjects([{ ...entry, projects: { ...projects, react: projects.javascript, vue: wrongPin } }]).map((p) => p.message)).toContain(
      'vue project pins @ionic/vue@^8.0.0, not 8.8.19',
    );
  }, 300_000);
});
