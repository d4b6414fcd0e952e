/** Runs one build and prints its timings and peak RSS as JSON (spawned by scripts/bench/bench.ts). */
import { runBuild } from '../../src/node/build/build.ts';

const timings = await runBuild(process.argv[2] ?? process.cwd(), () => {});
const { maxRSS } = process.resourceUsage();
console.log(`BENCH ${JSON.stringify({ ...timings, warnings: timings.warnings.length, peakRssMiB: Math.round(maxRSS / 1024) })}`);
