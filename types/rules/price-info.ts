/** Money is fen; the reply's yuanNum and centNum are derived (DESIGN.md), split by the money rules (money.ts). */
import type { PriceInfo } from '../api/common'
import { yuanParts } from './money'

export function priceInfo(fen: number, suffix = ''): PriceInfo {
  // A negative amount is never a price: its parts are read as before this used money.ts (floor, remainder).
  if (fen < 0) {
    const cents = fen % 100
    return { prefix: '¥', yuanNum: String(Math.floor(fen / 100)), centNum: cents ? String(cents).padStart(2, '0') : '', suffix }
  }
  const p = yuanParts(fen)
  return { prefix: '¥', yuanNum: p.yuan, centNum: p.cents, suffix }
}

/** The fen a PriceInfo stands for (its yuanNum and centNum); undefined when they are not whole numbers. */
export function fenOfPriceInfo(info: Pick<PriceInfo, 'yuanNum' | 'centNum'>): number | undefined {
  if (!/^\d+$/.test(info.yuanNum) || !/^(\d{2})?$/.test(info.centNum)) return undefined
  return Number(info.yuanNum) * 100 + (info.centNum ? Number(info.centNum) : 0)
}
