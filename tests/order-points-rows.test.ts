/**
 * Confirm order's member rows (issue #18: "confirm order shows the member discount row and a points row
 * with a switch ('可用N积分抵¥M' style), amounts from pre_order"): nothing is computed on the app; these
 * turn the gateway's preview into the rows' words and amounts. product.md section 5's formula itself is
 * points-rules.ts's, tested in points-rules.test.ts; the gateway applies it (server/test/loyalty/order-points.test.ts).
 */
import { memberRows } from '../src/subpackages/order/confirm-order/order-summary'
import { fenOfPriceInfo, priceInfo } from '../types/rules/price-info'
import { fenText } from '../types/rules/money'
import type { PreOrderReply } from '../types/api/order'

describe('fenText: money as one piece of text for the points row', () => {
  test.each<[number, string]>([
    [400, '¥4'],
    [1250, '¥12.50'],
    [5, '¥0.05'],
    [0, '¥0']
  ])('%d fen → %s', (fen, text) => expect(fenText(fen)).toBe(text))
})

describe('fenOfPriceInfo: the fen a PriceInfo stands for (show detail reads its lowest price back)', () => {
  test.each<[number]>([[0], [5], [1250], [38000], [99999]])('%d fen round-trips through priceInfo', (fen) =>
    expect(fenOfPriceInfo(priceInfo(fen))).toBe(fen)
  )
  test.each<[string, string, string]>([
    ['a yuan with a sign', '-1', ''],
    ['a yuan with a decimal point', '1.5', ''],
    ['one cent digit', '1', '5']
  ])('%s: undefined', (_name, yuanNum, centNum) => expect(fenOfPriceInfo({ yuanNum, centNum })).toBeUndefined())
})

type Preview = Pick<PreOrderReply, 'memberDiscount' | 'points' | 'pointsDiscount'>
const points = (over: Partial<NonNullable<PreOrderReply['points']>> = {}): NonNullable<PreOrderReply['points']> => ({
  owned: 456,
  rate: 100,
  limitProportion: 30,
  pointPrice: 400,
  pointsUsed: 400,
  usable: true,
  isChecked: false,
  ...over
})

describe('memberRows: the rows from pre_order', () => {
  test.each<[string, Preview | undefined, ReturnType<typeof memberRows>]>([
    ['before the preview: nothing off, no points row', undefined, { memberOffFen: 0, pointsOffFen: 0 }],
    ['a merchant without points paying: no points row', { memberDiscount: 450 }, { memberOffFen: 450, pointsOffFen: 0 }],
    [
      '"可用400积分抵¥4", switched off: nothing off yet',
      { points: points(), pointsDiscount: 0 },
      { memberOffFen: 0, pointsOffFen: 0, points: { owned: 456, pointsUsed: 400, amountText: '¥4', usable: true, isChecked: false } }
    ],
    [
      'switched on: the points row and the amount off',
      { memberDiscount: 450, points: points({ isChecked: true }), pointsDiscount: 400 },
      { memberOffFen: 450, pointsOffFen: 400, points: { owned: 456, pointsUsed: 400, amountText: '¥4', usable: true, isChecked: true } }
    ],
    [
      'too few points for a yuan: shown as not usable',
      { points: points({ owned: 99, pointPrice: 0, pointsUsed: 0, usable: false }), pointsDiscount: 0 },
      { memberOffFen: 0, pointsOffFen: 0, points: { owned: 99, pointsUsed: 0, amountText: '¥0', usable: false, isChecked: false } }
    ]
  ])('%s', (_name, preview, rows) => expect(memberRows(preview)).toEqual(rows))
})
