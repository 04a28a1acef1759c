/**
 * The option picker of a goods detail (issue "Shop": "option picker (a combination out of stock is
 * disabled), quantity"): from the goods' option groups and SKUs, which values can still be chosen, the SKU a
 * full choice names, the price to show (a "from" price until the choice is complete) and the quantity a buyer
 * may take (the SKU's stock and the per-buyer limit). Plain data in, plain data out: the app's picker, the
 * confirm page's checks and the tests read the same rule.
 *
 * The shapes are the parts of the catalogue reply (types/api/goods.ts SpuDetail) the rule needs.
 */

export interface PickerOptionGroup {
  id: string
  name: string
  values: ReadonlyArray<{ id: string; name: string }>
}

export interface PickerSku {
  id: string
  attributeValueIds: readonly string[]
  priceFen: number
  marketPriceFen?: number
  /** Available stock. */
  stock: number
  onSale: boolean
}

/** Chosen value per option group id; a group left out is not chosen yet. */
export type OptionChoice = Readonly<Record<string, string | undefined>>

/** A SKU a buyer can put in a cart now: on sale with stock left. */
export function skuBuyable(sku: PickerSku): boolean {
  return sku.onSale && sku.stock > 0
}

function matches(sku: PickerSku, choice: OptionChoice, groups: readonly PickerOptionGroup[], skipGroupId?: string): boolean {
  return groups.every((group) => {
    if (group.id === skipGroupId) return true
    const chosen = choice[group.id]
    return chosen === undefined || sku.attributeValueIds.includes(chosen)
  })
}

/**
 * Whether a value can be chosen beside the values chosen in the other groups: some buyable SKU carries it
 * and every other chosen value. A value whose every combination is sold out or off sale is disabled.
 */
export function valueSelectable(
  groups: readonly PickerOptionGroup[],
  skus: readonly PickerSku[],
  choice: OptionChoice,
  groupId: string,
  valueId: string
): boolean {
  return skus.some((sku) => skuBuyable(sku) && sku.attributeValueIds.includes(valueId) && matches(sku, choice, groups, groupId))
}

/** The SKU the choice names once every group has a value (goods without options have one SKU). */
export function chosenSku<S extends PickerSku>(
  groups: readonly PickerOptionGroup[],
  skus: readonly S[],
  choice: OptionChoice
): S | undefined {
  if (groups.some((group) => choice[group.id] === undefined)) return undefined
  if (groups.length === 0) return skus.length === 1 ? skus[0] : undefined
  return skus.find((sku) => matches(sku, choice, groups))
}

/**
 * The choice a picker opens with: a group with exactly one selectable value has it chosen, so goods with
 * one size (or none) need no tap before they can be bought.
 */
export function initialChoice(groups: readonly PickerOptionGroup[], skus: readonly PickerSku[]): Record<string, string> {
  const choice: Record<string, string> = {}
  for (const group of groups) {
    const selectable = group.values.filter((value) => valueSelectable(groups, skus, choice, group.id, value.id))
    if (selectable.length === 1) choice[group.id] = selectable[0].id
  }
  return choice
}

/**
 * Choosing a value: the same value again clears it; a new value replaces the group's value, and values of
 * other groups that no buyable SKU combines with it are cleared, so the choice always names something sold.
 */
export function toggleValue(
  groups: readonly PickerOptionGroup[],
  skus: readonly PickerSku[],
  choice: OptionChoice,
  groupId: string,
  valueId: string
): Record<string, string> {
  const next: Record<string, string> = {}
  for (const [id, value] of Object.entries(choice)) if (value !== undefined) next[id] = value
  if (next[groupId] === valueId) {
    delete next[groupId]
    return next
  }
  next[groupId] = valueId
  for (const group of groups) {
    const value = next[group.id]
    if (group.id !== groupId && value !== undefined && !valueSelectable(groups, skus, next, group.id, value)) delete next[group.id]
  }
  return next
}

export type ShownPrice =
  | { kind: 'exact'; priceFen: number; marketPriceFen?: number }
  | { kind: 'from'; priceFen: number; marketPriceFen?: number }
  | { kind: 'none' }

/**
 * The price beside the picker: the chosen SKU's own price (and its struck market price when it is higher);
 * before that, the lowest price of the buyable SKUs the choice still allows, as "from" when they differ.
 * Nothing buyable left gives none (the page says sold out).
 */
export function shownPrice(groups: readonly PickerOptionGroup[], skus: readonly PickerSku[], choice: OptionChoice): ShownPrice {
  const sku = chosenSku(groups, skus, choice)
  if (sku) return { kind: 'exact', priceFen: sku.priceFen, marketPriceFen: higherMarketPrice(sku.priceFen, sku.marketPriceFen) }
  const candidates = skus.filter((s) => skuBuyable(s) && matches(s, choice, groups))
  if (candidates.length === 0) return { kind: 'none' }
  const prices = candidates.map((s) => s.priceFen)
  const low = Math.min(...prices)
  const markets = candidates.map((s) => s.marketPriceFen).filter((fen): fen is number => fen !== undefined)
  const marketPriceFen = higherMarketPrice(low, markets.length ? Math.min(...markets) : undefined)
  return { kind: prices.every((fen) => fen === low) ? 'exact' : 'from', priceFen: low, marketPriceFen }
}

/** A market price is struck through beside the price only when it is above it. */
export function higherMarketPrice(priceFen: number, marketPriceFen: number | undefined): number | undefined {
  return marketPriceFen !== undefined && marketPriceFen > priceFen ? marketPriceFen : undefined
}

export interface QuantityBounds {
  min: number
  /** 0 when nothing can be bought (the SKU is sold out, off sale, or the limit is used up). */
  max: number
  /** What sets the ceiling, for the hint under the stepper. */
  cappedBy: 'stock' | 'limit'
}

/**
 * How many of a SKU one purchase may take: at least 1, at most the SKU's stock and the goods' per-buyer
 * limit less what the buyer already has (in the cart or bought), whichever is lower.
 */
export function quantityBounds(sku: PickerSku, perBuyerLimit?: number, alreadyTaken = 0): QuantityBounds {
  const stock = skuBuyable(sku) ? sku.stock : 0
  const limitLeft = perBuyerLimit !== undefined && perBuyerLimit > 0 ? Math.max(0, perBuyerLimit - alreadyTaken) : Number.POSITIVE_INFINITY
  const max = Math.max(0, Math.min(stock, limitLeft))
  return { min: max > 0 ? 1 : 0, max, cappedBy: limitLeft < stock ? 'limit' : 'stock' }
}

/** A wanted quantity brought inside the bounds. */
export function clampQuantity(qty: number, bounds: QuantityBounds): number {
  if (bounds.max === 0) return 0
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(Number.isFinite(qty) ? qty : bounds.min)))
}

/** The chosen values' names in group order ("M / Black"), as the cart line and the order show them. */
export function choiceText(groups: readonly PickerOptionGroup[], choice: OptionChoice, separator = ' / '): string {
  return groups
    .map((group) => group.values.find((value) => value.id === choice[group.id])?.name)
    .filter((name): name is string => name !== undefined)
    .join(separator)
}
