import { create } from 'zustand';
import { getWindowSize } from '../runtime/window-size.ts';

/** The mobile navigation sidebar, hidden or shown by a toggle. */
interface MobileSidebarState {
  shown: boolean;
  toggle: () => void;
  hide: () => void;
}

export const useMobileSidebar = create<MobileSidebarState>((set) => ({
  shown: false,
  // The drawer exists only on mobile layouts.
  toggle: () => set((s) => ({ shown: !s.shown && getWindowSize() === 'mobile' })),
  hide: () => set({ shown: false }),
}));
