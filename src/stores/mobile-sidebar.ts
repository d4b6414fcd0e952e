import { create } from 'zustand';

/** Spec §4: the mobile navigation sidebar, hidden or shown by a toggle. */
interface MobileSidebarState {
  shown: boolean;
  toggle: () => void;
  hide: () => void;
}

export const useMobileSidebar = create<MobileSidebarState>((set) => ({
  shown: false,
  toggle: () => set((s) => ({ shown: !s.shown })),
  hide: () => set({ shown: false }),
}));
