/** Runs one build and prints its timings and peak RSS as JSON (spawned by scripts/bench/bench.ts). */
// First, and the build imported after it: keeps tsx off the packages Vite and the build load.
import '../../src/node/build/load-packages-natively.ts';

const { runBuild } = await import('../../src/node/build/build.ts');

const timings = await runBuild(process.argv[2] ?? process.cwd(), () => {});
const { maxRSS } = process.resourceUsage();
console.log(`BENCH ${JSON.stringify({ ...timings, warnings: timings.warnings.length, peakRssMiB: Math.round(maxRSS / 1024) })}`);
