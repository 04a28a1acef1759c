/**
 * Subscription messages (calls-errors-limits.md "GET/POST buyer/v1/shop/mini_remind_subscribe" and "GET/POST
 * buyer/v3/prime/find_wx_mini_app_msg_template; subscribe_wx_mini_app_msg"; docs/subscription-messages.md):
 * the console sets the templates, the buyer's consent is recorded, and the sweeper sends one message per
 * consent through the platforms' own send calls (here the WeChat and Alipay protocol doubles) — never twice,
 * nothing without consent, a bad appId refused. On every engine.
 */
import { describe, test, before, after, beforeEach } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { OPERATOR, DOOR, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import type { Login } from '../helpers/account-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { WechatPayDouble } from '../doubles/wechat-pay-double'
import { AlipayDouble } from '../doubles/alipay-double'
import { ROUTES, pagePathOf } from '../../../types/routes/route-table'
import {
  ADMIN_SUBSCRIPTION_PATHS,
  SUBSCRIPTION_PATHS as P,
  type AdminMessageTemplates,
  type MessageTemplateSetting,
  type RemindTemplatesReply,
  type SubscribeReply
} from '../../../types/api/subscription-message'

const DAY = 24 * 3600 * 1000
const WX_COUPON = 'wx-tmpl-coupon-expire-0001'
const WX_LEVEL = 'wx-tmpl-level-up-0001'
const WX_BIRTHDAY = 'wx-tmpl-birthday-0001'
const ALI_COUPON = 'MDI4YzIxMDE2M2I5YTQzYjUxNWE4MjA4NmU1MTIyYmM='

const setting = (
  over: Partial<MessageTemplateSetting> & Pick<MessageTemplateSetting, 'platform' | 'kind' | 'templateId'>
): MessageTemplateSetting => ({
  fieldKeys:
    over.platform === 'ALIPAY'
      ? { couponName: 'keyword1', expireTime: 'keyword2', tip: 'keyword3' }
      : over.kind === 'COUPON_TEMPLATE_EXPIRE'
        ? { couponName: 'thing1', expireTime: 'time2', tip: 'thing3' }
        : over.kind === 'MEMBER_LEVEL_UPGRADE'
          ? { levelName: 'thing1', upgradeTime: 'time2', tip: 'thing3' }
          : { shopName: 'thing1', birthday: 'date2', tip: 'thing3' },
  page: '',
  enabled: true,
  ...over
})

for (const engine of ENGINES) {
  describe(`subscription messages on ${engine}`, () => {
    let t: TestApp
    let wechat: WechatPayDouble
    let alipay: AlipayDouble
    let operator: ConsoleClient
    let couponCode: string
    let couponTemplateId: string
    let n = 0
    const headers = (login: Login) => ({ 'access-token': login.accessToken })
    const miniLogin = async (platform: 'WEAPP' | 'ALIPAY', code: string) => {
      const res = await t.call<Login>('POST', '/user/pub/v1/mini/login', { platform, code })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    const wxBuyer = async () => {
      const openId = `o_msg_${engine}_${++n}`
      return { openId, login: await miniLogin('WEAPP', wechat.miniCode(openId)) }
    }
    let nowMs = NOON.getTime()
    const sendDue = () => t.app.subscriptionMessages.sendDue(new Date(nowMs))
    const at = (ms: number) => {
      nowMs = ms
      t.setNow(new Date(ms))
    }
    const subscribeCoupon = (login: Login, body: Record<string, unknown>) =>
      t.call<SubscribeReply>(
        'POST',
        `${P.remind}?lang=en-US`,
        { appId: wechat.mini.appId, remindSubscribeTypeEnums: 'COUPON_TEMPLATE_EXPIRE', couponTemplateIds: [couponTemplateId], ...body },
        headers(login)
      )

    before(async () => {
      wechat = await WechatPayDouble.start()
      alipay = await new AlipayDouble().start()
      t = await seededApp(engine)
      await t.app.payments.settings?.write('demo', 'WECHAT', wechat.credentials(), NOON)
      await t.app.payments.settings?.write('demo', 'ALIPAY', alipay.credentials(), NOON)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      // A coupon usable until five days after NOON: due for its message from two days after NOON.
      const made = await makeCouponTemplate(operator, couponTemplate({ title: '满100减20 演出券', expireTime: NOON.getTime() + 5 * DAY }))
      couponCode = made.couponCode
      couponTemplateId = made.id
      const saved = await operator.call<AdminMessageTemplates>('PUT', ADMIN_SUBSCRIPTION_PATHS.templates, {
        settings: [
          setting({ platform: 'WEAPP', kind: 'COUPON_TEMPLATE_EXPIRE', templateId: WX_COUPON }),
          setting({ platform: 'WEAPP', kind: 'MEMBER_LEVEL_UPGRADE', templateId: WX_LEVEL }),
          setting({ platform: 'WEAPP', kind: 'MEMBER_BIRTHDAY', templateId: WX_BIRTHDAY }),
          setting({ platform: 'ALIPAY', kind: 'COUPON_TEMPLATE_EXPIRE', templateId: ALI_COUPON })
        ]
      })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
    })
    after(async () => {
      await t.close()
      await wechat.close()
      await alipay.stop()
    })
    beforeEach(() => at(NOON.getTime()))

    test("GET mini_remind_subscribe: the coupon template id of the appId's mini-program; a bad appId refused", async () => {
      const { login } = await wxBuyer()
      const wx = await t.get<RemindTemplatesReply>(
        `${P.remind}?appId=${wechat.mini.appId}&remindSubscribeTypeEnums=COUPON_TEMPLATE_EXPIRE`,
        headers(login)
      )
      assert.deepEqual(wx.body.data, {
        platform: 'WEAPP',
        templates: [{ remindSubscribeType: 'COUPON_TEMPLATE_EXPIRE', templateId: WX_COUPON }]
      })
      const ali = await t.get<RemindTemplatesReply>(`${P.remind}?appId=${alipay.appId}`, headers(login))
      assert.deepEqual(ali.body.data.templates, [{ remindSubscribeType: 'COUPON_TEMPLATE_EXPIRE', templateId: ALI_COUPON }])
      const prime = await t.get<RemindTemplatesReply>(`${P.primeTemplates}?appId=${wechat.mini.appId}`, headers(login))
      assert.deepEqual(
        prime.body.data.templates.map((x) => x.templateId),
        [WX_LEVEL, WX_BIRTHDAY]
      )
      // "bad appId refused": an app id that is not the merchant's mini-program.
      const bad = await t.get(`${P.remind}?appId=wx0000000000000bad&lang=en-US`, headers(login))
      assert.deepEqual(
        [bad.body.statusCode, bad.body.errorCode, bad.body.comments],
        [41060, 'SUBSCRIBE_APP_UNKNOWN', 'Subscription messages are not available for this mini-program']
      )
      const badPost = await subscribeCoupon(login, { appId: 'wx0000000000000bad' })
      assert.equal(badPost.body.errorCode, 'SUBSCRIBE_APP_UNKNOWN')
      const kind = await t.get(`${P.remind}?appId=${wechat.mini.appId}&remindSubscribeTypeEnums=NOPE&lang=en-US`, headers(login))
      assert.equal(kind.body.statusCode, 40000, 'an unknown kind is bad input with the envelope, not a 500')
      assert.equal((await t.get(`${P.remind}?appId=${wechat.mini.appId}`)).body.errorCode, 'NOT_LOGGED_IN')
    })

    test('consent recorded; the sweeper sends once when the coupon is within 3 days of expiry, never twice', async () => {
      const { openId, login } = await wxBuyer()
      await receiveCoupon(t, couponCode, headers(login))
      const res = await subscribeCoupon(login, { templateIds: [WX_COUPON], itemOrderId: 'item-1' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual(res.body.data, { recorded: ['COUPON_TEMPLATE_EXPIRE'] })
      const [row] = await t.db.query<{ open_id: string; state: string; item_order_id: string }>(
        'SELECT open_id, state, item_order_id FROM message_consents WHERE open_id = $1',
        [openId]
      )
      assert.deepEqual(row, { open_id: openId, state: 'WAITING', item_order_id: 'item-1' })
      // Five days before expiry: not due.
      await sendDue()
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === openId).length, 0)
      at(NOON.getTime() + 2 * DAY + 3600_000)
      await sendDue()
      const mine = wechat.subscribeMessages.filter((m) => m.touser === openId)
      assert.equal(mine.length, 1)
      assert.equal(mine[0].template_id, WX_COUPON)
      assert.equal(mine[0].data.thing1.value, '满100减20 演出券')
      // The merchant's time zone (Asia/Shanghai): NOON + 5 days is 2026-11-27 20:00 there.
      assert.equal(mine[0].data.time2.value, '2026-11-27 20:00')
      // A tap opens the app's coupons page (the merchant named none).
      assert.equal(mine[0].page, pagePathOf(ROUTES.find((r) => r.name === 'coupons')!))
      await sendDue()
      at(NOON.getTime() + 3 * DAY)
      await sendDue()
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === openId).length, 1, 'one message per consent, never twice')
      const [done] = await t.db.query<{ state: string }>('SELECT state FROM message_consents WHERE open_id = $1', [openId])
      assert.equal(done.state, 'SENT')
    })

    test('two consents for one coupon: one message; nothing without consent', async () => {
      const withConsent = await wxBuyer()
      const without = await wxBuyer()
      await receiveCoupon(t, couponCode, headers(withConsent.login))
      await receiveCoupon(t, couponCode, headers(without.login))
      assert.equal((await subscribeCoupon(withConsent.login, {})).body.statusCode, 200)
      assert.equal((await subscribeCoupon(withConsent.login, {})).body.statusCode, 200)
      at(NOON.getTime() + 3 * DAY)
      await Promise.all([sendDue(), sendDue()])
      await sendDue()
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === withConsent.openId).length, 1, 'one coupon is announced once')
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === without.openId).length, 0, 'no consent, no message')
      const states = await t.db.query<{ state: string }>('SELECT state FROM message_consents WHERE open_id = $1 ORDER BY state', [
        withConsent.openId
      ])
      assert.deepEqual(
        states.map((s) => s.state),
        ['SENT', 'WAITING'],
        'the second consent waits for another coupon'
      )
    })

    test('a used coupon is not announced; a refused send ends its consent (FAILED), not retried', async () => {
      const used = await wxBuyer()
      const refused = await wxBuyer()
      const coupon = await receiveCoupon(t, couponCode, headers(used.login))
      await receiveCoupon(t, couponCode, headers(refused.login))
      await subscribeCoupon(used.login, {})
      await subscribeCoupon(refused.login, {})
      await t.db
        .query("UPDATE coupons SET status = 'USED', used_at = $2, order_id = NULL WHERE id = $1", [coupon.couponId, NOON])
        .catch(async () => {
          // The lock-to-order check wants an order for a used coupon: delete it instead (same effect for the sweeper).
          await t.db.query('DELETE FROM coupons WHERE id = $1', [coupon.couponId])
        })
      wechat.refuseMessagesTo.add(refused.openId)
      at(NOON.getTime() + 3 * DAY)
      await sendDue()
      await sendDue()
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === used.openId).length, 0)
      const [row] = await t.db.query<{ state: string; failure: string }>('SELECT state, failure FROM message_consents WHERE open_id = $1', [
        refused.openId
      ])
      assert.equal(row.state, 'FAILED')
      assert.match(row.failure, /43101/)
    })

    test("POST refusals: another template than the merchant's, an open id not the buyer's, an unknown coupon template", async () => {
      const { login } = await wxBuyer()
      assert.equal((await subscribeCoupon(login, { templateIds: ['someone-elses'] })).body.errorCode, 'SUBSCRIBE_TEMPLATE_UNKNOWN')
      assert.equal((await subscribeCoupon(login, { openId: 'o_not_mine' })).body.errorCode, 'SUBSCRIBE_OPEN_ID_UNKNOWN')
      assert.equal((await subscribeCoupon(login, { couponTemplateIds: ['ct_nope'] })).body.errorCode, 'SUBSCRIBE_COUPON_UNKNOWN')
      const phoneOnly = await t.call(
        'POST',
        `${P.remind}?lang=en-US`,
        { appId: wechat.mini.appId, remindSubscribeTypeEnums: 'COUPON_TEMPLATE_EXPIRE', couponTemplateIds: [] },
        headers(login)
      )
      assert.equal(phoneOnly.body.statusCode, 40000)
      assert.equal((await t.db.query('SELECT 1 FROM message_consents WHERE user_id = $1', [login.userId])).length, 0, 'nothing recorded')
    })

    test('Alipay: consent from the Alipay mini-program, sent with alipay.open.app.mini.templatemessage.send', async () => {
      const openId = `ali_open_${engine}`
      const login = await miniLogin('ALIPAY', alipay.authCode(`2088${String(Date.now()).slice(-12)}`, openId))
      await receiveCoupon(t, couponCode, headers(login))
      const res = await subscribeCoupon(login, { appId: alipay.appId })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      at(NOON.getTime() + 3 * DAY)
      await sendDue()
      const sent = alipay.templateMessages.filter((m) => m.to === openId)
      assert.equal(sent.length, 1)
      assert.equal(sent[0].userTemplateId, ALI_COUPON)
      assert.equal(sent[0].data.keyword1.value, '满100减20 演出券')
      assert.ok(alipay.calls.some((c) => c.method === 'alipay.open.app.mini.templatemessage.send' && c.signed))
    })

    test('membership popups: level-up sent once a higher level is held; birthday on the day', async () => {
      const owner = await loggedIn(t, 'owner@demo.stagedoor.test')
      await saveLevels(owner, [
        { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
        { primeLevelName: '银卡', threshold: 200, primeRights: [] }
      ])
      const { openId, login } = await wxBuyer()
      const res = await t.call<SubscribeReply>(
        'POST',
        P.primeSubscribe,
        { appId: wechat.mini.appId, templateIds: [WX_LEVEL, WX_BIRTHDAY] },
        headers(login)
      )
      assert.deepEqual(res.body.data, { recorded: ['MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY'] })
      const unknown = await t.call('POST', P.primeSubscribe, { appId: wechat.mini.appId, templateIds: [WX_COUPON] }, headers(login))
      assert.equal(unknown.body.errorCode, 'SUBSCRIBE_TEMPLATE_UNKNOWN', 'the coupon template is not a membership one')
      await sendDue()
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === openId).length, 0, 'no higher level, not the birthday: nothing')
      await t.db.query(
        "INSERT INTO growth_ledger (id, merchant_id, user_id, kind, growth, created_at) VALUES ($1, 'demo', $2, 'EARN', 300, $3)",
        [`g_msg_${engine}`, login.userId, NOON]
      )
      await sendDue()
      await sendDue()
      const levelUps = wechat.subscribeMessages.filter((m) => m.touser === openId && m.template_id === WX_LEVEL)
      assert.equal(levelUps.length, 1)
      assert.equal(levelUps[0].data.thing1.value, '银卡')
      // NOON is 2026-11-22 20:00 in Shanghai: a birthday on 11-23 is due the next local day.
      await t.db.query("UPDATE users SET birthday = '1995-11-23' WHERE id = $1", [login.userId])
      await sendDue()
      assert.equal(wechat.subscribeMessages.filter((m) => m.touser === openId && m.template_id === WX_BIRTHDAY).length, 0)
      at(NOON.getTime() + DAY)
      await sendDue()
      await sendDue()
      const birthdays = wechat.subscribeMessages.filter((m) => m.touser === openId && m.template_id === WX_BIRTHDAY)
      assert.equal(birthdays.length, 1)
      assert.equal(birthdays[0].data.date2.value, '2026-11-23')
    })

    test('console: templates read back with counts; bad keys refused; door staff refused', async () => {
      const read = await operator.call<AdminMessageTemplates>('GET', ADMIN_SUBSCRIPTION_PATHS.templates)
      assert.equal(read.body.statusCode, 200)
      assert.equal(read.body.data.settings.length, 4)
      assert.ok(read.body.data.counts.COUPON_TEMPLATE_EXPIRE.sent >= 1)
      const bad = await operator.call('PUT', `${ADMIN_SUBSCRIPTION_PATHS.templates}?lang=en-US`, {
        settings: [
          setting({
            platform: 'WEAPP',
            kind: 'COUPON_TEMPLATE_EXPIRE',
            templateId: WX_COUPON,
            fieldKeys: { couponName: 'thing1', tip: 'thing1' }
          })
        ]
      })
      assert.equal(bad.body.errorCode, 'MESSAGE_TEMPLATES_INVALID')
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM message_templates WHERE merchant_id = 'demo'")
      assert.equal(n, 4, 'a refused save writes nothing')
      const door = await loggedIn(t, DOOR)
      assert.equal((await door.call('GET', ADMIN_SUBSCRIPTION_PATHS.templates)).status, 403)
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'subscription-message.templates'")
      assert.ok(audit.length >= 1, 'the save is audited')
    })
  })
}
