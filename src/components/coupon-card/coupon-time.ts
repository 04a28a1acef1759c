/** A template's fixed window as the card shows it ("2026.11.22 12:00", the phone's own clock zone). */
import dayjs from 'dayjs'

export function formatLocalTime(ms: number): string {
  return dayjs(ms).format('YYYY.MM.DD HH:mm')
}
