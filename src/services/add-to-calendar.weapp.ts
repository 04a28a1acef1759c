/**
 * "Add to calendar" in the WeChat mini-program: the system calendar through wx.addPhoneCalendar (base
 * library 2.15.0+, scope.addPhoneCalendar, callable only from a tap; times in unix seconds). Where the
 * base library lacks it, the action is hidden.
 */
import Taro from '@tarojs/taro'
import type { TicketCalendar } from '../../types/api/voucher'

export const CALENDAR_SUPPORTED = Taro.canIUse('addPhoneCalendar')

/** Fetched before the tap: the call must come straight from the tap (add-to-calendar.ts). */
export const CALENDAR_PREFETCH = true

export async function addToCalendar(file: TicketCalendar): Promise<'added' | 'downloaded'> {
  await Taro.addPhoneCalendar({
    title: file.title,
    startTime: Math.floor(file.startTime / 1000),
    // A number, as the current WeChat docs (wx.addPhoneCalendar.md) give it; Taro 3.6's typings copied an
    // older page that said string, the slip its community thread reports.
    endTime: Math.floor(file.endTime / 1000) as unknown as string,
    location: file.location,
    description: file.description
  })
  return 'added'
}
