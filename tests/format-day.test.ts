import { describe, expect, it } from 'vitest';
import { formatDay } from '../src/shared/format-day.ts';

describe('formatDay', () => {
  it('writes a day as Intl does for en-US, long month, in UTC, for every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      // Late in the UTC day: a local-time formatter would show the next or previous day somewhere.
      const iso = new Date(t + 23.5 * 3_600_000).toISOString();
      expect(formatDay(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('reads the offset of a git date', () => {
    expect(formatDay('2026-11-01T01:30:00+02:00')).toBe('October 31, 2026');
  });
});
