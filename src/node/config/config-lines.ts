/**
 * Finds the line of a key path (`navbar.items.4.docId`) in a TypeScript config file, so config
 * errors can say `site.config.ts:41` as well as the key. The file is parsed, not evaluated: the
 * path is followed through the object literal the file exports by default; where it leaves the
 * literal (a spread, a computed value), the line of the deepest key found is the answer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type ts from 'typescript';

let compiler: typeof ts | undefined;
/** The TypeScript compiler API, loaded on first use: it takes over a second to load, and only a config error needs it. */
function typescriptApi(): typeof ts {
  compiler ??= createRequire(import.meta.url)('typescript') as typeof ts;
  return compiler;
}

/** The expression itself, without parentheses, `as`, `satisfies` and type assertions around it. */
export function unwrap(node: ts.Expression): ts.Expression {
  const api = typescriptApi();
  let current = node;
  while (api.isParenthesizedExpression(current) || api.isAsExpression(current) || api.isSatisfiesExpression(current) || api.isTypeAssertionExpression(current))
    current = current.expression;
  return current;
}

/** The expression the file exports by default, following `export default name` to `const name = …`. */
export function defaultExport(file: ts.SourceFile): ts.Expression | null {
  const api = typescriptApi();
  for (const statement of file.statements) {
    if (!api.isExportAssignment(statement) || statement.isExportEquals) continue;
    const value = unwrap(statement.expression);
    if (!api.isIdentifier(value)) return value;
    for (const s of file.statements) {
      if (!api.isVariableStatement(s)) continue;
      for (const d of s.declarationList.declarations) if (api.isIdentifier(d.name) && d.name.text === value.text && d.initializer) return unwrap(d.initializer);
    }
  }
  return null;
}

/** A property key written as a name, string or number (`null` for a computed key). */
export function propertyName(name: ts.PropertyName): string | null {
  const api = typescriptApi();
  return api.isIdentifier(name) || api.isStringLiteral(name) || api.isNumericLiteral(name) ? name.text : null;
}

/** 1-based line of `keyPath` in the config source, or null when the file has no literal for its first key. */
export function lineOfKeyPath(source: string, keyPath: ReadonlyArray<string | number>): number | null {
  const api = typescriptApi();
  const file = api.createSourceFile('config.ts', source, api.ScriptTarget.Latest, true);
  let node = defaultExport(file);
  let found: ts.Node | null = null;
  for (const key of keyPath) {
    if (!node) break;
    let next: ts.Node | null = null;
    let value: ts.Expression | null = null;
    if (api.isObjectLiteralExpression(node)) {
      // The last assignment of a key wins, as at run time.
      for (const p of node.properties) {
        if ((api.isPropertyAssignment(p) || api.isShorthandPropertyAssignment(p)) && propertyName(p.name) === String(key)) {
          next = p;
          value = api.isPropertyAssignment(p) ? unwrap(p.initializer) : null;
        }
      }
    } else if (api.isArrayLiteralExpression(node) && typeof key === 'number') {
      // A spread before the index makes positions unknowable without running the file.
      const elements = node.elements;
      if (elements.slice(0, key + 1).every((e) => !api.isSpreadElement(e)) && elements[key]) {
        next = elements[key];
        value = unwrap(elements[key]);
      }
    }
    if (!next) break;
    found = next;
    node = value;
  }
  return found ? file.getLineAndCharacterOfPosition(found.getStart(file)).line + 1 : null;
}

/** `file:line` when the key path can be found in the file, else just `file`. */
export function whereInConfig(file: string, keyPath: ReadonlyArray<string | number>): string {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return file;
  }
  const line = lineOfKeyPath(source, keyPath);
  return line === null ? file : `${file}:${line}`;
}
