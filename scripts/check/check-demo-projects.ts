/**
 * Type-checks the "Open in StackBlitz" project of every demo and framework, exactly as the build
 * writes it: the scaffold (main.ts, app component, App.vue) and the demo's variant together, with
 * every TypeScript error reported (not only API misuse, as for page samples), and the project's
 * `@ionic/*` pins checked against the release the page documents.
 *
 *   npx tsx scripts/check/check-demo-projects.ts [content/v8/api …]
 */
import path from 'node:path';
import ts from 'typescript';
import { mdxSources, formatProblem, type SampleProblem } from './code-fences.ts';
import { versionedPaths, vueScript } from './check-samples.ts';
import { virtualProgram } from './virtual-program.ts';
import { locatePage } from '../../src/node/content/page-location.ts';
import { playgroundsIn, type Demo } from '../../src/node/demos/demo-source.ts';
import { demoVariants } from '../../src/node/demos/demo-variants.ts';
import { demoProjects, projectVersions } from '../../src/node/demos/stackblitz-projects.ts';
import type { DemoFramework, DemoProjects } from '../../src/shared/demos.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface DemoProjectsOfPage {
  file: string;
  version: string;
  demo: Demo;
  projects: DemoProjects;
}

/** The projects of every demo under the given content paths (default: all content). */
export function demoProjectsUnder(targets?: string[]): DemoProjectsOfPage[] {
  const out: DemoProjectsOfPage[] = [];
  for (const { file, source } of mdxSources(targets)) {
    const version = locatePage(file)?.version;
    if (!version) continue;
    const title = /^title:\s*(.+)$/m.exec(source)?.[1].trim() ?? path.basename(file, '.mdx');
    for (const demo of playgroundsIn(source)) {
      out.push({ file, version, demo, projects: demoProjects(demo, demoVariants(root, version, demo), projectVersions(root, version), title) });
    }
  }
  return out;
}

const TYPED_FRAMEWORKS: DemoFramework[] = ['angular', 'react', 'vue'];

/** Problems of the projects' package pins: every `@ionic/*` dependency is the page version's exact release. */
function pinProblems(entry: DemoProjectsOfPage): SampleProblem[] {
  const release = projectVersions(root, entry.version).ionic;
  const problems: SampleProblem[] = [];
  for (const [framework, project] of Object.entries(entry.projects)) {
    const pkg = JSON.parse(project.files['package.json'] ?? '{}') as { dependencies?: Record<string, string> };
    for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
      if (name.startsWith('@ionic/') && range !== release)
        problems.push({ file: entry.file, line: entry.demo.line, message: `${framework} project pins ${name}@${range}, not ${release}` });
    }
  }
  return problems;
}

export function checkDemoProjects(entries: DemoProjectsOfPage[]): SampleProblem[] {
  const problems = entries.flatMap(pinProblems);
  for (const version of [...new Set(entries.map((e) => e.version))]) {
    const paths = versionedPaths(version);
    const files = new Map<string, { entry: DemoProjectsOfPage; text: string }>();
    entries
      .filter((e) => e.version === version)
      .forEach((entry, i) => {
        for (const framework of TYPED_FRAMEWORKS) {
          const dir = path.join(root, `.demo-projects/${version}/d${i}/${framework}`);
          for (const [name, text] of Object.entries(entry.projects[framework].files)) {
            // The app's own code; vite.config.ts only configures tooling the check does not install.
            if (!name.startsWith('src/')) continue;
            if (/\.tsx?$/.test(name)) files.set(path.join(dir, name), { entry, text });
            // A single-file component: its script, checked on its own (imports of `X.vue` resolve to the shim in env.d.ts).
            if (name.endsWith('.vue')) files.set(path.join(dir, `${name}.script.ts`), { entry, text: `${vueScript(text)?.code ?? ''}\nexport {};\n` });
          }
        }
      });
    const shims = path.join(root, `.demo-projects/${version}/shims.d.ts`);
    const shimText = `declare module '*.css';\n`;
    const program = virtualProgram(new Map([...[...files].map(([name, f]) => [name, f.text] as const), [shims, shimText]]), paths, {
      strict: true,
      allowImportingTsExtensions: true,
    });
    for (const [name, { entry }] of files) {
      const source = program.getSourceFile(name);
      if (!source) continue;
      for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
        const project = path
          .relative(path.join(root, '.demo-projects', version), name)
          .split(path.sep)
          .slice(1)
          .join('/');
        problems.push({
          file: entry.file,
          line: entry.demo.line,
          message: `<Playground title="${entry.demo.title}"> StackBlitz project ${project}: TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
        });
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = demoProjectsUnder(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  const problems = checkDemoProjects(entries);
  for (const p of problems) console.log(formatProblem(p));
  console.log(`${entries.length} demos × ${TYPED_FRAMEWORKS.length} typed StackBlitz projects checked, ${problems.length} problem(s).`);
  process.exit(problems.length ? 1 : 0);
}
