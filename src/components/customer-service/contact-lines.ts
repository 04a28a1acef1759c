/**
 * The merchant's customer service as the buyer sees it (product.md "Shop configuration",
 * customerServiceConfigVO): a phone to call, the hours by weekday, an online chat. One reading for the
 * customer-service sheet and the about-order page.
 */
import type { CustomerServiceConfig } from '../../../types/shop-config'
import { periodsOverlap, workTimeMinutes } from '../../../types/rules/customer-service-rules'

export interface ContactLines {
  telephone?: string
  /** Monday (1) to Sunday (7), each day's periods by start; malformed or overlapping entries are left out. */
  hours: Array<{ weekday: number; from: string; to: string }>
  online: boolean
  /** The online chat's https address, opened in the web view. */
  chatUrl?: string
}

type ServiceFields = Pick<
  CustomerServiceConfig,
  'customerServiceType' | 'telephone' | 'workTimes' | 'supportOnlineCustomer' | 'supportOnlineAndTelCustomer' | 'onlineConfig'
>

const TIME = /^\d{1,2}:\d{2}$/

export function contactLines(config: ServiceFields | null | undefined): ContactLines {
  if (!config) return { hours: [], online: false }
  // The phone is offered only where the merchant chose online and phone service (customerServiceType).
  const phone =
    config.customerServiceType === 'ONLINE_AND_TEL_CUSTOMER_SERVICE' || config.supportOnlineAndTelCustomer
      ? config.telephone?.trim()
      : undefined
  const kept: ContactLines['hours'] = []
  // The first of two overlapping periods of a day wins (the console refuses overlaps; older configs may have them).
  for (const w of config.workTimes ?? []) {
    if (!Number.isInteger(w.weekday) || w.weekday < 1 || w.weekday > 7 || !TIME.test(w.from) || !TIME.test(w.to)) continue
    if (!kept.some((k) => periodsOverlap(k, w))) kept.push(w)
  }
  const hours = kept.sort((a, b) => a.weekday - b.weekday || workTimeMinutes(a.from) - workTimeMinutes(b.from))
  const chatUrl = config.onlineConfig?.jumpUrl?.trim()
  return {
    ...(phone ? { telephone: phone } : {}),
    hours,
    online: config.supportOnlineCustomer || config.supportOnlineAndTelCustomer,
    ...(chatUrl ? { chatUrl } : {})
  }
}

/** The hours as one line a day: the weekday and its periods in order. */
export function hoursByWeekday(hours: ContactLines['hours']): Array<{ weekday: number; periods: string[] }> {
  const days: Array<{ weekday: number; periods: string[] }> = []
  for (const h of hours) {
    const period = `${h.from}–${h.to}`
    const last = days[days.length - 1]
    if (last?.weekday === h.weekday) last.periods.push(period)
    else days.push({ weekday: h.weekday, periods: [period] })
  }
  return days
}

/**
 * The chat link with the goods card the chat opens with (GET customer_service/chat_goods: the merchant's
 * mapped goods id, else the show's or item's own id): `goodsId` and `goodsTitle` added to the link's query,
 * the link's own query and fragment kept. Without goods, the link as it is.
 */
export function chatUrlWithGoods(chatUrl: string, goods?: { chatGoodsId: string; title: string }): string {
  if (!goods) return chatUrl
  const hash = chatUrl.indexOf('#')
  const base = hash < 0 ? chatUrl : chatUrl.slice(0, hash)
  const fragment = hash < 0 ? '' : chatUrl.slice(hash)
  const query = `goodsId=${encodeURIComponent(goods.chatGoodsId)}&goodsTitle=${encodeURIComponent(goods.title)}`
  return `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${query}${fragment}`
}
