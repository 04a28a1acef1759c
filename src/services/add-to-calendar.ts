/**
 * "Add to calendar" on H5 (and the type check's): the ticket's .ics file (RFC 5545, built by the gateway)
 * saved through a Blob URL, which the phone's calendar opens. The mini-programs have
 * add-to-calendar.weapp.ts (the system calendar through addPhoneCalendar) and add-to-calendar.alipay.ts
 * (no such call: the action is hidden).
 */
import type { TicketCalendar } from '../../types/api/voucher'

/** Whether this platform can add a ticket to a calendar at all (the action is hidden where it cannot). */
export const CALENDAR_SUPPORTED = true

/**
 * Whether the file must be fetched before the tap: WeChat's addPhoneCalendar may only be called from a
 * tap ("仅在点击行为时调用"), so no network wait may sit between them. A download needs no such care.
 */
export const CALENDAR_PREFETCH = false

/** Section 9 "Blob URL revoke: after 5 s". */
const BLOB_REVOKE_MS = 5000

export async function addToCalendar(file: TicketCalendar): Promise<'added' | 'downloaded'> {
  const blob = new Blob([file.content], { type: `${file.mimeType};charset=utf-8` })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), BLOB_REVOKE_MS)
  return 'downloaded'
}
