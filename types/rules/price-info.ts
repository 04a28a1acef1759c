/** Money is fen; the reply's yuanNum and centNum are derived (DESIGN.md). */
import type { PriceInfo } from '../api/common'

export function priceInfo(fen: number, suffix = ''): PriceInfo {
  const yuan = Math.floor(fen / 100)
  const cents = fen % 100
  return { prefix: '¥', yuanNum: String(yuan), centNum: cents ? String(cents).padStart(2, '0') : '', suffix }
}
