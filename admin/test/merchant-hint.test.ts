/**
 * The console names the merchant it signs in to (types/api/staff.ts LoginRequest): from its link, kept on
 * the browser, replaced by the merchant last signed in to; nothing odd from the query is kept.
 */
import { keepLinkedMerchant, keptMerchant, rememberMerchant, type HintStore } from '../src/session/merchant-hint'

function memoryStore(): HintStore {
  const values = new Map<string, string>()
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) }
}

describe("the console's merchant hint", () => {
  it('keeps the merchant the sign-in link names, and reads it back on a later visit without it', () => {
    const store = memoryStore()
    expect(keptMerchant(store)).toBeUndefined()
    keepLinkedMerchant('?merchant=acme-live&next=%2Forders', store)
    keepLinkedMerchant('', store)
    expect(keptMerchant(store)).toBe('acme-live')
  })

  it('the merchant last signed in to replaces it', () => {
    const store = memoryStore()
    keepLinkedMerchant('?merchant=acme-live', store)
    rememberMerchant('demo', store)
    expect(keptMerchant(store)).toBe('demo')
  })

  it('ignores a query merchant that is not an id', () => {
    const store = memoryStore()
    for (const search of ['?merchant=', '?merchant=a%20b', '?merchant=..%2Fx', `?merchant=${'x'.repeat(61)}`])
      keepLinkedMerchant(search, store)
    expect(keptMerchant(store)).toBeUndefined()
  })

  it('a browser that refuses storage keeps nothing and breaks nothing', () => {
    const refusing: HintStore = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      }
    }
    expect(() => keepLinkedMerchant('?merchant=demo', refusing)).not.toThrow()
    expect(keptMerchant(refusing)).toBeUndefined()
    expect(keptMerchant(undefined)).toBeUndefined()
  })
})
