/**
 * Alipay's times (timestamp, time_expire, notify_time) are `yyyy-MM-dd HH:mm:ss` in Beijing time
 * (UTC+8, no daylight saving), whatever the merchant's own zone.
 */
const BEIJING_MS = 8 * 3600 * 1000

export function alipayTime(date: Date): string {
  return new Date(date.getTime() + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The instant an Alipay time names, or undefined when it is not one. */
export function parseAlipayTime(text: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '')
  if (!m) return undefined
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number)
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_MS
  const date = new Date(ms)
  return alipayTime(date) === text ? date : undefined
}
