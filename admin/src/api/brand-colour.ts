/**
 * The merchant's brand colour for the console's theme: the published shop configuration, read through
 * the buyers' public call (every role may see it; the draft is for storefront editors only).
 */
import type { Envelope } from '../../../types/api/envelope'
import type { ShopConfig } from '../../../types/shop-config'

const HEX = /^#[0-9a-fA-F]{6}$/

export async function brandColour(merchantId: string): Promise<string | null> {
  const res = await fetch('/home/pub/v5/shop/configs', { headers: { 'merchant-id': merchantId }, credentials: 'omit' })
  const envelope = (await res.json()) as Envelope<ShopConfig | null>
  const colour = envelope.statusCode === 200 ? envelope.data?.themeColor : undefined
  return colour && HEX.test(colour) ? colour : null
}
