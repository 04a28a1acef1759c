/**
 * Reads by key gathered into one query: the keys asked for within `windowMs` of the first one (with 0, while
 * the event loop handles one round of I/O, until setImmediate) are read together, up to `maxKeys` a query.
 * In an on-sale rush 2,000 buyers' logins arrive within a second or two, each a different key the TtlMemo
 * has not seen: one `= ANY($1)` read per window instead of one round trip per buyer, with the same
 * freshness (each key is read after it was asked for). A failed read fails the keys of that read only.
 */
export class BatchedReads<V> {
  private pending = new Map<string, Array<{ resolve: (v: V | undefined) => void; reject: (e: unknown) => void }>>()
  private scheduled = false

  constructor(
    /** The rows of the keys found, by key; a key missing from the answer reads as undefined. */
    private readonly readMany: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxKeys = 500,
    private readonly windowMs = 0
  ) {}

  get(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key)
      if (waiting) waiting.push({ resolve, reject })
      else this.pending.set(key, [{ resolve, reject }])
      if (!this.scheduled) {
        this.scheduled = true
        if (this.windowMs > 0) setTimeout(() => this.flush(), this.windowMs)
        else setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    const batch = this.pending
    this.pending = new Map()
    this.scheduled = false
    const keys = [...batch.keys()]
    for (let i = 0; i < keys.length; i += this.maxKeys) {
      const chunk = keys.slice(i, i + this.maxKeys)
      this.readMany(chunk).then(
        (found) => {
          for (const k of chunk) for (const w of batch.get(k)!) w.resolve(found.get(k))
        },
        (error: unknown) => {
          for (const k of chunk) for (const w of batch.get(k)!) w.reject(error)
        }
      )
    }
  }
}
