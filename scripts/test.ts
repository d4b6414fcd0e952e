/**
 * `npm test`: unit tests, lint, a build (when stale), the route lint, then browser tests in Debian's
 * Chromium against the prerendered build. Ends with one `N passed, N failed` line for all.
 */
// First, and the build imported after it: keeps tsx off the packages Vite and the build load.
import '../src/node/build/load-packages-natively.ts';
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const { buildIfStale } = await import('../src/node/build/build-if-stale.ts');
const root = process.cwd();
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, '.test-reports');

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

interface Counts {
  passed: number;
  failed: number;
}

async function vitestCounts(): Promise<Counts> {
  const report = JSON.parse(await readFile(path.join(results, 'unit.json'), 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

async function playwrightCounts(): Promise<Counts> {
  const report = JSON.parse(await readFile(path.join(results, 'e2e.json'), 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

await rm(results, { recursive: true, force: true });
const steps: Array<{ name: string; code: number }> = [];

steps.push({
  name: 'unit tests',
  code: await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'unit.json')}`]),
});
// Import cycles, imports across a layer boundary the wrong way, and typescript-eslint's rules.
steps.push({ name: 'lint', code: await run('npx', ['eslint', '.']) });
steps.push({ name: 'format', code: await run('npx', ['prettier', '--check', '--log-level=warn', '.']) });
let built = true;
try {
  await buildIfStale(root);
  // The hash-router variant that e2e/file-system.spec.ts opens from file://.
  await buildIfStale(root, { configFile: 'e2e/fixtures/hash-router.config.ts', outName: 'dist-hash' });
} catch (error) {
  built = false;
  console.error(`Build failed: ${(error as Error).message}`);
  steps.push({ name: 'build', code: 1 });
}
if (built) {
  steps.push({ name: 'route lint', code: await run('npx', ['tsx', 'scripts/check/lint-routes.ts']) });
  steps.push({ name: 'browser tests', code: await run('npx', ['playwright', 'test']) });
}

const unit = await vitestCounts().catch(() => ({ passed: 0, failed: 1 }));
const e2e = built ? await playwrightCounts().catch(() => ({ passed: 0, failed: 1 })) : { passed: 0, failed: 0 };
const failedSteps = steps.filter((s) => s.code !== 0).map((s) => s.name);
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed${failedSteps.length ? `; failing steps: ${failedSteps.join(', ')}` : ''}`,
);
console.log(
  `${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed + failedSteps.filter((s) => s === 'route lint' || s === 'build' || s === 'lint').length} failed`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
