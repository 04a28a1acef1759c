/**
 * The ticket package pages' picks (issue #18: "the buyer picks one session+tier per slot, then confirm";
 * src/subpackages/show/ticket-package/package-picks.ts): a pick no longer offered is dropped, and the combo
 * price call's selection exists only once every slot has its pick.
 */
import {
  picksStillOffered,
  quoteRefusal,
  selectionOf,
  setsMax,
  type PackagePick
} from '../src/subpackages/show/ticket-package/package-picks'
import { RequestError } from '../src/services/request/request-error'
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
    {
      slot: 0,
      shows: [
        {
          showId: 'A',
          showName: 'A',
          posterUrl: null,
          posterColor: '#000',
          venueName: '',
          cityName: '',
          limitPerOrder: 20,
          sessions: [{ sessionId: 'a1', sessionName: '', startTime: 0, tiers: [tier('ta', 38000), tier('tx', 10000, 0)] }]
        }
      ]
    },
    {
      slot: 1,
      shows: [
        {
          showId: 'B',
          showName: 'B',
          posterUrl: null,
          posterColor: '#000',
          venueName: '',
          cityName: '',
          limitPerOrder: 20,
          sessions: [{ sessionId: 'b1', sessionName: '', startTime: 0, tiers: [tier('tb', 18000)] }]
        }
      ]
    }
  ]
}
const pick = (slot: number, showId: string, sessionId: string, seatPlanId: string, price = 1): PackagePick => ({
  slot,
  showId,
  showName: showId,
  sessionId,
  sessionName: '',
  startTime: 0,
  seatPlanId,
  seatPlanName: seatPlanId,
  price
})

describe('picksStillOffered', () => {
  test.each<[string, Record<number, PackagePick>, number[]]>([
    ["both offered: kept, at today's price", { 0: pick(0, 'A', 'a1', 'ta'), 1: pick(1, 'B', 'b1', 'tb') }, [38000, 18000]],
    ['a tier sold out since: dropped', { 0: pick(0, 'A', 'a1', 'tx') }, []],
    ['a show no longer in the slot: dropped', { 1: pick(1, 'A', 'a1', 'ta') }, []]
  ])('%s', (_name, picks, prices) => expect(Object.values(picksStillOffered(detail, picks)).map((p) => p.price)).toEqual(prices))
})

describe('selectionOf', () => {
  test('undefined while a slot has no pick', () => expect(selectionOf(detail, { 0: pick(0, 'A', 'a1', 'ta') })).toBeUndefined())
  test("every slot picked: the combo price call's body", () =>
    expect(selectionOf(detail, { 0: pick(0, 'A', 'a1', 'ta'), 1: pick(1, 'B', 'b1', 'tb') })).toEqual({
      promotionId: 'prm_1',
      sets: 1,
      items: [
        { slot: 0, bizShowSessionId: 'a1', seatPlanId: 'ta' },
        { slot: 1, bizShowSessionId: 'b1', seatPlanId: 'tb' }
      ]
    }))
})

describe("setsMax: several sets at once, up to the call's bound (10), the quota left, the per-buyer limit and every picked tier's tickets (a set takes one of each)", () => {
  const both = { 0: pick(0, 'A', 'a1', 'ta'), 1: pick(1, 'B', 'b1', 'tb') }
  const withTiers = (a: number, b: number): PromotionDetail => ({
    ...detail,
    slots: [
      {
        ...detail.slots[0],
        shows: [
          { ...detail.slots[0].shows[0], sessions: [{ sessionId: 'a1', sessionName: '', startTime: 0, tiers: [tier('ta', 38000, a)] }] }
        ]
      },
      {
        ...detail.slots[1],
        shows: [
          { ...detail.slots[1].shows[0], sessions: [{ sessionId: 'b1', sessionName: '', startTime: 0, tiers: [tier('tb', 18000, b)] }] }
        ]
      }
    ]
  })
  test.each<[string, PromotionDetail, number]>([
    ["plenty everywhere: the call's bound", withTiers(50, 50), 10],
    ['the scarcer tier', withTiers(50, 3), 3],
    ['the quota left', { ...withTiers(50, 50), remaining: 4 }, 4],
    ['the per-buyer limit', { ...withTiers(50, 50), perBuyerLimit: 2 }, 2],
    ['never below one (the gateway answers what is short)', { ...withTiers(50, 50), remaining: 0 }, 1],
    [
      "a show's tickets per order (each slot's order holds one ticket a set)",
      {
        ...withTiers(50, 50),
        slots: [
          withTiers(50, 50).slots[0],
          { ...withTiers(50, 50).slots[1], shows: [{ ...withTiers(50, 50).slots[1].shows[0], limitPerOrder: 4 }] }
        ]
      },
      4
    ]
  ])('%s', (_name, d, max) => expect(setsMax(d, both)).toBe(max))
  test('two slots picking one tier share its tickets (7 left: 3 sets take 6)', () => {
    const shared: PromotionDetail = {
      ...detail,
      slots: [0, 1].map((slot) => ({
        slot,
        shows: [
          { ...detail.slots[0].shows[0], sessions: [{ sessionId: 'a1', sessionName: '', startTime: 0, tiers: [tier('ta', 38000, 7)] }] }
        ]
      }))
    }
    expect(setsMax(shared, { 0: pick(0, 'A', 'a1', 'ta'), 1: pick(1, 'A', 'a1', 'ta') })).toBe(3)
  })
  test('the selection carries the sets asked for', () => expect(selectionOf(detail, both, 3)?.sets).toBe(3))
})

describe('quoteRefusal: what the bar says when the combo price call refused', () => {
  const refused = (errorCode: string, message: string) => new RequestError({ message, statusCode: 40000, errorCode })
  test.each<[string, unknown, string]>([
    ["sold out meanwhile: the gateway's words", refused('SOLD_OUT', '已售罄'), '已售罄'],
    ["past a purchase limit: the gateway's words", refused('PURCHASE_LIMIT', '每单限购4张'), '每单限购4张'],
    ["the offer ended: the page's words", refused('PROMOTION_ENDED', '活动已结束'), 'ended'],
    ["no reply at all: the page's words", new Error('network'), 'ended']
  ])('%s', (_name, error, text) => expect(quoteRefusal(error, 'ended')).toBe(text))
})
