/**
 * Browser storage: local storage with an empty key suffix by default. When
 * storage is unavailable or an operation throws, a console warning is logged and a no-op store
 * is used instead, so the site keeps working. Used during server rendering it is an error.
 */
export interface SiteStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  del(key: string): void;
  /** Listens for changes made in other tabs (storage events). Returns an unsubscribe function. */
  listen(key: string, onChange: (value: string | null) => void): () => void;
}

export type StorageType = 'localStorage' | 'sessionStorage';
export const STORAGE_KEY_SUFFIX = '';

const noop: SiteStorage = {
  get: () => null,
  set: () => {},
  del: () => {},
  listen: () => () => {},
};

export class IllegalStorageUsageError extends Error {
  constructor(key: string) {
    super(`Illegal storage API usage for storage key "${key}": browser storage cannot be used during server rendering. Read it in an effect instead.`);
    this.name = 'IllegalStorageUsageError';
  }
}

const warned = new Set<string>();
function warnOnce(what: string, error: unknown) {
  if (warned.has(what)) return;
  warned.add(what);
  console.warn(`Docs browser storage: ${what} failed, falling back to a no-op store.`, error);
}

function browserStorage(type: StorageType): Storage | null {
  try {
    const storage = window[type];
    // Safari private mode and disabled storage throw here, not on access.
    const probe = '__docs_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    warnOnce(`opening ${type}`, error);
    return null;
  }
}

/** Returns the site storage; a no-op store (with a warning) when the browser's is unusable. */
export function createStorage(type: StorageType = 'localStorage'): SiteStorage {
  if (typeof window === 'undefined') {
    const illegal = (key: string): never => {
      throw new IllegalStorageUsageError(key);
    };
    return { get: illegal, set: illegal, del: illegal, listen: () => () => {} };
  }
  const storage = browserStorage(type);
  if (!storage) return noop;
  const full = (key: string) => key + STORAGE_KEY_SUFFIX;
  return {
    get(key) {
      try {
        return storage.getItem(full(key));
      } catch (error) {
        warnOnce(`reading "${key}"`, error);
        return null;
      }
    },
    set(key, value) {
      try {
        storage.setItem(full(key), value);
      } catch (error) {
        warnOnce(`writing "${key}"`, error);
      }
    },
    del(key) {
      try {
        storage.removeItem(full(key));
      } catch (error) {
        warnOnce(`deleting "${key}"`, error);
      }
    },
    listen(key, onChange) {
      const handler = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === full(key)) onChange(event.newValue);
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}

let shared: SiteStorage | undefined;
/** The site's storage, created on first use in the browser. */
export function siteStorage(): SiteStorage {
  if (typeof window === 'undefined') return createStorage();
  shared ??= createStorage();
  return shared;
}
