/**
 * Money's one module (types/rules/money.ts), read by the app, the console and the gateway. "Money is fen;
 * yuan are derived" (DESIGN.md): yuan typed become fen exactly (no binary floating-point drift, rounded half
 * away from zero at the fen), fen become yuan and text the same way on every screen.
 */
import { fenText, fenToYuan, moneyText, yuanParts, yuanShortText, yuanText, yuanToFen } from '../types/rules/money'

describe('yuanToFen: exact, rounded half away from zero at the fen', () => {
  test.each<[number | string, number]>([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    // Binary floating point: each of these times 100 is not the whole fen it stands for.
    [19.99, 1999],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [0.1 + 0.2, 30],
    [1.1 + 2.2, 330],
    // Half a fen goes away from zero (1.005 × 100 is 100.49999999999999 as a double).
    [1.005, 101],
    [0.005, 1],
    [0.0049, 0],
    [2.675, 268],
    [-1.005, -101],
    [-0.005, -1],
    [-0.004, 0],
    [-12.34, -1234],
    // Typed text, and the forms a number prints as.
    ['123.45', 12345],
    [' 32.1 ', 3210],
    ['.5', 50],
    ['7.', 700],
    ['+3', 300],
    [1e-7, 0],
    [1.5e3, 150000],
    ['1.2345e2', 12345]
  ])('yuanToFen(%p) = %i', (yuan, fen) => expect(yuanToFen(yuan)).toBe(fen))

  test.each<[number | string]>([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['.'], ['abc'], ['1.2.3'], ['¥5']])(
    'yuanToFen(%p) is NaN: not a number',
    (yuan) => expect(yuanToFen(yuan)).toBeNaN()
  )

  test('every whole fen up to ¥1,000 survives the round trip fen → yuan → fen', () => {
    for (let fen = 0; fen <= 100000; fen++) {
      if (yuanToFen(fenToYuan(fen)) !== fen) throw new Error(`${fen} fen came back as ${yuanToFen(fenToYuan(fen))}`)
    }
  })
})

describe('fen as yuan and text', () => {
  test.each([
    [12345, 123.45],
    [3210, 32.1],
    [1200, 12],
    [1, 0.01],
    [0, 0]
  ])("fenToYuan(%i) = %p (the CSV's number cell)", (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan))

  test.each([
    [45000, { yuan: '450', cents: '' }],
    [905, { yuan: '9', cents: '05' }],
    [-1250, { yuan: '12', cents: '50' }]
  ])('yuanParts(%i)', (fen, parts) => expect(yuanParts(fen)).toEqual(parts))

  test.each([
    [45000, '450', '450', '¥450'],
    [45050, '450.50', '450.5', '¥450.50'],
    [999, '9.99', '9.99', '¥9.99'],
    [1, '0.01', '0.01', '¥0.01'],
    [10, '0.10', '0.1', '¥0.10'],
    [0, '0', '0', '¥0'],
    // Signed amounts: the sentence says which way the money goes.
    [-19900, '199', '199', '¥199']
  ])('%i fen: yuanText %s, yuanShortText %s, fenText %s', (fen, text, short, withMark) => {
    expect([yuanText(fen), yuanShortText(fen), fenText(fen)]).toEqual([text, short, withMark])
  })

  test.each([
    [1234, 'zh-CN', '¥12.34'],
    [1234, 'en-US', 'CN¥12.34'],
    [100000, 'en-US', 'CN¥1,000.00'],
    [-305, 'zh-CN', '-¥3.05']
  ])("moneyText(%i, %s) = %s (the console's currency form, per language)", (fen, locale, text) => {
    expect(moneyText(fen, locale)).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }).format(fen / 100))
    expect(moneyText(fen, locale)).toBe(text)
  })
})
