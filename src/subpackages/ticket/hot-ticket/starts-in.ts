import type { MessageKey, MessageParams } from '../../../locales/i18n'

/** "Starts in 2 h 05 min" for the hot ticket; undefined once it has started. */
export function startsInParts(ms: number): { hours: number; minutes: string } | undefined {
  if (!(ms > 0)) return undefined
  const minutes = Math.ceil(ms / 60000)
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') }
}

/**
 * The hot ticket's line: a day or more away it counts days and hours ("距开演还有 23 天 3 小时", not
 * "555小时21分"); within a day, hours and minutes; undefined once the show has started.
 */
export function startsInText(ms: number): { key: MessageKey; values: MessageParams } | undefined {
  const parts = startsInParts(ms)
  if (!parts) return undefined
  if (parts.hours < 24) return { key: 'ticket_holder.starts_in', values: parts }
  return { key: 'ticket_holder.starts_in_days', values: { days: Math.floor(parts.hours / 24), hours: parts.hours % 24 } }
}
