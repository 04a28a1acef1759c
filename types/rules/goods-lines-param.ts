/**
 * The goods a checkout page buys, carried in its route as one parameter ("sku1:2,sku2:1"): buy now sends
 * one SKU, the cart its selected lines, a ticket stub its design and the ticket it prints ("sku:1:ticketId").
 * Decoding drops anything malformed, so an edited address never reaches pre_order with a broken line.
 */

export interface GoodsLineParam {
  skuId: string
  qty: number
  /** A ticket stub's line: the ticket it prints (types/api/goods-order.ts GoodsLineInput). */
  ticketId?: string
}

const SKU_ID = /^[A-Za-z0-9_-]{1,64}$/

export function encodeGoodsLines(lines: readonly GoodsLineParam[]): string {
  return lines.map((line) => `${line.skuId}:${line.qty}${line.ticketId ? `:${line.ticketId}` : ''}`).join(',')
}

export function decodeGoodsLines(param: string | undefined): GoodsLineParam[] {
  if (!param) return []
  const seen = new Set<string>()
  const lines: GoodsLineParam[] = []
  for (const part of param.split(',')) {
    const [skuId = '', qtyText = '', ticketId, ...rest] = part.split(':')
    const qty = Number(qtyText)
    if (!SKU_ID.test(skuId) || !Number.isInteger(qty) || qty < 1 || seen.has(skuId)) continue
    if (rest.length || (ticketId !== undefined && !SKU_ID.test(ticketId))) continue
    seen.add(skuId)
    lines.push(ticketId ? { skuId, qty, ticketId } : { skuId, qty })
  }
  return lines
}
