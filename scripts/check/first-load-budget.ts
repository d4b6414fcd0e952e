/**
 * `npx tsx scripts/check/first-load-budget.ts`: the first-load JS budget over the build in
 * dist/site (what e2e/first-load-budget.spec.ts enforces).
 */
import { outDirs } from '../../src/node/build/vite-settings.ts';
import { checkSiteBudget, FIRST_LOAD_JS_BUDGET } from '../../src/node/build/first-load.ts';

const report = await checkSiteBudget(outDirs(process.cwd()).site);
const over = Object.values(report.sizes).filter((gz) => gz > FIRST_LOAD_JS_BUDGET);
console.log(
  `${report.pages} pages; JS every page loads ${(report.shell.gz / 1024).toFixed(1)} KB (${report.shell.files.length} files); heaviest ${report.worst.page} at ${(report.worst.gz / 1024).toFixed(1)} KB; ${over.length} over ${FIRST_LOAD_JS_BUDGET / 1024} KB`,
);
for (const p of report.problems) console.log(`  ${p}`);
process.exitCode = report.problems.length ? 1 : 0;
