/**
 * Subscription messages and the WeChat JS-SDK (docs/subscription-messages.md): the buyer's consent calls,
 * the sender through the platforms' own send calls with each merchant's credentials (the sweeper in
 * sweepers.ts sends what is due), and the JS-SDK authorization for H5 in WeChat's browser.
 */
import { AuditRepository } from '../staff/audit.repository'
import type { PaymentSettingsService } from '../platform-settings/payment-settings.service'
import type { MemberService } from '../member/member.service'
import { PlatformMessageSender, type SubscriptionMessageSender } from '../subscription-message/message-sender'
import { SubscriptionMessageService } from '../subscription-message/subscription-message.service'
import { registerSubscriptionMessageRoutes } from '../subscription-message/subscription-message.routes'
import { WechatJsapiService } from '../wechat-jsapi/wechat-jsapi.service'
import { registerWechatJsapiRoutes } from '../wechat-jsapi/wechat-jsapi.routes'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscription messages: the sweeper's sendDue, run by hand in tests. */
    subscriptionMessages: SubscriptionMessageService
  }
}

export function wireSubscriptionMessages(
  { app, db, now }: Wiring,
  shops: Shops,
  paymentSettings: PaymentSettingsService | undefined,
  members: MemberService,
  sender?: SubscriptionMessageSender
): SubscriptionMessageService {
  // Without a settings key no credentials can be read: no mini-program is known, nothing is sent.
  const credentials = async (merchantId: string) => (paymentSettings ? paymentSettings.credentials(merchantId) : {})
  const messages = new SubscriptionMessageService(db, {
    credentials,
    sender: sender ?? new PlatformMessageSender(credentials),
    members,
    timeZoneOf: shops.timeZoneOf,
    shopNameOf: async (merchantId) => (await shops.config(merchantId)).shopName ?? '',
    auditOn: (q) => new AuditRepository(q)
  })
  app.decorate('subscriptionMessages', messages)
  registerSubscriptionMessageRoutes(app, messages, now)
  registerWechatJsapiRoutes(app, new WechatJsapiService(credentials), now)
  return messages
}
