/** The merchant's zone (GET me) and the console's time texts in it, for pages. */
import { useCallback } from 'react'
import { DEFAULT_TIME_ZONE } from '../../../types/rules/merchant-time'
import { useMe } from '../session/use-me'
import { sessionText, timeText, type TimeStyle } from './merchant-time-text'

/** The merchant's IANA zone; the default zone until GET me has answered (pages are shown after it). */
export function useMerchantZone(): string {
  return useMe().data?.merchant.timeZone ?? DEFAULT_TIME_ZONE
}

/** A time's text on the merchant's wall clock, one pattern in every language: when(at), when(at, 'date'). */
export function useTimeText(): (at: string | number | Date | null | undefined, style?: TimeStyle) => string {
  const zone = useMerchantZone()
  return useCallback((at, style) => timeText(at, zone, style), [zone])
}

/** A session's name, with its start on the merchant's clock when the name is not that time. */
export function useSessionText(): (name: string, start: string | number | Date) => string {
  const zone = useMerchantZone()
  return useCallback((name, start) => sessionText(name, start, zone), [zone])
}
