import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A TypeScript program over files that exist only in memory (samples, generated projects),
 * resolving packages from the project's node_modules through `paths` (the version aliases).
 * Their folders exist only in memory too, so relative imports between them resolve.
 */
export function virtualProgram(files: Map<string, string>, paths: Record<string, string[]>, overrides: ts.CompilerOptions): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    experimentalDecorators: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    baseUrl: root,
    paths,
    ...overrides,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const folders = new Set<string>();
  for (const file of files.keys()) for (let d = path.dirname(file); d.startsWith(root) && d !== root; d = path.dirname(d)) folders.add(d);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.directoryExists = (name) => folders.has(name) || (directoryExists ? directoryExists(name) : true);
  return ts.createProgram([...files.keys()], options, host);
}
