/** The refund pages' ticket choice (issue #17, refund-order-tickets → refund-orders): what travels in the route, and a tap. */
import { chosenIdsOf, chosenIdsParam, toggleChoice } from '../src/subpackages/order/refund-orders/refund-choice'

describe('refund choice', () => {
  test.each([
    ['absent: the whole order', undefined, undefined],
    ['empty: the whole order', '', undefined],
    ['two ids', 'tkt_a,tkt_b', ['tkt_a', 'tkt_b']],
    ['duplicates and blanks dropped', 'tkt_a, ,tkt_a,tkt_b', ['tkt_a', 'tkt_b']],
    ['anything not an id dropped', 'tkt_a,<x>,a b', ['tkt_a']]
  ] as const)('%s', (_name, param, ids) => {
    expect(chosenIdsOf(param)).toEqual(ids)
  })

  test('the parameter round-trips', () => {
    expect(chosenIdsOf(chosenIdsParam(['tkt_1', 'tkt_2']))).toEqual(['tkt_1', 'tkt_2'])
  })

  test.each([
    ['adds a refundable ticket', ['a'], 'b', true, ['a', 'b']],
    ['removes a chosen one', ['a', 'b'], 'a', true, ['b']],
    ['a ticket that cannot be refunded is never chosen', ['a'], 'c', false, ['a']]
  ] as const)('%s', (_name, chosen, id, refundable, after) => {
    expect(toggleChoice(chosen, id, refundable)).toEqual(after)
  })
})
