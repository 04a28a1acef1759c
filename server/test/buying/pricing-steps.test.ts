/**
 * The pricing seam (order/pricing/pricing-step.ts): every kind of discount is one registered step, and the
 * steps run in one fixed order whatever order they were registered in: the prices that replace a ticket's
 * public price first (privilege, card), then order-discounts.ts's "member discount → promotion → coupon →
 * points". LINES steps run before the order's limits and fees, ORDER steps after.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { PricingSteps, STEP_ORDER, type QuoteCall, type QuoteDraft } from '../../src/order/pricing/pricing-step'
import { DISCOUNT_KINDS } from '../../../types/rules/order-discount-lines'

test("every discount kind order detail lists is a pricing step, once; the discounts keep order-discounts.ts's order", () => {
  assert.deepEqual([...STEP_ORDER].sort(), [...DISCOUNT_KINDS].sort())
  const discounts = STEP_ORDER.filter((k) => k !== 'CARD' && k !== 'PRIVILEGE')
  assert.deepEqual(discounts, ['MEMBER', 'PROMOTION', 'COUPON', 'POINTS'])
  assert.deepEqual(STEP_ORDER.slice(0, 2).sort(), ['CARD', 'PRIVILEGE'])
})

test('steps run in STEP_ORDER whatever order they were registered in, LINES before ORDER; a kind registers once', async () => {
  const ran: string[] = []
  const steps = new PricingSteps()
  for (const kind of [...STEP_ORDER].reverse()) {
    steps.priceWith(kind, { phase: kind === 'PRIVILEGE' ? 'LINES' : 'ORDER', apply: async () => void ran.push(kind) })
  }
  const draft = {} as QuoteDraft
  const call = {} as QuoteCall
  await steps.run('LINES', draft, call)
  assert.deepEqual(ran, ['PRIVILEGE'])
  await steps.run('ORDER', draft, call)
  assert.deepEqual(ran, ['PRIVILEGE', 'CARD', 'MEMBER', 'PROMOTION', 'COUPON', 'POINTS'])
  assert.throws(() => steps.priceWith('COUPON', { phase: 'ORDER', apply: async () => undefined }), /twice/)
})
