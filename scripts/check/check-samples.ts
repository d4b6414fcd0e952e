/**
 * Type-checks the TypeScript code samples of the content against the real packages of each
 * page's version: `@ionic/core`, `@ionic/angular`, `@ionic/react`, `@ionic/vue`, their router
 * packages, `@capacitor/core`, `@capacitor/cli` (for `capacitor.config.ts`) and the Capacitor
 * plugins resolve to the version-aliased packages in node_modules (`ionic-core-v8`,
 * `ionic-react-router-v7`, `capacitorjs-cli-v7`, `capacitor-camera-v8`, …), so a sample on a v7 page
 * is checked against Ionic 7's typings. Angular, Vue, Vue Router 4, React, React Router 5 (the
 * one `@ionic/react-router` supports), rxjs, Ionicons and Ionic Storage come from their one install.
 *
 * A sample is often a fragment: names defined elsewhere in the reader's app, packages this
 * project does not install (testing libraries, build tools…) and relative
 * imports are all typed `any`, so only what can be checked is: imported names, component props, option objects,
 * method names and argument types of the packages we have. Reported: those API errors, and only
 * where the thing misused is declared by one of those packages (not a DOM global that happens
 * to share the name of something the fragment leaves out).
 *
 * A fence marked `legacy` (```tsx legacy) shows an older API on purpose — the "before" half of
 * an upgrade guide, or a guide written for an earlier release — and is not checked.
 *
 *   npx tsx scripts/check/check-samples.ts [content/v8/theming …]
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { codeFences, isLegacy, mdxSources, runSampleCheck, versionOfContentFile, type SampleProblem } from './code-fences.ts';
import { generatedDemoFiles } from '../../src/node/demos/generated-demo-files.ts';
import { virtualProgram } from './virtual-program.ts';
import { localVersions } from '../../src/node/config/site-versions.ts';

const root = path.resolve(import.meta.dirname, '../..');
const modulesDir = path.join(root, 'node_modules');

export interface CodeSample {
  file: string;
  /** 1-based line of the sample's first code line in the MDX file. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
  /** Code a demo generated (not on the page): every problem is reported at `line`, named by this. */
  generatedFrom?: string;
}

/** The `<script lang="ts">` block of a Vue single-file component, with its line offset. */
export function vueScript(sfc: string): { offset: number; code: string } | null {
  const body = sfc.split('\n');
  const start = body.findIndex((l) => /^<script\b[^>]*\blang="ts"/.test(l));
  const stop = body.findIndex((l, n) => n > start && /^<\/script>/.test(l));
  return start >= 0 && stop > start ? { offset: start + 1, code: body.slice(start + 1, stop).join('\n') } : null;
}

/**
 * The TypeScript samples of an MDX file: ts/tsx fences, the `<script lang="ts">` of Vue fences,
 * and the framework variants that `<Playground>` demos generate from their HTML (reported at
 * the line of that HTML).
 */
export function extractSamples(file: string, source: string): CodeSample[] {
  const samples: CodeSample[] = [];
  const add = (line: number, lang: string, code: string, generatedFrom?: string) => {
    if (lang === 'ts' || lang === 'tsx' || lang === 'typescript') samples.push({ file, line, lang: lang === 'tsx' ? 'tsx' : 'ts', code, generatedFrom });
    else if (lang === 'vue') {
      // A single-file component: its TypeScript script block (the template is checked as markup).
      const script = vueScript(code);
      if (script) samples.push({ file, line: generatedFrom ? line : line + script.offset, lang: 'ts', code: script.code, generatedFrom });
    }
  };
  for (const fence of codeFences(source)) if (!isLegacy(fence)) add(fence.line, fence.lang, fence.code);
  for (const generated of generatedDemoFiles(root, file, source))
    add(generated.line, generated.lang, generated.code, `the ${generated.name} generated from this demo's HTML`);
  return samples;
}

