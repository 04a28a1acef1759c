/** Issue #14 "The buyer's experience": the rules behind its dead ends, outside the router. */
import { startsInText } from '../src/subpackages/ticket/hot-ticket/starts-in'
import { loadFailureOf } from '../src/services/request/load-failure'
import { RequestError } from '../src/services/request/request-error'
import { translate } from '../src/locales/i18n'

const HOUR = 3600000

describe('the hot ticket\'s "starts in" line', () => {
  test('"距开演还有555小时21分 must use days": 23 days 3 hours away reads in days and hours, in all three languages', () => {
    const line = startsInText(555 * HOUR + 21 * 60000)
    expect(line).toEqual({ key: 'ticket_holder.starts_in_days', values: { days: 23, hours: 3 } })
    expect(translate('zh-CN', line!.key, line!.values)).toBe('距开演还有 23 天 3 小时')
    expect(translate('zh-MO', line!.key, line!.values)).toBe('距開演還有 23 天 3 小時')
    expect(translate('en-US', line!.key, line!.values)).toBe('Starts in 23 d 3 h')
  })

  test('within a day it stays hours and minutes; exactly a day counts as a day; started is undefined', () => {
    const hours = startsInText(23 * HOUR + 59 * 60000)
    expect(hours).toEqual({ key: 'ticket_holder.starts_in', values: { hours: 23, minutes: '59' } })
    expect(translate('zh-CN', hours!.key, hours!.values)).toBe('距开演还有 23 小时 59 分')
    expect(startsInText(24 * HOUR)).toEqual({ key: 'ticket_holder.starts_in_days', values: { days: 1, hours: 0 } })
    expect(startsInText(0)).toBeUndefined()
  })
})

describe('what a page shows when its data did not load', () => {
  test('"a bad show id shows a modal over a spinner that never stops": a missing thing is a dead end, not an error to retry', () => {
    const missing = new RequestError({ message: '演出不存在或已下架', statusCode: 40401, mode: 'back', errorCode: 'SHOW_NOT_FOUND' })
    expect(loadFailureOf(missing)).toEqual({ kind: 'not-found' })
    expect(loadFailureOf(new RequestError({ message: 'x', statusCode: 40078, errorCode: 'ORDER_NOT_FOUND' }))).toEqual({
      kind: 'not-found'
    })
  })

  test('the network gone is a failure to retry, told as such; anything else is a plain failure', () => {
    expect(loadFailureOf(new RequestError({ message: 'x', statusCode: -1, network: true }))).toEqual({ kind: 'failed', network: true })
    expect(loadFailureOf(new RequestError({ message: 'x', statusCode: -1, timeout: true }))).toEqual({ kind: 'failed', network: true })
    expect(loadFailureOf(new RequestError({ message: 'x', statusCode: 50000, errorCode: 'INTERNAL' }))).toEqual({
      kind: 'failed',
      network: false
    })
    expect(loadFailureOf(new Error('bug'))).toEqual({ kind: 'failed', network: false })
  })
})
