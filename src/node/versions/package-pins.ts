/**
 * The reference package pins of a version cut. Each version's reference data comes from npm
 * aliases named after it (`ionic-core-v8`, `capacitor-camera-v8`: see src/node/reference/), so
 * the new version gets a `-<new>` alias for every `-<current>` one, with the same release: the
 * frozen version keeps its exact pins, and the new one starts from them. `npm install` then
 * installs the new aliases (and records them in package-lock.json).
 */

export interface PinsResult {
  text: string;
  /** `[alias, spec]` of each alias added. */
  added: Array<[string, string]>;
}

type Section = Record<string, string>;

/** package.json with `-<to>` copies of the `-<from>` npm aliases; fails if a `-<to>` alias exists already. */
export function copyVersionPins(text: string, file: string, from: string, to: string): PinsResult {
  const pkg = JSON.parse(text) as Record<string, unknown>;
  const added: Array<[string, string]> = [];
  for (const key of ['dependencies', 'devDependencies'] as const) {
    const section = pkg[key] as Section | undefined;
    if (!section) continue;
    const names = Object.keys(section);
    const existing = names.filter((n) => n.endsWith(`-${to}`) && section[n].startsWith('npm:'));
    if (existing.length > 0) throw new Error(`${file}: ${key} already has ${existing.join(', ')}; version ${to} looks cut already`);
    const entries: Array<[string, string]> = [];
    for (const name of names) {
      entries.push([name, section[name]]);
      if (name.endsWith(`-${from}`) && section[name].startsWith('npm:')) {
        const copy: [string, string] = [`${name.slice(0, -from.length)}${to}`, section[name]];
        entries.push(copy);
        added.push(copy);
      }
    }
    // npm keeps these sections sorted; a sorted one stays sorted.
    const sorted = names.every((n, i) => i === 0 || names[i - 1].localeCompare(n, 'en') <= 0);
    if (sorted) entries.sort(([a], [b]) => a.localeCompare(b, 'en'));
    pkg[key] = Object.fromEntries(entries);
  }
  const indent = /^\{\r?\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return { text: JSON.stringify(pkg, null, indent) + (text.endsWith('\n') ? '\n' : ''), added };
}
