import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_SHARES, sampled } from '../e2e/sample.ts';

describe('the sampled sweeps of the browser tests', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('cover every item once over the shares, and keep what is always checked in each', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    const seen: number[] = [];
    for (let share = 0; share < SAMPLE_SHARES; share++) {
      process.env.E2E_SAMPLE_SHARE = String(share);
      const run = sampled(items, (item) => item === 5);
      expect(run).toContain(5);
      seen.push(...run.filter((item) => item !== 5));
    }
    // Every item but the kept one falls in exactly one share.
    expect(seen.sort((a, b) => a - b)).toEqual(items.filter((item) => item !== 5));
  });

  it('checks everything with E2E_SAMPLE=all', () => {
    process.env.E2E_SAMPLE = 'all';
    expect(sampled([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
