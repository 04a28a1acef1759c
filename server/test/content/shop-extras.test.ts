/**
 * The shop-level calls of issue #32, on every engine: shop_functions and module_not_display from the
 * merchant's configuration ("Shop flags can enable student certification, face authentication, prime card
 * display, cart support"), the online chat's goods id lookup with its console mapping (catalogue roles,
 * audited), and coupon support-info (what a buyer's coupon can be used for).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, type TestApp } from '../helpers/helpers'
import { DOOR, OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { directBuyers } from '../helpers/account-helpers'
import { benefitCard, createCard } from '../helpers/card-helpers'
import { cardExchangeTemplate, couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import {
  ADMIN_CHAT_GOODS_PATHS,
  CHAT_GOODS_PATHS,
  COUPON_SUPPORT_INFO_PATH,
  USER_CALL_PATHS,
  type AdminChatGoodsRow,
  type ChatGoodsReply,
  type CouponSupportInfo,
  type ModuleNotDisplayReply,
  type ShopFunctionsReply
} from '../../../types/api/user-calls'
import { modulesNotDisplayed, shopFunctionsOf } from '../../../types/rules/shop-functions'
import { couponUses } from '../../../types/rules/coupon-support'

test('shop functions: on unless switched off; the cart is the cart setting; logins only with their channel', () => {
  const on = shopFunctionsOf({ productCartConfig: { enable: true } })
  assert.deepEqual(on, {
    CART: true,
    STUDENT_AUTH: true,
    FACE_AUTH: true,
    PRIME_CARD: true,
    PARKING: true,
    RESERVATION: true,
    DOUYIN_LOGIN: false,
    BSAUTH_LOGIN: false
  })
  const off = shopFunctionsOf({ functionsOff: ['PARKING', 'STUDENT_AUTH'] }, { douyin: true, bsauth: false })
  assert.equal(off.PARKING, false)
  assert.equal(off.STUDENT_AUTH, false)
  assert.equal(off.CART, false, 'no cart setting: no cart')
  assert.equal(off.DOUYIN_LOGIN, true)
  assert.deepEqual(modulesNotDisplayed({ hiddenModules: ['MINE_MEMBER', 'MINE_COUPONS', 'MINE_MEMBER'] }), ['MINE_COUPONS', 'MINE_MEMBER'])
})

test('coupon uses: its biz types at checkout; an OFFLINE coupon only at the venue; a card coupon is for a card', () => {
  assert.deepEqual(couponUses({ couponBizTypes: ['SHOW', 'PARKING_FEE'], useWay: 'ONLINE' }), {
    shows: true,
    goods: false,
    parking: true,
    offline: false,
    forCard: false
  })
  assert.deepEqual(couponUses({ couponBizTypes: ['SHOW', 'ITEM'], useWay: 'OFFLINE' }), {
    shows: false,
    goods: false,
    parking: false,
    offline: true,
    forCard: false
  })
  assert.equal(couponUses({ couponBizTypes: ['PRIVILEGE_CARD'], useWay: 'ONLINE' }).forCard, true)
})

for (const engine of ENGINES) {
  describe(`shop functions, chat goods and coupon support on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let door: ConsoleClient
    let showId: string
    let spuId: string
    before(async () => {
      ;({
        t,
        staff: [operator, door]
      } = await staffedApp(engine, OPERATOR, DOOR))
      ;[{ id: showId }] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 1")
      ;[{ id: spuId }] = await t.db.query<{ id: string }>("SELECT id FROM spus WHERE merchant_id = 'demo' ORDER BY id LIMIT 1")
    })
    after(() => t.close())

    test("shop_functions and module_not_display read the published configuration (the console's storefront settings)", async () => {
      const before = await t.get<ShopFunctionsReply>(USER_CALL_PATHS.shopFunctions)
      assert.equal(before.body.statusCode, 200, before.body.comments)
      assert.equal(before.body.data.functions.PARKING, true)
      assert.equal(before.body.data.functions.BSAUTH_LOGIN, false)
      assert.deepEqual((await t.get<ModuleNotDisplayReply>(USER_CALL_PATHS.moduleNotDisplay)).body.data.modules, [])
      await t.db.query(
        `UPDATE merchants SET config = config || '{"functionsOff":["PARKING","PRIME_CARD"],"hiddenModules":["MINE_ADDRESSES","MINE_COUPONS"],"productCartConfig":{"enable":false}}'::jsonb WHERE id = 'demo'`
      )
      t.forgetCaches()
      const after = (await t.get<ShopFunctionsReply>(USER_CALL_PATHS.shopFunctions)).body.data.functions
      assert.deepEqual([after.PARKING, after.PRIME_CARD, after.CART, after.RESERVATION], [false, false, false, true])
      assert.deepEqual((await t.get<ModuleNotDisplayReply>(USER_CALL_PATHS.moduleNotDisplay)).body.data.modules, [
        'MINE_COUPONS',
        'MINE_ADDRESSES'
      ])
    })

    test("the chat's goods id: the item's own id until the console maps one; unknown items refused; the door role may not map", async () => {
      const lookup = (type: string, id: string) =>
        t.get<ChatGoodsReply>(`${CHAT_GOODS_PATHS.lookup}?itemType=${type}&itemId=${encodeURIComponent(id)}&lang=en-US`)
      const own = await lookup('SHOW', showId)
      assert.equal(own.body.statusCode, 200, own.body.comments)
      assert.deepEqual({ ...own.body.data, title: '' }, { itemType: 'SHOW', itemId: showId, chatGoodsId: showId, mapped: false, title: '' })
      assert.ok(own.body.data.title.length > 0)
      const missing = await lookup('GOODS', 'no-such-item')
      assert.equal(missing.body.statusCode, 41106)
      assert.equal(missing.body.comments, 'This show or item does not exist')
      const wrongType = await t.get(`${CHAT_GOODS_PATHS.lookup}?itemType=TICKET&itemId=x`)
      assert.equal(wrongType.body.statusCode, 40000, 'bad input gets the envelope, never a 500')

      assert.equal(
        (await door.call('PUT', ADMIN_CHAT_GOODS_PATHS.list, { itemType: 'SHOW', itemId: showId, chatGoodsId: 'QY-1' })).body.statusCode,
        40116
      )
      const bad = await operator.call('PUT', ADMIN_CHAT_GOODS_PATHS.list, { itemType: 'SHOW', itemId: showId, chatGoodsId: 'has space' })
      assert.equal(bad.body.statusCode, 41109)
      const notOurs = await operator.call('PUT', ADMIN_CHAT_GOODS_PATHS.list, {
        itemType: 'GOODS',
        itemId: 'no-such-item',
        chatGoodsId: 'QY-2'
      })
      assert.equal(notOurs.body.statusCode, 41109)
      const set = await operator.call<AdminChatGoodsRow>('PUT', ADMIN_CHAT_GOODS_PATHS.list, {
        itemType: 'GOODS',
        itemId: spuId,
        chatGoodsId: ' qiyu-goods-77 '
      })
      assert.equal(set.body.statusCode, 200, set.body.comments)
      assert.equal(set.body.data.chatGoodsId, 'qiyu-goods-77')
      const mapped = await lookup('GOODS', spuId)
      assert.equal(mapped.body.data.chatGoodsId, 'qiyu-goods-77')
      assert.equal(mapped.body.data.mapped, true)
      const list = await operator.call<AdminChatGoodsRow[]>('GET', ADMIN_CHAT_GOODS_PATHS.list)
      assert.deepEqual(
        list.body.data.map((r) => [r.itemType, r.itemId, r.chatGoodsId]),
        [['GOODS', spuId, 'qiyu-goods-77']]
      )
      const removed = await operator.call('DELETE', ADMIN_CHAT_GOODS_PATHS.one.replace(':itemType', 'GOODS').replace(':itemId', spuId))
      assert.equal(removed.body.statusCode, 200, removed.body.comments)
      assert.equal((await lookup('GOODS', spuId)).body.data.chatGoodsId, spuId)
      const audit = await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE action LIKE 'chat-goods.%' ORDER BY at, id")
      assert.deepEqual(
        audit.map((a) => a.action),
        ['chat-goods.set', 'chat-goods.remove']
      )
    })

    test('coupon support-info: shows, goods, parking or the card a coupon exchanges for; only for its holder', async () => {
      const [buyer, other] = await directBuyers(t, ['u_support_1', 'u_support_2'], '1390012', 0)
      const tpl = await makeCouponTemplate(operator, couponTemplate({ couponBizTypes: ['SHOW', 'PARKING_FEE'] }))
      const couponId = (await receiveCoupon(t, tpl.couponCode, buyer)).couponId
      const info = await t.get<CouponSupportInfo>(`${COUPON_SUPPORT_INFO_PATH}?couponId=${couponId}&lang=en-US`, buyer)
      assert.equal(info.body.statusCode, 200, info.body.comments)
      assert.deepEqual(
        { ...info.body.data, scopeText: '' },
        {
          couponId,
          shows: true,
          goods: false,
          parking: true,
          offline: false,
          scopeText: '',
          cardExchange: null,
          usable: true
        }
      )
      assert.ok(info.body.data.scopeText.length > 0)
      const notTheirs = await t.get(`${COUPON_SUPPORT_INFO_PATH}?couponId=${couponId}`, other)
      assert.notEqual(notTheirs.body.statusCode, 200, "another buyer's coupon reads as missing")
      const card = await createCard(operator, benefitCard({ cardName: '兑换年卡' }))
      const exchange = await makeCouponTemplate(operator, cardExchangeTemplate(card.id))
      const cardCoupon = (await receiveCoupon(t, exchange.couponCode, buyer, 'TOPIC_OBTAIN')).couponId
      const forCard = await t.get<CouponSupportInfo>(`${COUPON_SUPPORT_INFO_PATH}?couponId=${cardCoupon}`, buyer)
      assert.deepEqual(forCard.body.data.cardExchange, { privilegeCardTemplateId: card.id, privilegeCardName: '兑换年卡' })
      assert.equal(forCard.body.data.shows, false)
    })
  })
}
