/**
 * The console's policy form (docs/show-calls.md): every kind is sent, so a policy cleared in the form is
 * removed ("blank removes the policy (a show then inherits the default again)"), and what the gateway
 * answered fills the form back.
 */
import { policyInputs, policyValues } from '../src/pages/show-policies/policy-form-values'
import type { AdminPolicy } from '../../types/api/show-calls'

const answered: AdminPolicy[] = [
  { kind: 'REFUND', content: '开演前48小时可退', contentTexts: { 'en-US': 'Until 48 hours before' }, updatedAt: 1 },
  { kind: 'TRANSFER', content: null, contentTexts: {}, updatedAt: null },
  { kind: 'REAL_NAME', content: null, contentTexts: {}, updatedAt: null },
  { kind: 'TICKET_GRAB', content: '每人限抢一次', contentTexts: {}, updatedAt: 2 }
]

describe('policy form values', () => {
  test('the gateway’s policies fill the form and go back unchanged', () => {
    expect(policyInputs(policyValues(answered))).toEqual([
      { kind: 'REFUND', content: '开演前48小时可退', contentTexts: { 'en-US': 'Until 48 hours before' } },
      { kind: 'TRANSFER', content: '', contentTexts: {} },
      { kind: 'REAL_NAME', content: '', contentTexts: {} },
      { kind: 'TICKET_GRAB', content: '每人限抢一次', contentTexts: {} }
    ])
  })
  test('a cleared text is sent blank (the gateway removes that policy), trimmed otherwise', () => {
    const values = { ...policyValues(answered), REFUND: '   ', TICKET_GRAB: '  新规则 ' }
    const inputs = policyInputs(values)
    expect(inputs.find((p) => p.kind === 'REFUND')?.content).toBe('')
    expect(inputs.find((p) => p.kind === 'TICKET_GRAB')?.content).toBe('新规则')
  })
})
