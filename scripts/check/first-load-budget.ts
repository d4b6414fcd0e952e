/**
 * `npx tsx scripts/check/first-load-budget.ts [--write]`: the first-load JS budget over the build in
 * dist/site (what e2e/first-load-budget.spec.ts enforces). `--write` records the pages now over
 * budget, each with a ceiling 5 % above its size, in data/first-load-exceptions.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { checkSiteBudget, exceptionCeiling, FIRST_LOAD_JS_BUDGET, type BudgetExceptions } from '../../src/node/build/first-load.ts';

export const EXCEPTIONS_FILE = path.join(import.meta.dirname, '../../data/first-load-exceptions.json');

export async function readBudgetExceptions(): Promise<BudgetExceptions> {
  return JSON.parse(await readFile(EXCEPTIONS_FILE, 'utf8')) as BudgetExceptions;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = outDirs(process.cwd()).site;
  const write = process.argv.includes('--write');
  const report = await checkSiteBudget(site, write ? {} : await readBudgetExceptions());
  const over = Object.entries(report.sizes).filter(([, gz]) => gz > FIRST_LOAD_JS_BUDGET);
  console.log(
    `${report.pages} pages; JS every page loads ${(report.shell.gz / 1024).toFixed(1)} KB (${report.shell.files.length} files); heaviest ${report.worst.page} at ${(report.worst.gz / 1024).toFixed(1)} KB; ${over.length} over ${FIRST_LOAD_JS_BUDGET / 1024} KB`,
  );
  if (write) {
    const exceptions = Object.fromEntries(over.map(([page, gz]) => [page, exceptionCeiling(gz)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    await writeFile(EXCEPTIONS_FILE, JSON.stringify(exceptions, null, 2) + '\n');
    console.log(`Wrote ${over.length} exceptions to ${path.relative(process.cwd(), EXCEPTIONS_FILE)}`);
  } else {
    for (const p of report.problems) console.log(`  ${p}`);
    process.exitCode = report.problems.length ? 1 : 0;
  }
}
