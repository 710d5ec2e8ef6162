/**
 * A loader that downloads each key's module once: the same promise for the same key, so React's `use` can suspend
 * on it across renders and a second caller waits for the first download. A failed download (e.g. offline) may be
 * retried by the next call.
 */
export function createKeyedLoader<Key extends string, Value>(
  loaders: Readonly<Record<Key, () => Promise<Value>>>,
): (key: Key) => Promise<Value> {
  const cache = new Map<Key, Promise<Value>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = loaders[key]();
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  };
}
