/**
 * `npm run sync:reference`: captures the Ionic CLI's own command metadata (`ionic help --json`)
 * into data/reference/cli.json, which the build reads (the build itself needs no network).
 *
 * - @ionic/cli 7.x (the newest 7) is the source of every command it has.
 * - @ionic/cli 6.20.x (the newest 6.20) supplies only the commands 7.x dropped: deploy-*,
 *   doctor-* and package-*.
 * - `ionic generate` is listed only inside an Angular project, so the CLI runs in a minimal one.
 *
 * Both CLIs are installed into a temporary folder with npm (the only network use), never into
 * the project. Their versions are recorded in the output.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CliData, CliCommand } from '../src/node/reference/cli-data.ts';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'data/reference/cli.json');
/** Namespaces 7.x removed; their commands come from 6.20. */
const LEGACY_NAMESPACES = ['deploy', 'doctor', 'package'];

interface HelpJson {
  name: string;
  commands: Omit<CliCommand, 'cliVersion'>[];
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

function installCli(dir: string, spec: string): { bin: string; version: string } {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'cli-capture', private: true }));
  npm(['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', spec], dir);
  const pkgDir = path.join(dir, 'node_modules/@ionic/cli');
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string> | string };
  const binRel = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.ionic;
  return { bin: path.join(pkgDir, binRel), version: pkg.version };
}

function helpJson(bin: string, projectDir: string, home: string): HelpJson {
  const out = execFileSync(process.execPath, [bin, 'help', '--json', '--no-interactive'], {
    cwd: projectDir,
    encoding: 'utf8',
    // A private config folder: the capture never touches the user's ~/.ionic, and no prompts or telemetry.
    env: { ...process.env, HOME: home, IONIC_CONFIG_DIRECTORY: path.join(home, '.ionic'), CI: '1', IONIC_CLI_NO_TELEMETRY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as HelpJson;
}

function main() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'ionic-cli-'));
  try {
    const current = installCli(path.join(tmp, 'cli7'), '@ionic/cli@7');
    const legacy = installCli(path.join(tmp, 'cli6'), '@ionic/cli@~6.20');
    const home = path.join(tmp, 'home');
    mkdirSync(home, { recursive: true });
    // The smallest Angular-type Ionic project the CLI recognises (it lists `generate` only there).
    const project = path.join(tmp, 'angular-app');
    mkdirSync(project, { recursive: true });
    writeFileSync(path.join(project, 'ionic.config.json'), JSON.stringify({ name: 'reference-capture', integrations: {}, type: 'angular' }, null, 2));
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'reference-capture', version: '0.0.0', private: true }, null, 2));
    writeFileSync(path.join(project, 'angular.json'), JSON.stringify({ version: 1, projects: {} }, null, 2));

    const fromCurrent = helpJson(current.bin, project, home).commands.map((c) => ({ ...c, cliVersion: current.version }));
    const names = new Set(fromCurrent.map((c) => c.name));
    const fromLegacy = helpJson(legacy.bin, project, home)
      .commands.filter((c) => LEGACY_NAMESPACES.includes(c.namespace[1] ?? '') && !names.has(c.name))
      .map((c) => ({ ...c, cliVersion: legacy.version }));
    if (!names.has('ionic generate')) throw new Error('`ionic generate` is missing: the CLI did not recognise the Angular project');
    if (fromLegacy.length === 0) throw new Error(`no ${LEGACY_NAMESPACES.join('/')} commands found in @ionic/cli ${legacy.version}`);

    const data: CliData = {
      source: 'ionic help --json (npm run sync:reference)',
      cli: { current: current.version, legacy: legacy.version, legacyNamespaces: LEGACY_NAMESPACES },
      commands: [...fromCurrent, ...fromLegacy].sort((a, b) => a.name.localeCompare(b.name)),
    };
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, JSON.stringify(data, null, 2) + '\n');
    console.log(
      `Wrote ${path.relative(root, OUT)}: ${fromCurrent.length} commands from @ionic/cli ${current.version}, ${fromLegacy.length} from ${legacy.version} (${fromLegacy.map((c) => c.name.slice(6)).join(', ')})`,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main();
