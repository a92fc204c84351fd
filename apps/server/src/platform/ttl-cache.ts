/**
 * Remembers answers of slow-changing reads (sites, catalogue lists) for a few seconds per node, so
 * hot public calls do not ask the database every time. A change made by staff shows everywhere
 * within `ttlMs`; nothing that moves money or names a member goes through here.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 5_000) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      // The promise itself is cached, so many callers at once share one database read.
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Forgets one key (a miss that must not be remembered). */
    delete: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
