import {
  buyButton,
  closedNotice,
  initialSession,
  mergeSeatPlans,
  mergeSessions,
  mergeShow,
  stockState,
  supportsSeatPicking,
  type ShowDetail
} from '../src/subpackages/show/show-detail/show-detail-model'
import type { ShowStatic } from '../types/api/show'
import { translate } from '../src/locales/i18n'

const base: ShowStatic = { showId: '1', showName: 'x', posterUrl: '/p.svg', supportSeatPicking: true }

describe('show detail rules (product.md section 4, "Show detail status")', () => {
  it('dynamic fields win over static ones when merged', () => {
    const merged = mergeShow({ ...base, seatPlanURL: 'a' }, { showDetailStatus: 'ON_SALE', seatPickType: 'SUPPORT_NONE' })
    expect(merged.showDetailStatus).toBe('ON_SALE')
    expect(merged.seatPlanURL).toBe('a')
  })

  it('"A show can be bought only when PRE_SALE or ON_SALE"; a pre-sale before its sale time counts down', () => {
    const show = (showDetailStatus: ShowDetail['showDetailStatus'], saleTime?: number): ShowDetail => ({
      ...base,
      showDetailStatus,
      saleTime,
      buttonText: 'b'
    })
    expect(buyButton(show('ON_SALE'), 1000)).toEqual({ kind: 'buy', text: 'b' })
    expect(buyButton(show('PRE_SALE', 5000), 1000)).toEqual({ kind: 'countdown', text: 'b', saleTime: 5000 })
    expect(buyButton(show('PRE_SALE', 5000), 5000)).toEqual({ kind: 'buy', text: 'b' })
    for (const s of ['SOLD_OUT', 'PENDING', 'CANCELED', 'COMPLETED', 'DISABLED', 'LACK_OF_TICKET', 'DELAY'] as const) {
      expect(buyButton(show(s), 1000).kind).toBe('disabled')
    }
  })

  it('"Seat picking is supported if seatPickType is set and not SUPPORT_NONE, otherwise according to supportSeatPicking"', () => {
    expect(supportsSeatPicking({ seatPickType: 'SUPPORT_NONE', supportSeatPicking: true })).toBe(false)
    expect(supportsSeatPicking({ seatPickType: 'SUPPORT_SEAT_PICKING', supportSeatPicking: false })).toBe(true)
    expect(supportsSeatPicking({ supportSeatPicking: true })).toBe(true)
    expect(supportsSeatPicking({})).toBe(false)
  })

  it('sessions merge by bizShowSessionId and seat plans by seatPlanId, keeping the static order', () => {
    const sessions = mergeSessions(
      [
        { bizShowSessionId: 'a', sessionName: 'A', showTime: 1 },
        { bizShowSessionId: 'b', sessionName: 'B', showTime: 2 }
      ],
      [{ bizShowSessionId: 'b', sessionStatus: 'SOLD_OUT', soldOut: true, canBuy: false }]
    )
    expect(sessions.map((s) => [s.bizShowSessionId, s.soldOut])).toEqual([
      ['a', undefined],
      ['b', true]
    ])
    const plans = mergeSeatPlans(
      [{ seatPlanId: 'p', seatPlanName: 'P', originalPrice: 100 }],
      [{ seatPlanId: 'p', canBuyCount: 3, soldOut: false }]
    )
    expect(plans[0]).toMatchObject({ seatPlanName: 'P', canBuyCount: 3 })
  })

  it('stock state: sold out at zero, few left up to 10, unknown before the dynamic data arrives', () => {
    const plan = { seatPlanId: 'p', seatPlanName: 'P', originalPrice: 1 }
    expect(stockState({ ...plan, canBuyCount: 0, soldOut: true })).toBe('sold_out')
    expect(stockState({ ...plan, canBuyCount: 10, soldOut: false })).toBe('few_left')
    expect(stockState({ ...plan, canBuyCount: 11, soldOut: false })).toBe('available')
    expect(stockState(plan)).toBe('unknown')
  })

  it('opens on the sale session, else the first buyable one', () => {
    const sessions = [
      { bizShowSessionId: 'a', sessionName: 'A', showTime: 1, canBuy: false },
      { bizShowSessionId: 'b', sessionName: 'B', showTime: 2, canBuy: true }
    ]
    expect(initialSession(sessions)).toBe('b')
    expect(initialSession(sessions, 'a')).toBe('a')
    expect(initialSession([])).toBeUndefined()
  })
})

describe('closedNotice (issue #31 item 3: "A cancelled show still offers a coupon and price tiers on its page with no cancellation notice")', () => {
  test('a cancelled or ended show says so (in three languages) in place of its tiers; one on sale says nothing', () => {
    expect(closedNotice({ showDetailStatus: 'CANCELED' })).toBe('show_detail.cancelled_notice')
    expect(closedNotice({ showDetailStatus: 'COMPLETED' })).toBe('show_detail.completed_notice')
    expect(closedNotice({ showDetailStatus: 'ON_SALE' })).toBeUndefined()
    expect(closedNotice({ showDetailStatus: 'SOLD_OUT' })).toBeUndefined()
    for (const locale of ['zh-CN', 'zh-MO', 'en-US'] as const)
      expect(translate(locale, 'show_detail.cancelled_notice')).not.toBe('show_detail.cancelled_notice')
    expect(translate('zh-CN', 'show_detail.cancelled_notice')).toMatch(/已取消/)
  })
})
