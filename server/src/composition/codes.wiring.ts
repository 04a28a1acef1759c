/**
 * Codes and reminders (issue #32): promotion codes (generate_code and the two scan lookups), the terminal
 * jump, the payments bound to an order (query_by_bind_id) and the buyer's recent order info. The console's
 * promotion-code and terminal-jump calls are registered with the other console calls (admin/admin.plugin.ts).
 */
import { PromotionCodeService } from '../promotion-code/promotion-code.service'
import { registerPromotionCodeRoutes } from '../promotion-code/promotion-code.routes'
import { OrderReminderService } from '../order-reminder/order-reminder.service'
import { OrderReminderRepository } from '../order-reminder/order-reminder.repository'
import { registerOrderReminderRoutes } from '../order-reminder/order-reminder.routes'
import { AuditRepository } from '../staff/audit.repository'
import type { Shops, Wiring } from './wiring'

export function wireCodes({ app, db, now }: Wiring, shops: Shops): void {
  // Every lookup counts a scan: on the primary, never the browse standby.
  registerPromotionCodeRoutes(app, new PromotionCodeService(db, (q) => new AuditRepository(q)), now)
  registerOrderReminderRoutes(app, new OrderReminderService(new OrderReminderRepository(db), shops.timeZoneOf), now)
}
