/**
 * What was worked out from a text signed with a secret (a checked access token's claims, whether a
 * buying proof held), kept per text while the secret stays the same. A buyer sends the same token and proofs with
 * every call, and checking them again (an HMAC each, base64 and JSON decoding) was a tenth of a refused
 * create_order's time. Only the secret's own work is kept: a caller still judges expiry on each use. A
 * new secret forgets everything at once; the oldest texts go first once `maxEntries` are kept.
 */
export class SignedMemo<V> {
  private secret: string | undefined
  private readonly kept = new Map<string, V>()

  constructor(private readonly maxEntries: number) {}

  /** The value kept for `text` under `secret`, else `work()`'s, kept when `keep` says so. */
  get(secret: string, text: string, work: () => V, keep: (value: V) => boolean = () => true): V {
    if (secret !== this.secret) {
      this.kept.clear()
      this.secret = secret
    }
    const kept = this.kept.get(text)
    if (kept !== undefined) return kept
    const value = work()
    if (keep(value)) {
      if (this.kept.size >= this.maxEntries) {
        const oldest = this.kept.keys().next()
        if (!oldest.done) this.kept.delete(oldest.value)
      }
      this.kept.set(text, value)
    }
    return value
  }

  get size(): number {
    return this.kept.size
  }
}
