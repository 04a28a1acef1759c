/**
 * The cart page's sums (issue "Shop": "cart-list (select, change quantity, remove, invalid lines shown
 * apart, totals"): what the selected lines that can still be bought come to, how many pieces that is, and
 * the "select all" box. Lines the gateway marks invalid (off sale, sold out, gone) never count and are
 * never sent to checkout.
 */

export interface TotalLine {
  skuId: string
  priceFen: number
  qty: number
  selected: boolean
  stock: number
  invalidReason?: string
}

/** A line that can go to checkout: not marked invalid, with stock for at least one piece. */
export function lineValid(line: TotalLine): boolean {
  return line.invalidReason === undefined && line.stock > 0 && line.qty > 0
}

export interface CartTotals {
  /** Sum of price × quantity of the selected valid lines, in fen. */
  amountFen: number
  /** Pieces in the selected valid lines. */
  pieces: number
  /** The selected valid lines, as checkout sends them. */
  checkout: Array<{ skuId: string; qty: number }>
  /** Every valid line is selected (and there is at least one). */
  allSelected: boolean
}

export function cartTotals(lines: readonly TotalLine[]): CartTotals {
  const valid = lines.filter(lineValid)
  const chosen = valid.filter((line) => line.selected)
  return {
    amountFen: chosen.reduce((sum, line) => sum + line.priceFen * line.qty, 0),
    pieces: chosen.reduce((sum, line) => sum + line.qty, 0),
    checkout: chosen.map((line) => ({ skuId: line.skuId, qty: line.qty })),
    allSelected: valid.length > 0 && chosen.length === valid.length
  }
}
