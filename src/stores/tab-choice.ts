import { create } from 'zustand';
import { siteStorage } from '../runtime/storage.ts';

/** Tab groups (`<Tabs groupId>`) switch together across the page; the choice persists. */
export const tabStorageKey = (groupId: string) => `docs-preferred-tab-${groupId}`;

interface TabChoiceState {
  choices: Record<string, string>;
  choose: (groupId: string, value: string) => void;
  /** Reads a group's stored choice (after hydration, so the server HTML matches). */
  restore: (groupId: string) => void;
}

export const useTabChoice = create<TabChoiceState>((set, get) => ({
  choices: {},
  choose: (groupId, value) => {
    siteStorage().set(tabStorageKey(groupId), value);
    set({ choices: { ...get().choices, [groupId]: value } });
  },
  restore: (groupId) => {
    if (groupId in get().choices) return;
    const stored = siteStorage().get(tabStorageKey(groupId));
    if (stored) set({ choices: { ...get().choices, [groupId]: stored } });
  },
}));
