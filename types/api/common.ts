/** Shapes shared by several call families. */

/** A price as the app shows it (product.md section 3, Show: minOriginalPriceInfo ...). */
export interface PriceInfo {
  prefix?: string
  yuanNum: string
  centNum: string
  suffix?: string
}

export interface Page<T> {
  list: T[]
  total: number
  offset: number
  length: number
  hasMore: boolean
}

/** Money is integer fen everywhere in the contract. */
export type Fen = number
