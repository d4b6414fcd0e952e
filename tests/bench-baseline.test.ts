import { describe, expect, it } from 'vitest';
import { ratioLine, type BenchBaseline } from '../scripts/bench/bench-baseline.ts';

const base: BenchBaseline = {
  coldMs: 20_000,
  warmMs: 0,
  peakRssMiB: 1000,
  firstLoadJs: { '/docs/': 100_000 },
  commit: 'abc1234',
  recordedAt: '2026-11-25T00:00:00Z',
  machine: '2 cores',
};

describe('bench ratio line', () => {
  it('puts every figure against the baseline in one line, and skips figures either side lacks', () => {
    const line = ratioLine({ coldMs: 30_000, warmMs: 4000, editedMs: 9000, peakRssMiB: 900, firstLoadJs: { '/docs/': 90_000, '/docs/new': 1 } }, base);
    expect(line).toBe(
      'vs baseline abc1234 (2026-11-25, 2 cores): cold build ×1.50, warm n/a, one page edited n/a, peak RSS ×0.90, growth run n/a, first-load JS /docs/ ×0.90',
    );
  });
});
