/**
 * Money in sentences, from fen (DESIGN.md: "money is fen; yuan are derived"): one rule for every page
 * (benefit cards, rebooking's difference, ticket packages; fenText, its ¥ form, is checked with confirm
 * order's points row in order-points-rows.test.ts).
 */
import { yuanText } from '../types/rules/money'

test.each([
  [45000, '450'],
  [45050, '450.50'],
  [9950, '99.50'],
  [999, '9.99'],
  [1, '0.01'],
  [0, '0'],
  // Rebooking's difference is signed; the sentence says which way it goes.
  [-19900, '199']
])('yuanText(%i) = %s', (fen, text) => expect(yuanText(fen)).toBe(text))
