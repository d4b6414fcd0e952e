/**
 * The site config's part of a version cut: the `versions` block of `site.config.ts` is edited on
 * its syntax tree, so every other byte of the file stays as written. The block must be written
 * as plain literals (`current: 'v8'`, `local: [{ name: 'v8', label: 'v8', path: '/docs/', dir:
 * 'content/v8', … }]`); anything else stops the cut with the file and line of what was not as
 * expected, before any file is changed.
 */
import ts from 'typescript';
import { defaultExport, propertyName, unwrap } from '../config/config-lines.ts';

export interface VersionsEdit {
  baseUrl: string;
  /** The current version, which keeps its entry and moves to `frozenPath`. */
  current: string;
  /** The frozen version's route prefix (`/docs/v8/`). */
  frozenPath: string;
  /** The new current version, served at `baseUrl`; its entry is a copy of the current one's. */
  next: { name: string; label: string; dir: string };
}

type StringLiteral = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral;

interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** Edits `source` (the text of `fileName`) so `edit.next` is current and `edit.current` is frozen. */
export function editVersionsBlock(source: string, fileName: string, edit: VersionsEdit): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const fail = (node: ts.Node, message: string): never => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    throw new Error(`${fileName}:${line}: ${message}; the version cut edits only a versions block written as plain literals`);
  };
  const property = (object: ts.ObjectLiteralExpression, key: string, where: string): ts.Expression => {
    let found: ts.Expression | null = null;
    for (const p of object.properties) {
      if (ts.isSpreadAssignment(p)) return fail(p, `\`${where}\` has a spread (\`...\`)`);
      if (!p.name || propertyName(p.name) !== key) continue;
      if (!ts.isPropertyAssignment(p)) return fail(p, `\`${where}.${key}\` is not a \`key: value\` property`);
      found = unwrap(p.initializer);
    }
    return found ?? fail(object, `\`${where}\` has no \`${key}\``);
  };
  const objectAt = (node: ts.Expression, where: string): ts.ObjectLiteralExpression =>
    ts.isObjectLiteralExpression(node) ? node : fail(node, `\`${where}\` is not an object literal`);
  const stringAt = (node: ts.Expression, where: string): StringLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node : fail(node, `\`${where}\` is not a string literal`);

  const config = defaultExport(file);
  if (!config) throw new Error(`${fileName}: no default export found; the version cut edits the object literal the file exports`);
  const versions = objectAt(property(objectAt(config, '(default export)'), 'versions', 'config'), 'versions');
  const current = stringAt(property(versions, 'current', 'versions'), 'versions.current');
  if (current.text !== edit.current) fail(current, `\`versions.current\` is "${current.text}", not "${edit.current}" as the loaded config says`);
  const local = property(versions, 'local', 'versions');
  if (!ts.isArrayLiteralExpression(local)) return fail(local, '`versions.local` is not an array literal');
  let currentEntry: ts.ObjectLiteralExpression | undefined;
  let where = '';
  for (const [i, element] of local.elements.entries()) {
    if (ts.isSpreadElement(element)) return fail(element, '`versions.local` has a spread (`...`)');
    const object = objectAt(unwrap(element), `versions.local.${i}`);
    if (stringAt(property(object, 'name', `versions.local.${i}`), `versions.local.${i}.name`).text === edit.current) {
      currentEntry = object;
      where = `versions.local.${i}`;
    }
  }
  if (!currentEntry) return fail(local, `\`versions.local\` has no entry named "${edit.current}"`);
  const entry = currentEntry;
  const literal = (key: string) => stringAt(property(entry, key, where), `${where}.${key}`);
  const pathLiteral = literal('path');
  if (pathLiteral.text !== edit.baseUrl) fail(pathLiteral, `\`${where}.path\` is "${pathLiteral.text}", not the base URL "${edit.baseUrl}"`);

  // The new entry is the current one's text with its name, label and folder replaced: same
  // layout, same quotes, same mainDocId, and the base path the current version leaves.
  const entryStart = entry.getStart(file);
  const inEntry = (replacements: Replacement[]) =>
    applyReplacements(
      entry.getText(file),
      replacements.map((r) => ({ ...r, start: r.start - entryStart, end: r.end - entryStart })),
    );
  const nextEntry = inEntry([
    requote(literal('name'), edit.next.name, file),
    requote(literal('label'), edit.next.label, file),
    requote(literal('dir'), edit.next.dir, file),
  ]);
  const lineStart = source.lastIndexOf('\n', entryStart - 1) + 1;
  const before = source.slice(lineStart, entryStart);
  // On a line of its own, the new entry gets its own line with the same indentation.
  const separator = /^\s*$/.test(before) ? `,\n${before}` : ', ';
  return applyReplacements(source, [
    requote(current, edit.next.name, file),
    { start: entryStart, end: entryStart, text: nextEntry + separator },
    requote(pathLiteral, edit.frozenPath, file),
  ]);
}

/** Replaces a string literal's value, keeping its quote character. */
function requote(node: StringLiteral, value: string, file: ts.SourceFile): Replacement {
  const quote = node.getText(file)[0];
  const escaped = value.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`);
  return { start: node.getStart(file), end: node.getEnd(), text: `${quote}${escaped}${quote}` };
}

function applyReplacements(text: string, replacements: Replacement[]): string {
  let out = text;
  // From the end, so earlier offsets stay valid.
  for (const r of [...replacements].sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return out;
}
