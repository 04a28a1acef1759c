/**
 * Database reads kept in memory for a short while, per key: the hot reads of every call (the merchant's
 * shop config, the login a token names) cost one query per key and second instead of one per request.
 * Concurrent misses of one key share one read; a failed read is not kept. This process's own writes
 * forget the key at once; another gateway process's writes show within the lifetime. The oldest keys
 * go first once `maxEntries` are kept.
 */
export class TtlMemo<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = () => performance.now()
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock()
    const kept = this.entries.get(key)
    if (kept && now - kept.at < this.ttlMs) return kept.value
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    const entry = { at: now, value: load() }
    this.entries.set(key, entry)
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return entry.value
  }

  /** What is kept for a key while it is fresh, without loading it otherwise. */
  peek(key: string): Promise<V> | undefined {
    const kept = this.entries.get(key)
    return kept && this.clock() - kept.at < this.ttlMs ? kept.value : undefined
  }

  /** Keys kept, expired ones included until they are read or pushed out. */
  get size(): number {
    return this.entries.size
  }

  /** Forgets one key, or every key. */
  forget(key?: string): void {
    if (key === undefined) this.entries.clear()
    else this.entries.delete(key)
  }
}
