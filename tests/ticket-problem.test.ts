/** ticket-error: "a ticket that cannot be shown: not found / not yours / void with its state" (brief). */
import { problemFromParams, problemOfFailure, problemOfTicket, problemParams } from '../src/subpackages/ticket/ticket-error/ticket-problem'

test("not found and not yours are one answer (the gateway's 40080), so ids cannot be probed", () => {
  expect(problemOfFailure({ statusCode: 40080 })).toEqual({ reason: 'not_found' })
})

test.each([[{ statusCode: 0, network: true }], [{ statusCode: 50000 }], [{ statusCode: 40000 }], [new Error('x')], [undefined]])(
  'a failure worth a retry is no problem of the ticket: %j',
  (error) => {
    expect(problemOfFailure(error)).toBeUndefined()
  }
)

test.each(['USED', 'REFUNDING', 'REFUNDED', 'TRANSFERRING', 'REBOOKED'] as const)(
  'a %s ticket is void with its state; params round-trip',
  (state) => {
    const problem = problemOfTicket(state)
    expect(problem).toEqual({ reason: 'void', state })
    expect(problemFromParams(problemParams('tkt_1', problem!))).toEqual(problem)
  }
)

test('a valid ticket has no problem; made-up params are none', () => {
  expect(problemOfTicket('VALID')).toBeUndefined()
  expect(problemFromParams({ reason: 'void', state: 'VALID' })).toBeUndefined()
  expect(problemFromParams({ reason: 'void', state: 'HACKED' })).toBeUndefined()
  expect(problemFromParams({ reason: 'other' })).toBeUndefined()
  expect(problemFromParams(problemParams('x', { reason: 'not_found' }))).toEqual({ reason: 'not_found' })
})
