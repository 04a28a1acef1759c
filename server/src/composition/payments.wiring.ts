/**
 * Money in and out: the merchants' payment settings, the payment providers (sandbox, DOOOLY and the
 * platforms' adapters), the payment service with its cashiers and notifications, and the refund job that
 * asks the providers for money back. What each purpose of payment pays and whose refund settles what is
 * registered by app.ts, beside the lifecycles.
 */
import { DooolyProvider, SandboxProvider } from '../payment/payment-provider'
import { PaymentProviders } from '../payment/payment-providers'
import { DEV_SETTINGS_KEY, SettingsCipher } from '../platform-settings/settings-cipher'
import { PaymentSettingsService } from '../platform-settings/payment-settings.service'
import { payerIdentityAt } from '../payment/pay-place'
import { RefundService } from '../payment/refund.service'
import { registerPlatformFactories } from '../payment/platform-factories'
import { registerPlatformNotifyRoutes } from '../payment/platform-notify.routes'
import { DooolyPayService } from '../payment/doooly-pay.service'
import { registerDooolyRoutes } from '../payment/doooly.routes'
import { registerPaymentRoutes } from '../payment/payment.routes'
import { registerSandboxRefundRoutes } from '../payment/sandbox-refund.routes'
import { PaymentService } from '../payment/payment.service'
import { UserRepository } from '../account/user.repository'
import { secretStore } from '../account/secret-store'
import type { OrderService } from '../order/order.service'
import { settlementStores } from '../stores'
import type { Accounts } from './account.wiring'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The payment settings (undefined when no SETTINGS_KEY can read them), the per-merchant provider
     * registry where the platform adapters register their factories, and the refunds (whose
     * applyRefundOutcome a platform's refund notification route calls), and the payment service whose
     * notifyVerified a platform's payment notification route calls.
     */
    payments: { settings?: PaymentSettingsService; providers: PaymentProviders; refunds: RefundService; service: PaymentService }
  }
}

/**
 * SETTINGS_KEY: unset outside production, the fixed development key (a warning); unset in production, no
 * settings can be read, so no platform payment is offered (main.ts never gets here without it).
 */
export function wirePaymentSettings({ app, db, options, production }: Wiring): PaymentSettingsService | undefined {
  const settingsKey = options.settingsKey ?? (production ? undefined : DEV_SETTINGS_KEY)
  if (!options.settingsKey)
    app.log.warn(
      production
        ? 'SETTINGS_KEY unset: payment settings cannot be read, no platform payment is offered'
        : 'SETTINGS_KEY unset: payment settings sealed with the fixed development key'
    )
  return settingsKey
    ? new PaymentSettingsService(db, new SettingsCipher(settingsKey), {
        production,
        log: (message, detail) => app.log.warn(detail, message)
      })
    : undefined
}

export async function wirePayments(
  { app, db, now, options, production }: Wiring,
  shops: Shops,
  accounts: Accounts,
  settings: PaymentSettingsService | undefined,
  orders: OrderService
) {
  const sandboxPay = new SandboxProvider(secretStore(db, 'sandbox_pay_secret'))
  const providers = new PaymentProviders(settings, [sandboxPay, new DooolyProvider()], {
    production,
    publicBaseUrl: options.publicBaseUrl,
    now,
    log: (message, detail) => app.log.warn(detail, message)
  })
  registerPlatformFactories(providers, accounts.merchantIdentities, (message, detail) => app.log.info(detail, message))
  const refunds = new RefundService(db, providers, (level, message, detail) => app.log[level](detail, message))
  const payments = new PaymentService(db, settlementStores, new UserRepository(db), orders, providers, {
    log: (message, detail) => app.log.warn(detail, message),
    payers: async (userId, merchantId, place) => {
      const provider = payerIdentityAt(place)
      return provider && accounts.identities.subjectOf(userId, merchantId, provider)
    },
    publicBaseUrl: options.publicBaseUrl
  })
  app.decorate('payments', { settings, providers, refunds, service: payments })
  await registerPaymentRoutes(app, payments, sandboxPay, now, production)
  await registerPlatformNotifyRoutes(app, { payments, providers, refunds, now })
  registerSandboxRefundRoutes(app, { sandbox: sandboxPay, refunds, now, production, notifyAfterMs: options.sandboxRefundNotifyMs })
  registerDooolyRoutes(app, new DooolyPayService(new UserRepository(db), payments, accounts.verification), shops.config, now)
  return { payments, refunds }
}
