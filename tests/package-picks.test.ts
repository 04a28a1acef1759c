/**
 * The ticket package pages' picks (issue #18: "the buyer picks one session+tier per slot, then confirm";
 * src/subpackages/show/ticket-package/package-picks.ts): a pick no longer offered is dropped, and the combo
 * price call's selection exists only once every slot has its pick.
 */
import { picksStillOffered, selectionOf, type PackagePick } from '../src/subpackages/show/ticket-package/package-picks'
import type { PromotionDetail } from '../types/api/promotion'

const tier = (seatPlanId: string, price: number, available = 5) => ({ seatPlanId, seatPlanName: seatPlanId, price, available })
const detail: PromotionDetail = {
  promotionId: 'prm_1',
  grantorMerchantId: 'demo',
  promotionCategory: 'PACKAGE',
  name: '套票',
  description: '',
  promotionDescription: '',
  startTime: 0,
  endTime: 1,
  remaining: null,
  perBuyerLimit: null,
  slots: [
    { slot: 0, shows: [{ showId: 'A', showName: 'A', posterUrl: null, posterColor: '#000', venueName: '', cityName: '', sessions: [{ sessionId: 'a1', sessionName: '', startTime: 0, tiers: [tier('ta', 38000), tier('tx', 10000, 0)] }] }] },
    { slot: 1, shows: [{ showId: 'B', showName: 'B', posterUrl: null, posterColor: '#000', venueName: '', cityName: '', sessions: [{ sessionId: 'b1', sessionName: '', startTime: 0, tiers: [tier('tb', 18000)] }] }] }
  ]
}
const pick = (slot: number, showId: string, sessionId: string, seatPlanId: string, price = 1): PackagePick => ({ slot, showId, showName: showId, sessionId, sessionName: '', startTime: 0, seatPlanId, seatPlanName: seatPlanId, price })

describe('picksStillOffered', () => {
  test.each<[string, Record<number, PackagePick>, number[]]>([
    ['both offered: kept, at today\'s price', { 0: pick(0, 'A', 'a1', 'ta'), 1: pick(1, 'B', 'b1', 'tb') }, [38000, 18000]],
    ['a tier sold out since: dropped', { 0: pick(0, 'A', 'a1', 'tx') }, []],
    ['a show no longer in the slot: dropped', { 1: pick(1, 'A', 'a1', 'ta') }, []]
  ])('%s', (_name, picks, prices) => expect(Object.values(picksStillOffered(detail, picks)).map((p) => p.price)).toEqual(prices))
})

describe('selectionOf', () => {
  test('undefined while a slot has no pick', () => expect(selectionOf(detail, { 0: pick(0, 'A', 'a1', 'ta') })).toBeUndefined())
  test('every slot picked: the combo price call\'s body', () =>
    expect(selectionOf(detail, { 0: pick(0, 'A', 'a1', 'ta'), 1: pick(1, 'B', 'b1', 'tb') })).toEqual({
      promotionId: 'prm_1',
      sets: 1,
      items: [
        { slot: 0, bizShowSessionId: 'a1', seatPlanId: 'ta' },
        { slot: 1, bizShowSessionId: 'b1', seatPlanId: 'tb' }
      ]
    }))
})
