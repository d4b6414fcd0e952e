/**
 * The bench's memory: `npm run bench -- --record` stores this run's figures in
 * data/bench-baseline.json (do it on main); every run prints its ratio against them in one
 * line, so a regression shows without reading the tables.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const BASELINE_FILE = path.join(import.meta.dirname, '../../data/bench-baseline.json');

export interface BenchFigures {
  coldMs: number;
  warmMs: number;
  /** A warm build after a sentence is added to one page (absent in baselines recorded before it was measured). */
  editedMs?: number;
  peakRssMiB: number;
  /** First-load JS gzip bytes by sample route. */
  firstLoadJs: Record<string, number>;
  /** Cold build time of the ×N growth run, when it ran. */
  grownMs?: number;
}

export interface BenchBaseline extends BenchFigures {
  commit: string;
  recordedAt: string;
  /** Cores and load when recorded: timings from a busy machine are not comparable. */
  machine: string;
  /** Where figures came from when not from a full bench run. */
  note?: string;
}

export async function readBaseline(): Promise<BenchBaseline | null> {
  return readFile(BASELINE_FILE, 'utf8').then(
    (t) => JSON.parse(t) as BenchBaseline,
    () => null,
  );
}

export async function recordBaseline(figures: BenchFigures, machine: string): Promise<void> {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout: the date still identifies the run
  }
  const baseline: BenchBaseline = { ...figures, commit, recordedAt: new Date().toISOString(), machine };
  await writeFile(BASELINE_FILE, JSON.stringify(baseline, null, 2) + '\n');
}

/** One line: each figure as now / baseline (×1.00 = unchanged; above 1 is worse). */
export function ratioLine(now: BenchFigures, base: BenchBaseline): string {
  const r = (a: number | undefined, b: number | undefined) => (a && b ? `×${(a / b).toFixed(2)}` : 'n/a');
  const js = Object.keys(now.firstLoadJs)
    .filter((route) => base.firstLoadJs[route])
    .map((route) => `${route} ${r(now.firstLoadJs[route], base.firstLoadJs[route])}`)
    .join(', ');
  return `vs baseline ${base.commit} (${base.recordedAt.slice(0, 10)}, ${base.machine}): cold build ${r(now.coldMs, base.coldMs)}, warm ${r(now.warmMs, base.warmMs)}, one page edited ${r(now.editedMs, base.editedMs)}, peak RSS ${r(now.peakRssMiB, base.peakRssMiB)}, growth run ${r(now.grownMs, base.grownMs)}, first-load JS ${js || 'n/a'}`;
}
