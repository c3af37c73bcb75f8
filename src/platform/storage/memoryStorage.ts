/** A `StorageLike` held in a map, for stories and tests (and pages whose storage is unusable). */
import type { StorageLike } from './storageAccess';

export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    snapshot: () => Object.fromEntries(items),
  };
}
