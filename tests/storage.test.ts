import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage, IllegalStorageUsageError, STORAGE_KEY_SUFFIX } from '../src/runtime/storage.ts';

function fakeWindow(storage: Partial<Storage>) {
  const listeners: Array<(e: StorageEvent) => void> = [];
  const win = {
    localStorage: storage,
    addEventListener: (_: string, l: (e: StorageEvent) => void) => listeners.push(l),
    removeEventListener: () => {},
  };
  vi.stubGlobal('window', win);
  return { win, listeners };
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('site storage (spec §4, §7, §8)', () => {
  it('uses local storage with an empty key suffix', () => {
    const storage = memoryStorage();
    fakeWindow(storage);
    const s = createStorage();
    s.set('theme', 'dark');
    expect(STORAGE_KEY_SUFFIX).toBe('');
    expect(storage.getItem('theme')).toBe('dark');
    expect(s.get('theme')).toBe('dark');
    s.del('theme');
    expect(s.get('theme')).toBeNull();
  });

  it('falls back to a no-op store with a warning when storage is unavailable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeWindow({
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const s = createStorage();
    s.set('theme', 'dark');
    expect(s.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('falling back to a no-op store'), expect.anything());
  });

  it('warns and carries on when a read throws after opening', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    fakeWindow(storage);
    const s = createStorage();
    storage.getItem = () => {
      throw new Error('quota');
    };
    expect(s.get('docs-preferred-version-default')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('is an illegal-usage error during server rendering', () => {
    vi.stubGlobal('window', undefined);
    const s = createStorage();
    expect(() => s.get('theme')).toThrow(IllegalStorageUsageError);
    expect(() => s.set('theme', 'x')).toThrow(/during server rendering/);
  });

  it('reports changes from other tabs through storage events', () => {
    const storage = memoryStorage();
    const { listeners } = fakeWindow(storage);
    const seen: Array<string | null> = [];
    createStorage().listen('theme', (v) => seen.push(v));
    listeners.forEach((l) => l({ storageArea: storage, key: 'theme', newValue: 'dark' } as unknown as StorageEvent));
    listeners.forEach((l) => l({ storageArea: storage, key: 'other', newValue: 'x' } as unknown as StorageEvent));
    expect(seen).toEqual(['dark']);
  });
});
