/** The merchant's customer service as about-order shows it: a phone to call, the hours by weekday, online chat. */
import type { CustomerServiceConfig } from '../../../../types/shop-config'

export interface ContactLines {
  telephone?: string
  /** Weekdays 1 (Monday) to 7 in order, each once; malformed entries are left out. */
  hours: Array<{ weekday: number; from: string; to: string }>
  online: boolean
}

const TIME = /^\d{1,2}:\d{2}$/

export function contactLines(config: CustomerServiceConfig | undefined): ContactLines {
  if (!config) return { hours: [], online: false }
  // The phone is offered only where the merchant chose online and phone service (customerServiceType).
  const phone =
    config.customerServiceType === 'ONLINE_AND_TEL_CUSTOMER_SERVICE' || config.supportOnlineAndTelCustomer
      ? config.telephone?.trim()
      : undefined
  const seen = new Set<number>()
  const hours = (config.workTimes ?? [])
    .filter((w) => Number.isInteger(w.weekday) && w.weekday >= 1 && w.weekday <= 7 && TIME.test(w.from) && TIME.test(w.to))
    .sort((a, b) => a.weekday - b.weekday)
    .filter((w) => !seen.has(w.weekday) && seen.add(w.weekday))
  return { ...(phone ? { telephone: phone } : {}), hours, online: config.supportOnlineCustomer || config.supportOnlineAndTelCustomer }
}
