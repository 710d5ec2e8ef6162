/**
 * localStorage that never throws: private browsing, full quotas and disabled storage must not break a page.
 * A value that cannot be read back is removed, so the next visit starts clean.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page view only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  },
  getJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      const value = parse(JSON.parse(raw));
      if (value === null) storage.remove(key);
      return value;
    } catch {
      storage.remove(key);
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
