import type { FastifyRequest } from 'fastify'
import { requireUser } from '../account/auth-hook'
import { launchChannel } from '../http/launch-channel'
import { shopTimeZone } from '../../../types/rules/merchant-time'
import type { ShopConfig } from '../../../types/shop-config'
import type { OrderContext } from './order.service'
import type { OrderPrivilege } from './pricing/privilege-step'

/**
 * The order context of a buyer's request: the merchant's reserve and remark settings and zone, the launch
 * channel, the privilege grant. Shared by every route onto the order core (the family paths, on-site purchase).
 */
export function orderContextOf(
  shopConfig: (merchantId: string) => Promise<ShopConfig>,
  now: () => Date,
  privilegeOf?: (r: FastifyRequest, userId: string) => Promise<OrderPrivilege>
): (r: FastifyRequest) => Promise<OrderContext> {
  return async (r: FastifyRequest): Promise<OrderContext> => {
    const shop = await shopConfig(r.merchantId)
    // The launch channel: its discount applies (promotion-step.ts).
    const channelId = launchChannel(r) ?? undefined
    const userId = requireUser(r).userId
    const privilege = privilegeOf ? await privilegeOf(r, userId) : undefined
    return {
      merchantId: r.merchantId,
      userId,
      now: now(),
      reserveMinutes: shop.orderReserveMinutes,
      remark: shop.orderRemark,
      timeZone: shopTimeZone(shop),
      channelId,
      privilege
    }
  }
}
