/**
 * The audit log in words (issue #31: "the audit log shows developer keys"): every action key the gateway
 * writes has its text in the three languages (admin/test/audit-actions.test.ts greps server/src for the
 * keys), and the keys group by area for the "what" filter.
 */
import type { MessageKey } from '../i18n/en-US'

export const AUDIT_ACTIONS = [
  'announcement.create',
  'announcement.update',
  'announcement.withdraw',
  'card.create',
  'card.update',
  'card.refund',
  'card.refund_retry',
  'catalogue.hall.create',
  'catalogue.hall.update',
  'catalogue.session.create',
  'catalogue.session.update',
  'catalogue.show.create',
  'catalogue.show.update',
  'catalogue.show.poster',
  'catalogue.show.poster.remove',
  'catalogue.show.real-name-settings',
  'catalogue.show.rebook',
  'catalogue.show.refund-rule',
  'catalogue.show.transfer-settings',
  'catalogue.tier.create',
  'catalogue.tier.update',
  'catalogue.tier.close',
  'catalogue.tier.delete',
  'catalogue.venue.create',
  'catalogue.venue.update',
  'coupon.create',
  'coupon.update',
  'coupon.stop',
  'coupon.codes',
  'coupon.codes.void',
  'coupon.verify',
  'door.check-in',
  'goods.create',
  'goods.update',
  'goods.category.create',
  'goods.category.update',
  'goods.order.ship',
  'goods.order.refund',
  'goods.voucher.check-in',
  'invitation.create',
  'invitation.void',
  'invoice.issue',
  'invoice.reject',
  'layout.create',
  'layout.draft',
  'layout.publish',
  'layout.rollback',
  'membership.levels',
  'membership.rates',
  'membership.plan.create',
  'membership.plan.update',
  'membership.order.refund',
  'membership.order.refund.retry',
  'parking.gate.entry',
  'parking.gate.exit',
  'parking.lot.create',
  'parking.lot.update',
  'parking.refund',
  'privilege.create',
  'privilege.codes',
  'privilege.void',
  'promotion.create',
  'promotion.stop',
  'sales.attention.reviewed',
  'sales.order.close',
  'sales.order.ship',
  'sales.order.shipment.correct',
  'sales.order.shipment.step',
  'sales.refund.approve',
  'sales.refund.auto-approve',
  'sales.refund.reject',
  'sales.refund.retry',
  'sales.refund.settings',
  'sales.ticket.reissue',
  'seatmap.draft',
  'seatmap.publish',
  'settings.wallet.update',
  'settings.wallet.remove',
  'staff.create',
  'staff.update',
  'staff.password',
  'storefront.draft',
  'storefront.publish',
  'storefront.rollback',
  'totp.enable',
  'totp.disable',
  'vote.create',
  'vote.update',
  'vote.close'
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_AREAS = [
  'announcement',
  'card',
  'catalogue',
  'coupon',
  'door',
  'goods',
  'invitation',
  'invoice',
  'layout',
  'membership',
  'parking',
  'privilege',
  'promotion',
  'sales',
  'seatmap',
  'settings',
  'staff',
  'storefront',
  'totp',
  'vote'
] as const
export type AuditArea = (typeof AUDIT_AREAS)[number]

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS)

/** The text key of an action, or null for one this console does not know yet (shown as written). */
export function auditActionText(action: string): MessageKey | null {
  return KNOWN.has(action) ? (`audit.action.${action as AuditAction}` satisfies MessageKey) : null
}

export const auditAreaText = (area: AuditArea): MessageKey => `audit.area.${area}` satisfies MessageKey

/** The actions under an area, for the filter's options. */
export const actionsOf = (area: AuditArea): AuditAction[] => AUDIT_ACTIONS.filter((a) => a.startsWith(`${area}.`))
