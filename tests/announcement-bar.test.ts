import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, isDismissed, useAnnouncementBar } from '../src/stores/announcement-bar.ts';

function stubStorage() {
  const data = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  return data;
}

afterEach(() => vi.unstubAllGlobals());

describe('announcement bar state (spec §4)', () => {
  it('a dismissal applies only to the bar id it was made for', () => {
    expect(isDismissed({ id: 'a', dismissed: 'true' }, 'a')).toBe(true);
    expect(isDismissed({ id: 'a', dismissed: 'true' }, 'b')).toBe(false);
    expect(isDismissed({ id: null, dismissed: null }, 'a')).toBe(false);
  });
  it('closing stores the dismissal and the id; a new id shows the bar again', () => {
    const data = stubStorage();
    const bar = useAnnouncementBar.getState();
    bar.restore('launch');
    expect(useAnnouncementBar.getState().closed).toBe(false);
    bar.close('launch');
    expect(data.get(ANNOUNCEMENT_ID_KEY)).toBe('launch');
    expect(data.get(ANNOUNCEMENT_DISMISSED_KEY)).toBe('true');
    bar.restore('launch');
    expect(useAnnouncementBar.getState().closed).toBe(true);
    bar.restore('survey');
    expect(useAnnouncementBar.getState().closed).toBe(false);
    expect(data.get(ANNOUNCEMENT_DISMISSED_KEY)).toBeUndefined();
  });
});