/** Bare specifier → package folder for one version (only packages installed under an alias). */
export function versionedPaths(version: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  const alias = (name: string, folder: string) => {
    const dir = path.join(modulesDir, folder);
    if (!existsSync(dir)) return;
    paths[name] = [dir];
    paths[`${name}/*`] = [`${dir}/*`];
  };
  for (const pkg of ['core', 'react', 'angular', 'vue', 'react-router', 'vue-router']) alias(`@ionic/${pkg}`, `ionic-${pkg}-${version}`);
  // The site itself runs React Router 7, which normal resolution would find; samples use 5.
  alias('react-router', '@types/react-router');
  alias('react-router-dom', '@types/react-router-dom');
  alias('history', '@types/history');
  for (const folder of readdirSync(modulesDir)) {
    const plugin = new RegExp(`^capacitor-(.+)-${version}$`).exec(folder);
    if (plugin) alias(`@capacitor/${plugin[1]}`, folder);
  }
  // Not `capacitor-…`: that prefix means "a plugin with a reference page" (src/node/reference).
  alias('@capacitor/core', `capacitorjs-core-${version}`);
  alias('@capacitor/cli', `capacitorjs-cli-${version}`);
  return paths;
}

/**
 * Packages the samples may import that are checked. Anything else (testing libraries, build
 * tools) becomes an untyped module, so the sample still compiles around it.
 */
function checkedPackage(specifier: string, paths: Record<string, string[]>): boolean {
  const base = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return base in paths || UNVERSIONED.includes(base) || base.startsWith('@angular/');
}

/** Checked packages that are the same for both versions (one install serves both). */
const UNVERSIONED = ['react', 'react-dom', 'ionicons', 'vue', 'vue-router', 'rxjs', '@ionic/storage', '@ionic/storage-angular'];

const LOCAL = '__sample_local__/';

/** Rewrites a sample into a module whose unchecked imports resolve to `any`. */
function prepare(sample: CodeSample, paths: Record<string, string[]>, untyped: Set<string>): string {
  const code = sample.code.replace(/(\bfrom\s+|\bimport\s+|\bimport\(\s*)(['"])([^'"]+)\2/g, (whole, lead: string, quote: string, specifier: string) => {
    if (specifier.startsWith('.')) return `${lead}${quote}${LOCAL}${specifier.replace(/^(\.\.?\/)+/, '')}${quote}`;
    if (!checkedPackage(specifier, paths)) untyped.add(specifier);
    return whole;
  });
  // Every sample is its own module: names do not leak between samples.
  return `${code}\nexport {};\n`;
}

/** Diagnostics about a module's exports: they can only come from a checked package. */
const EXPORT_ERRORS = new Set([
  2305, // Module has no exported member
  2724, // has no exported member named X. Did you mean
  2614, // Module has no exported member (default import mix-up)
]);

/** Diagnostics that say a name, property or argument does not fit the package's API. */
const API_ERRORS = new Set([
  ...EXPORT_ERRORS,
  2339, // Property does not exist on type
  2551, // Property does not exist. Did you mean
  2353, // Object literal may only specify known properties
  2561, // Object literal may only specify known properties. Did you mean
  2322, // Type is not assignable (props, option values)
  2345, // Argument is not assignable
  2554, // Expected N arguments
  2769, // No overload matches this call
  2741, // Property is missing
  2820, // Type is not assignable. Did you mean
]);

/** The innermost node that starts at or spans `position`. */
function nodeAt(source: ts.SourceFile, position: number): ts.Node {
  let node: ts.Node = source;
  for (;;) {
    const child = node.getChildren(source).find((c) => c.getStart(source) <= position && position < c.getEnd());
    if (!child) return node;
    node = child;
  }
}

/**
 * Whether the API an error is about comes from a checked package: the object whose property is
 * missing, or the function, class, component or annotated type the wrong value was given to.
 */
function declaredByCheckedPackage(checker: ts.TypeChecker, packageDirs: string[]): (node: ts.Node) => boolean {
  const inPackage = (symbol: ts.Symbol | undefined): boolean => {
    if (!symbol) return false;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.declarations ?? []).some((d) => packageDirs.some((dir) => d.getSourceFile().fileName.startsWith(dir + path.sep)));
  };
  const typeInPackage = (type: ts.Type): boolean =>
    inPackage(type.aliasSymbol) ||
    inPackage(type.getSymbol()) ||
    (type.isUnionOrIntersection() && type.types.some(typeInPackage)) ||
    // `const routes: RouteRecordRaw[] = [...]`: the array's element type is the API.
    ((checker.isArrayType(type) || checker.isTupleType(type)) && checker.getTypeArguments(type as ts.TypeReference).some(typeInPackage));
  const calleeOf = (expression: ts.Expression): ts.Node => (ts.isPropertyAccessExpression(expression) ? expression.name : expression);
  return (start) => {
    for (let node: ts.Node | undefined = start; node; node = node.parent) {
      if (ts.isPropertyAccessExpression(node) && node.name === start) return typeInPackage(checker.getTypeAtLocation(node.expression));
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        if (inPackage(checker.getSymbolAtLocation(calleeOf(node.expression)))) return true;
        const declaration = checker.getResolvedSignature(node)?.getDeclaration();
        if (declaration && packageDirs.some((dir) => declaration.getSourceFile().fileName.startsWith(dir + path.sep))) return true;
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) return inPackage(checker.getSymbolAtLocation(node.tagName));
      if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type) return typeInPackage(checker.getTypeFromTypeNode(node.type));
    }
    return false;
  };
}

