import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteProgress, PROGRESS_DELAY_MS, PROGRESS_SETTINGS, PROGRESS_TRICKLE_RATE } from '../src/runtime/route-progress.ts';

function fakeBar() {
  return { start: vi.fn(), done: vi.fn(), inc: vi.fn(), configure: vi.fn() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('route progress bar (spec §2.2, §9)', () => {
  it('is configured with the spec settings and no spinner', () => {
    const bar = fakeBar();
    createRouteProgress(bar);
    expect(bar.configure).toHaveBeenCalledWith(expect.objectContaining({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false }));
    expect(PROGRESS_SETTINGS.minimum).toBe(0.08);
    expect(PROGRESS_TRICKLE_RATE).toBe(0.02);
  });
  it('starts only after 200 ms, trickles, and finishes when the route update completes', () => {
    const bar = fakeBar();
    const progress = createRouteProgress(bar);
    progress.begin();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    expect(bar.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(800);
    expect(bar.inc).toHaveBeenCalledWith(0.02);
    progress.end();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });
  it('never shows for a change that completes within 200 ms', () => {
    const bar = fakeBar();
    const progress = createRouteProgress(bar);
    progress.begin();
    vi.advanceTimersByTime(150);
    progress.end();
    vi.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });
});
