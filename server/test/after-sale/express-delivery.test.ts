/**
 * Paper tickets by post (issue #17 "express"; product.md "Order status codes": Delivering 6,
 * Delivering_Express 7, "Shipping awaits express"; "Order": expressNo, express.displayName): a paid EXPRESS
 * order reads 7 until the merchant ships it in the console, then 6 with the carrier and number; the
 * number is checked per carrier with translated errors; only owner, operator and finance ship, with CSRF,
 * and every write is audited; the buyer's tracking call answers the owner only; e-ticket and unpaid
 * orders are refused — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { expressTier } from '../helpers/tier-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { OrderDetail } from '../../../types/api/order'
import type { ConsoleShipment, ExpressTrackingReply } from '../../../types/api/express'
import type { AuditReply } from '../../../types/api/staff'
import { ADMIN_API } from '../../../types/api/staff'

for (const engine of ENGINES) {
  describe(`express delivery on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let other: Login
    let operator: ConsoleClient
    let calls: ReturnType<typeof paying>
    let n = 0
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      buyer = await phoneLogin(t, '13200000141')
      other = await phoneLogin(t, '13200000142')
      calls = paying(t, buyer, `express-paying-${engine}`)
    })
    after(async () => t.close())

    /** An EXPRESS order of `buyer` for one ticket, paid through the sandbox unless `pay` is false. */
    const expressOrder = async (pay = true) => {
      const { tier: tr, expressFeeFen } = await expressTier(t)
      const addressId = await shanghaiAddress(t, buyer)
      const created = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
          deliverMethod: 'EXPRESS',
          addressId,
          paymentParam: { payAmount: tr.price_fen + expressFeeFen },
          idempotencyKey: `express-${engine}-${n++}`
        },
        auth(buyer)
      )
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const o = created.body.data
      if (pay) {
        const info = await calls.startPay(o.unPaidTransactionIds[0])
        const res = await calls.notify({
          paymentId: info.paymentId,
          providerTxn: `sbx_express_${engine}_${n++}`,
          amountFen: tr.price_fen + expressFeeFen,
          status: 'SUCCEEDED'
        })
        assert.equal(res.json().data.outcome, 'PAID')
      }
      return o.orderId
    }
    const detail = async (orderId: string, lang = 'zh') =>
      (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}?lang=${lang}`, auth(buyer))).body.data
    const ship = (c: ConsoleClient, orderId: string, body: object, lang = 'zh') =>
      c.call<ConsoleShipment>('PUT', `/sales/orders/${orderId}/shipment?lang=${lang}`, body)

    test('"Delivering_Express 7" → "Delivering 6": a paid express order awaits shipment until the merchant ships it; then the order carries expressNo and express.displayName in each language', async () => {
      const orderId = await expressOrder()
      const waiting = await detail(orderId)
      assert.deepEqual(waiting.orderBrief.orderState, { name: 'DELIVERING_EXPRESS', code: 7 })
      assert.equal(waiting.orderStatusTitle, '待发货', '"Shipping awaits express"')
      assert.equal(waiting.expressNo, undefined)
      assert.equal(waiting.express, undefined)

      const shipped = await ship(operator, orderId, { carrier: 'SF', expressNo: 'sf 1234 5678 90123' })
      assert.equal(shipped.body.statusCode, 200, shipped.body.comments)
      assert.deepEqual(
        [shipped.body.data.shipped, shipped.body.data.carrier, shipped.body.data.expressNo],
        [true, 'SF', 'SF1234567890123'],
        'spaces dropped, capitals'
      )

      const zh = await detail(orderId)
      assert.deepEqual(zh.orderBrief.orderState, { name: 'DELIVERING', code: 6 })
      assert.equal(zh.orderState, 'DELIVERING')
      assert.equal(zh.orderStatusTitle, '已发货')
      assert.equal(zh.expressNo, 'SF1234567890123')
      assert.deepEqual(zh.express, { code: 'SF', displayName: '顺丰速运' })
      assert.deepEqual((await detail(orderId, 'zh-MO')).express?.displayName, '順豐速運')
      const en = await detail(orderId, 'en')
      assert.deepEqual([en.express?.displayName, en.orderStatusTitle], ['SF Express', 'Shipped, in delivery'])

      // The order list reads the same state.
      const list = (await t.get<{ list: OrderDetail[] }>('/buyer/buyer/v5/orders?state=PAID', auth(buyer))).body.data.list
      assert.equal(list.find((o) => o.orderId === orderId)?.orderBrief.orderState.code, 6)
    })

    test('the merchant corrects the carrier and number: the first shipping time stays, the order shows the new ones; ship, correct and steps are each audited with who did it', async () => {
      const orderId = await expressOrder()
      const first = (await ship(operator, orderId, { carrier: 'ZTO', expressNo: '73123456789012' })).body.data
      t.setNow(new Date(NOON.getTime() + 3600_000))
      const corrected = await ship(operator, orderId, { carrier: 'YTO', expressNo: 'YT1234567890123' })
      assert.equal(corrected.body.statusCode, 200, corrected.body.comments)
      assert.equal(corrected.body.data.shippedAt, first.shippedAt, 'shipped when first shipped')
      assert.deepEqual((await detail(orderId)).express, { code: 'YTO', displayName: '圆通速递' })
      const step = await operator.call<ConsoleShipment>('POST', `/sales/orders/${orderId}/shipment/steps`, {
        at: new Date(NOON.getTime() + 1800_000).toISOString(),
        text: '快件已到达上海转运中心'
      })
      assert.equal(step.body.statusCode, 200, step.body.comments)
      assert.deepEqual(
        step.body.data.steps.map((s) => s.text),
        ['快件已到达上海转运中心']
      )
      t.setNow(NOON)

      const audit = (await (await loggedIn(t, OWNER)).call<AuditReply>('GET', '/audit')).body.data.items.filter(
        (e) => e.target === `order:${orderId}`
      )
      assert.deepEqual(audit.map((e) => [e.action, e.staff?.email]).reverse(), [
        ['sales.order.ship', OPERATOR],
        ['sales.order.shipment.correct', OPERATOR],
        ['sales.order.shipment.step', OPERATOR]
      ])
      const correction = audit.find((e) => e.action === 'sales.order.shipment.correct')
      assert.deepEqual(
        [correction?.before, correction?.after],
        [
          { carrier: 'ZTO', expressNo: '73123456789012' },
          { state: 'DELIVERING', carrier: 'YTO', expressNo: 'YT1234567890123' }
        ]
      )
    })

    test("validation: an unknown carrier, a number not of the carrier's format, a general number outside 8–30 letters and digits, a step without text or in the future — each a translated toast in zh-CN, zh-MO and en-US, and nothing written", async () => {
      const orderId = await expressOrder()
      const cases: Array<[object, string, Record<string, RegExp>]> = [
        [
          { carrier: 'UPS', expressNo: '1Z12345678' },
          'EXPRESS_CARRIER_UNKNOWN',
          { zh: /请选择快递公司/, 'zh-MO': /請選擇快遞公司/, en: /Choose the express company/ }
        ],
        [
          { carrier: 'SF', expressNo: '12345' },
          'EXPRESS_NO_INVALID',
          {
            zh: /顺丰速运运单号格式不正确，例如 SF1234567890123/,
            'zh-MO': /順豐速運運單號格式不正確/,
            en: /not a SF Express tracking number/
          }
        ],
        [
          { carrier: 'JD', expressNo: 'SF1234567890123' },
          'EXPRESS_NO_INVALID',
          { zh: /京东物流运单号格式不正确/, 'zh-MO': /京東物流/, en: /JD Logistics/ }
        ],
        [{ carrier: 'DBL', expressNo: 'ABC1234' }, 'EXPRESS_NO_INVALID', { zh: /德邦快递/, 'zh-MO': /德邦快遞/, en: /Deppon/ }],
        [
          { carrier: 'OTHER', expressNo: 'A'.repeat(31) },
          'EXPRESS_NO_INVALID',
          { zh: /其他快递/, 'zh-MO': /其他快遞/, en: /Other carrier/ }
        ]
      ]
      for (const [body, code, texts] of cases) {
        for (const [lang, text] of Object.entries(texts)) {
          const res = await ship(operator, orderId, body, lang)
          assert.deepEqual(
            [res.body.errorCode, res.body.statusCode, res.body.mode],
            [code, code === 'EXPRESS_CARRIER_UNKNOWN' ? 40230 : 40231, 'toast'],
            JSON.stringify(body)
          )
          assert.match(res.body.comments, text, `${lang} ${JSON.stringify(body)}`)
        }
      }
      assert.equal((await detail(orderId)).orderBrief.orderState.code, 7, 'still awaiting shipment')

      const notYet = await operator.call('POST', `/sales/orders/${orderId}/shipment/steps?lang=en`, {
        at: NOON.toISOString(),
        text: 'Picked up'
      })
      assert.deepEqual([notYet.body.errorCode, notYet.body.statusCode], ['EXPRESS_NOT_SHIPPED', 40233])
      await ship(operator, orderId, { carrier: 'DBL', expressNo: 'DPK123456789012' })
      for (const body of [
        { at: NOON.toISOString(), text: '   ' },
        { at: new Date(NOON.getTime() + 3600_000).toISOString(), text: 'tomorrow' },
        { at: 'not a time', text: 'x' },
        { at: NOON.toISOString(), text: 'x'.repeat(201) }
      ]) {
        const res = await operator.call('POST', `/sales/orders/${orderId}/shipment/steps?lang=zh-MO`, body)
        assert.deepEqual(
          [res.body.errorCode, res.body.statusCode, res.body.mode],
          ['EXPRESS_STEP_INVALID', 40234, 'toast'],
          JSON.stringify(body).slice(0, 60)
        )
        assert.match(res.body.comments, /物流資訊需填寫時間/)
      }
      const [{ n: steps }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipment_steps WHERE order_id = $1', [orderId])
      assert.equal(steps, 0)
      const missing = await operator.call('PUT', `/sales/orders/${orderId}/shipment`, { carrier: 'SF' })
      assert.equal(missing.body.errorCode, 'INVALID_PARAMETER', "a body without the number is the schema's error, not a 500")
    })

    test('non-express and unpaid orders are refused (EXPRESS_NOT_SHIPPABLE); an unknown order is not found', async () => {
      const tr = await freshTier(t)
      const eTicket = await calls.order(tr, 1)
      const info = await calls.startPay(eTicket.unPaidTransactionIds[0])
      await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_express_eticket_${engine}`,
        amountFen: tr.price_fen,
        status: 'SUCCEEDED'
      })
      const refused = await ship(operator, eTicket.orderId, { carrier: 'SF', expressNo: 'SF1234567890123' }, 'en')
      assert.deepEqual([refused.body.errorCode, refused.body.statusCode, refused.body.mode], ['EXPRESS_NOT_SHIPPABLE', 40232, 'alert'])
      assert.match(refused.body.comments, /Only a paid order of paper tickets/)
      assert.deepEqual((await detail(eTicket.orderId)).orderBrief.orderState, { name: 'SUCCEEDED', code: 9 })

      const unpaid = await expressOrder(false)
      assert.equal((await ship(operator, unpaid, { carrier: 'SF', expressNo: 'SF1234567890123' })).body.errorCode, 'EXPRESS_NOT_SHIPPABLE')
      assert.equal((await detail(unpaid)).orderBrief.orderState.code, 1)
      const [row] = await t.db.query<{ shipped_at: Date | null }>('SELECT shipped_at FROM orders WHERE id = $1', [unpaid])
      assert.equal(row.shipped_at, null)

      assert.equal(
        (await ship(operator, 'no-such-order', { carrier: 'SF', expressNo: 'SF1234567890123' })).body.errorCode,
        'ORDER_NOT_FOUND'
      )
    })

    test('roles and CSRF: door staff are refused (403) on every shipment call; owner and finance may ship; a write without the CSRF token is refused and writes nothing', async () => {
      const orderId = await expressOrder()
      const door = await loggedIn(t, DOOR)
      for (const [method, path, body] of [
        ['GET', `/sales/orders/${orderId}/shipment`, undefined],
        ['PUT', `/sales/orders/${orderId}/shipment`, { carrier: 'SF', expressNo: 'SF1234567890123' }],
        ['POST', `/sales/orders/${orderId}/shipment/steps`, { at: NOON.toISOString(), text: 'x' }]
      ] as const) {
        const res = await door.call(method, path, body)
        assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'], `${method} ${path}`)
      }
      const cookie = [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const noCsrf = await t.app.inject({
        method: 'PUT',
        url: `${ADMIN_API}/sales/orders/${orderId}/shipment`,
        headers: { cookie },
        payload: { carrier: 'SF', expressNo: 'SF1234567890123' }
      })
      assert.equal(noCsrf.statusCode, 403)
      assert.equal((await detail(orderId)).orderBrief.orderState.code, 7)

      const finance = await loggedIn(t, FINANCE)
      assert.equal((await ship(finance, orderId, { carrier: 'EMS', expressNo: 'EA123456789CN' })).body.statusCode, 200)
      const owner = await loggedIn(t, OWNER)
      const read = await owner.call<ConsoleShipment>('GET', `/sales/orders/${orderId}/shipment`)
      assert.deepEqual(
        [read.body.data.shipped, read.body.data.carrier, read.body.data.deliveryAddress?.cellphone],
        [true, 'EMS', '13700000000'],
        'staff see the full phone for the label'
      )
    })

    test("the buyer's tracking call: the owner reads carrier, number, steps newest first and the masked address; before shipping it reads not shipped; another buyer's order is not found; an e-ticket order has no tracking", async () => {
      const orderId = await expressOrder()
      const track = (who: Login, id: string, lang = 'zh') =>
        t.get<ExpressTrackingReply>(`/buyer/buyer/v1/orders/${id}/express?lang=${lang}`, auth(who))
      const before = (await track(buyer, orderId)).body
      assert.equal(before.statusCode, 200, before.comments)
      assert.deepEqual([before.data.shipped, before.data.steps, before.data.expressNo], [false, [], undefined])
      assert.equal(before.data.deliveryAddress?.cellphone, '137****0000')

      await ship(operator, orderId, { carrier: 'JD', expressNo: 'JDVA12345678901' })
      for (const [minutes, text] of [
        [10, '京东快递已揽收'],
        [90, '快件已发往上海']
      ] as const) {
        await operator.call('POST', `/sales/orders/${orderId}/shipment/steps`, {
          at: new Date(NOON.getTime() - 120 * 60000 + minutes * 60000).toISOString(),
          text
        })
      }
      const after = (await track(buyer, orderId, 'en')).body.data
      assert.deepEqual(
        [after.shipped, after.carrier, after.expressNo],
        [true, { code: 'JD', displayName: 'JD Logistics' }, 'JDVA12345678901']
      )
      assert.deepEqual(
        after.steps.map((s) => s.text),
        ['快件已发往上海', '京东快递已揽收'],
        'newest first'
      )

      const theirs = (await track(other, orderId)).body
      assert.deepEqual([theirs.errorCode, theirs.statusCode], ['ORDER_NOT_FOUND', 40078], 'another buyer: not found, not forbidden')
      assert.equal(JSON.stringify(theirs.data ?? null).includes('JDVA'), false)
      assert.equal((await t.get(`/buyer/buyer/v1/orders/${orderId}/express`)).body.errorCode, 'NOT_LOGGED_IN')

      const tr = await freshTier(t)
      const eTicket = await calls.order(tr, 1)
      const none = (await track(buyer, eTicket.orderId, 'zh-MO')).body
      assert.deepEqual([none.errorCode, none.statusCode, none.mode], ['EXPRESS_NOT_PAPER', 40235, 'toast'])
      assert.match(none.comments, /該訂單為電子票/)
    })
  })
}
