/** Dates in the shows' local time: the zone of the merchant the app runs for (types/rules/merchant-time.ts). */
import { useAtomValue } from 'jotai'
import { formatLocal, localDate, type MerchantZone } from '../../types/rules/merchant-time'
import { merchantZoneAtom } from '../shop-config/shop-config-atoms'

/** A session's start in the merchant's zone: "2026.12.31 19:30". */
export function showTimeText(ms: number, zone: MerchantZone): string {
  return ms ? formatLocal(ms, zone, 'YYYY.MM.DD HH:mm') : ''
}

/** showTimeText in the merchant's zone. */
export function useShowTimeText(): (ms: number) => string {
  const zone = useAtomValue(merchantZoneAtom)
  return (ms) => showTimeText(ms, zone)
}

/** Any time on the merchant's clock with a dayjs pattern ("YYYY-MM-DD HH:mm"): not the phone's zone. */
export function useLocalFormat(): (at: number | string | Date, pattern: string) => string {
  const zone = useAtomValue(merchantZoneAtom)
  return (at, pattern) => formatLocal(typeof at === 'string' ? new Date(at) : at, zone, pattern)
}

/** The merchant's today, "YYYY-MM-DD". */
export function useLocalToday(): string {
  return localDate(new Date(), useAtomValue(merchantZoneAtom))
}
