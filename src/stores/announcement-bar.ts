import { create } from 'zustand';
import { siteStorage } from '../runtime/storage.ts';

/** The dismissal and the id of the bar it applies to are stored; a new id shows the bar again. */
export const ANNOUNCEMENT_ID_KEY = 'docs-announcement-id';
export const ANNOUNCEMENT_DISMISSED_KEY = 'docs-announcement-dismiss';

export function isDismissed(stored: { id: string | null; dismissed: string | null }, currentId: string): boolean {
  return stored.id === currentId && stored.dismissed === 'true';
}

interface AnnouncementState {
  /** Shown until storage says otherwise (read after hydration, so the server HTML matches). */
  closed: boolean;
  restore: (id: string) => void;
  close: (id: string) => void;
}

export const useAnnouncementBar = create<AnnouncementState>((set) => ({
  closed: false,
  restore: (id) => {
    const storage = siteStorage();
    const stored = { id: storage.get(ANNOUNCEMENT_ID_KEY), dismissed: storage.get(ANNOUNCEMENT_DISMISSED_KEY) };
    if (stored.id !== id) {
      // A new announcement: forget the old dismissal.
      storage.set(ANNOUNCEMENT_ID_KEY, id);
      storage.del(ANNOUNCEMENT_DISMISSED_KEY);
    }
    set({ closed: isDismissed(stored, id) });
  },
  close: (id) => {
    const storage = siteStorage();
    storage.set(ANNOUNCEMENT_ID_KEY, id);
    storage.set(ANNOUNCEMENT_DISMISSED_KEY, 'true');
    set({ closed: true });
  },
}));
