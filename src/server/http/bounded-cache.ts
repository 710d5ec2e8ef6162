/**
 * A Map that forgets its oldest entry beyond `limit`, for results that are costly to compute and never change for
 * the same key (an HMAC of a visitor id). Bounded so that a flood of new visitors cannot grow memory.
 */
export function createBoundedCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V): void {
      if (entries.size >= limit) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, value);
    },
  };
}
