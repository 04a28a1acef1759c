/** Money is fen; the reply's yuanNum and centNum are derived (DESIGN.md). */
import type { PriceInfo } from '../api/common'

export function priceInfo(fen: number, suffix = ''): PriceInfo {
  const yuan = Math.floor(fen / 100)
  const cents = fen % 100
  return { prefix: '¥', yuanNum: String(yuan), centNum: cents ? String(cents).padStart(2, '0') : '', suffix }
}

/** The fen a PriceInfo stands for (its yuanNum and centNum); undefined when they are not whole numbers. */
export function fenOfPriceInfo(info: Pick<PriceInfo, 'yuanNum' | 'centNum'>): number | undefined {
  if (!/^\d+$/.test(info.yuanNum) || !/^(\d{2})?$/.test(info.centNum)) return undefined
  return Number(info.yuanNum) * 100 + (info.centNum ? Number(info.centNum) : 0)
}

/**
 * Yuan for a sentence ("12.50", "30"), from fen, without a sign or a currency mark: the sentence says
 * which way the money goes ("pay ¥{amount} more", "¥{amount} back").
 */
export function yuanText(fen: number): string {
  const p = priceInfo(Math.abs(fen))
  return p.centNum ? `${p.yuanNum}.${p.centNum}` : p.yuanNum
}

/** Money as one piece of text ("¥4", "¥12.50"), for a sentence such as the points row's. */
export function fenText(fen: number): string {
  return `¥${yuanText(fen)}`
}