/** Type-checks samples; returns the API errors found, each at its line in the MDX file. */
export function checkSamples(samples: CodeSample[]): SampleProblem[] {
  const problems: SampleProblem[] = [];
  for (const version of localVersions().map((v) => v.name)) {
    const mine = samples.filter((s) => versionOfContentFile(s.file) === version);
    if (mine.length === 0) continue;
    const paths = versionedPaths(version);
    const untyped = new Set<string>();
    const files = new Map<string, { sample: CodeSample; text: string }>();
    mine.forEach((sample, i) => files.set(path.join(root, `.samples/${version}/s${i}.${sample.lang}`), { sample, text: prepare(sample, paths, untyped) }));
    const ambient = path.join(root, `.samples/${version}/ambient.d.ts`);
    const ambientText = [`declare module '${LOCAL}*';`, ...[...untyped].map((m) => `declare module ${JSON.stringify(m)};`)].join('\n');
    const program = virtualProgram(new Map([...[...files].map(([name, f]) => [name, f.text] as const), [ambient, ambientText]]), paths, {
      strict: false,
      allowJs: false,
    });
    const packageDirs = [
      ...Object.values(paths)
        .flat()
        .filter((p) => !p.endsWith('*')),
      ...UNVERSIONED.map((name) => path.join(modulesDir, name)),
      path.join(modulesDir, '@angular'),
    ];
    const fromPackage = declaredByCheckedPackage(program.getTypeChecker(), packageDirs);
    for (const [name, { sample }] of files) {
      const source = program.getSourceFile(name);
      if (!source) continue;
      // A sample that does not parse is a fragment (a class member, a partial object): skip it.
      if (program.getSyntacticDiagnostics(source).length > 0) continue;
      for (const d of program.getSemanticDiagnostics(source)) {
        if (!API_ERRORS.has(d.code) || d.start === undefined) continue;
        if (!EXPORT_ERRORS.has(d.code) && !fromPackage(nodeAt(source, d.start))) continue;
        const { line } = source.getLineAndCharacterOfPosition(d.start);
        const message = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
        if (sample.generatedFrom) problems.push({ file: sample.file, line: sample.line, message: `${message} (in ${sample.generatedFrom}, line ${line + 1})` });
        else problems.push({ file: sample.file, line: sample.line + line, message });
      }
    }
  }
  return problems;
}

/** All samples under the given content paths (default: all content). */
export function samplesUnder(targets?: string[]): CodeSample[] {
  return mdxSources(targets).flatMap(({ file, source }) => extractSamples(file, source));
}

if (import.meta.url === `file://${process.argv[1]}`) runSampleCheck('TypeScript samples', extractSamples, checkSamples);
