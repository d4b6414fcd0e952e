/**
 * `npm run version:cut -- <name> [--label <label>] [--root <dir>]`: freezes the current version
 * under its own folder and route prefix and makes `<name>` the current one (src/node/versions/).
 * `--root` cuts the project in another folder (the tests cut a fixture site).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cutVersion } from '../src/node/versions/cut-version.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { label: { type: 'string' }, root: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('Usage: npm run version:cut -- <name> [--label <label>] [--root <dir>]   (name: v and a number, e.g. v9)');
  process.exit(2);
}
const root = path.resolve(values.root ?? process.cwd());
try {
  const report = await cutVersion(root, { name: positionals[0], label: values.label });
  const { frozen, current } = report;
  const list = (items: string[], max = 10) =>
    items
      .slice(0, max)
      .map((item) => `    ${item}`)
      .concat(items.length > max ? [`    … and ${items.length - max} more`] : []);
  console.log(
    [
      `Cut ${current.name}: ${frozen.name} is frozen at ${frozen.path} (${frozen.dir}/), ${current.name} is current at ${current.path} (${current.dir}/, a copy to edit from now on).`,
      `  copied ${frozen.dir}/ → ${current.dir}/; wrote ${report.written.length} files:`,
      ...list(report.written),
      `  ${report.links} links of ${frozen.name}'s pages now point under ${frozen.path}`,
      ...(report.keptLinks.length > 0 ? [`  left as written, naming no ${frozen.name} route (assets or broken links):`, ...list(report.keptLinks)] : []),
      report.pins.length > 0
        ? `  package.json: ${report.pins.length} npm aliases for ${current.name}, pinned as ${frozen.name}'s (${report.pins[0][0]} → ${report.pins[0][1]}, …)`
        : `  package.json: no -${frozen.name} npm aliases to copy`,
      ...(report.removedRedirects.length > 0
        ? [`  data/redirects.json: removed, as ${frozen.path} now holds ${frozen.name}:`, ...list(report.removedRedirects)]
        : []),
      '',
      'Next:',
      ...(report.pins.length > 0 ? [`  npm install              installs the ${current.name} aliases (package-lock.json records them)`] : []),
      '  npm run build && npm run lint:routes',
      ...(report.mentions.length > 0 ? [`  review code that names '${frozen.name}' (does it mean "the current version"?):`, ...list(report.mentions, 20)] : []),
    ].join('\n'),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
