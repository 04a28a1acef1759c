/**
 * Subscription messages (docs/subscription-messages.md): which templates the mini-program asks the buyer
 * for, the consents the buyer gave, and sending them when due.
 *
 * - The app names its mini-program by appId; it must be the merchant's WeChat mini-program (miniAppId) or
 *   Alipay app (appId) in the platform settings, else SUBSCRIBE_APP_UNKNOWN. That decides the platform.
 * - A consent is one accepted template: a one-time subscription allows one message, so a consent is sent
 *   at most once (claimed and committed before the platform is called), and one subject (a coupon, a level
 *   reached, a birthday's year) gets one message whatever the number of consents.
 * - Due: a coupon of the consented templates expiring within COUPON_EXPIRY_NOTICE_DAYS, unused; a level
 *   above the one held when asked; the buyer's birthday in the merchant's calendar.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { LOCALES, translatedText, type Locale } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import type { MemberService } from '../member/member.service'
import type { MerchantCredentials } from '../platform-settings/payment-settings.service'
import { formatLocal, localDate } from '../../../types/rules/merchant-time'
import { birthdayToday, levelRaised, messageData } from '../../../types/rules/subscription-message'
import { ROUTES, pagePathOf } from '../../../types/routes/route-table'
import {
  COUPON_EXPIRY_NOTICE_DAYS,
  COUPON_TEMPLATE_IDS_MAX,
  DEFAULT_FIELD_KEYS,
  FIELD_KEY_MAX,
  MESSAGE_FIELDS,
  MESSAGE_KINDS,
  MESSAGE_PLATFORMS,
  PRIME_MESSAGE_KINDS,
  TEMPLATE_ID_MAX,
  WAITING_CONSENTS_MAX,
  type AdminMessageTemplates,
  type MessageKind,
  type MessagePlatform,
  type MessageTemplatesInput,
  type PrimeSubscribeBody,
  type RemindSubscribeBody,
  type RemindTemplatesReply,
  type SubscribeReply
} from '../../../types/api/subscription-message'
import { SubscriptionMessageRepository, type ConsentRow, type TemplateRow } from './subscription-message.repository'
import type { MessageToSend, SendOutcome, SubscriptionMessageSender } from './message-sender'
import { tipOf } from './subscription-message-words'

const DAY_MS = 24 * 3600 * 1000
/** Consents read per page by the sweeper. */
const SWEEP_BATCH = 200

/** The page a tap on the message opens when the merchant named none. */
const DEFAULT_PAGE: Record<MessageKind, string> = {
  COUPON_TEMPLATE_EXPIRE: 'coupons',
  MEMBER_LEVEL_UPGRADE: 'mine',
  MEMBER_BIRTHDAY: 'mine'
}
function defaultPage(kind: MessageKind): string {
  const route = ROUTES.find((r) => r.name === DEFAULT_PAGE[kind])
  return (route && pagePathOf(route)) ?? ''
}

const asLocale = (value: string): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'zh-CN')

export interface SubscriptionMessageDeps {
  credentials: (merchantId: string) => Promise<MerchantCredentials>
  sender: SubscriptionMessageSender
  members: Pick<MemberService, 'currentLevel' | 'levels'>
  timeZoneOf: (merchantId: string) => Promise<string>
  shopNameOf: (merchantId: string) => Promise<string>
  auditOn: (q: Queryable) => AuditRepository
}

export class SubscriptionMessageService {
  private readonly repo: SubscriptionMessageRepository

  constructor(
    private readonly db: Db,
    private readonly deps: SubscriptionMessageDeps
  ) {
    this.repo = new SubscriptionMessageRepository(db)
  }

  // ---- buyer ----------------------------------------------------------------------------------------

  /** The platform of the merchant's mini-program with this appId, else SUBSCRIBE_APP_UNKNOWN. */
  async platformOf(merchantId: string, appId: string): Promise<MessagePlatform> {
    const c = await this.deps.credentials(merchantId).catch(() => ({}) as MerchantCredentials)
    if (appId && c.WECHAT?.miniAppId === appId) return 'WEAPP'
    if (appId && c.ALIPAY?.appId === appId) return 'ALIPAY'
    throw new AppError('SUBSCRIBE_APP_UNKNOWN')
  }

  /** The templates to ask for, of these kinds, as the merchant set and enabled them for this mini-program. */
  async templatesFor(merchantId: string, appId: string, kinds: readonly MessageKind[]): Promise<RemindTemplatesReply> {
    const platform = await this.platformOf(merchantId, appId)
    const rows = await this.repo.templates(merchantId)
    const templates = kinds
      .map((kind) => rows.find((r) => r.platform === platform && r.kind === kind && r.enabled))
      .filter((r): r is TemplateRow => r !== undefined)
      .map((r) => ({ remindSubscribeType: r.kind, templateId: r.template_id }))
    return { platform, templates }
  }

  /** mini_remind_subscribe POST: the buyer accepted the coupon-expiry template while receiving these coupons. */
  async subscribeCoupons(
    userId: string,
    merchantId: string,
    locale: Locale,
    body: RemindSubscribeBody,
    now: Date
  ): Promise<SubscribeReply> {
    const platform = await this.platformOf(merchantId, body.appId)
    const kind: MessageKind = 'COUPON_TEMPLATE_EXPIRE'
    const template = await this.enabledTemplate(merchantId, platform, kind)
    if (body.templateIds && !body.templateIds.includes(template.template_id)) throw new AppError('SUBSCRIBE_TEMPLATE_UNKNOWN')
    const ids = [...new Set(body.couponTemplateIds)]
    if (!ids.length || ids.length > COUPON_TEMPLATE_IDS_MAX) throw new AppError('INVALID_PARAMETER', { detail: '/couponTemplateIds' })
    if ((await this.repo.knownCouponTemplates(merchantId, ids)).length !== ids.length) throw new AppError('SUBSCRIBE_COUPON_UNKNOWN')
    const openId = await this.openIdOf(merchantId, userId, platform, body.openId)
    await this.checkRoom(userId, kind)
    await this.repo.addConsent(
      {
        merchantId,
        userId,
        platform,
        appId: body.appId,
        openId,
        kind,
        templateId: template.template_id,
        couponTemplateIds: ids,
        itemOrderId: body.itemOrderId,
        bindId: body.bindId,
        locale
      },
      now
    )
    return { recorded: [kind] }
  }

  /** subscribe_wx_mini_app_msg: the membership templates the buyer accepted on closing a popup. */
  async subscribePrime(userId: string, merchantId: string, locale: Locale, body: PrimeSubscribeBody, now: Date): Promise<SubscribeReply> {
    const platform = await this.platformOf(merchantId, body.appId)
    const accepted = [...new Set(body.templateIds)]
    if (!accepted.length) throw new AppError('INVALID_PARAMETER', { detail: '/templateIds' })
    const rows = (await this.repo.templates(merchantId)).filter(
      (r) => r.platform === platform && r.enabled && PRIME_MESSAGE_KINDS.includes(r.kind)
    )
    const kinds = accepted.map((id) => rows.find((r) => r.template_id === id))
    if (kinds.some((r) => r === undefined)) throw new AppError('SUBSCRIBE_TEMPLATE_UNKNOWN')
    const openId = await this.openIdOf(merchantId, userId, platform, body.openId)
    const recorded: MessageKind[] = []
    for (const row of kinds as TemplateRow[]) {
      await this.checkRoom(userId, row.kind)
      const levelId =
        row.kind === 'MEMBER_LEVEL_UPGRADE'
          ? (await this.deps.members.currentLevel(userId, merchantId, locale, now)).level.levelId
          : undefined
      await this.repo.addConsent(
        { merchantId, userId, platform, appId: body.appId, openId, kind: row.kind, templateId: row.template_id, levelId, locale },
        now
      )
      recorded.push(row.kind)
    }
    return { recorded }
  }

  private async enabledTemplate(merchantId: string, platform: MessagePlatform, kind: MessageKind): Promise<TemplateRow> {
    const template = await this.repo.template(merchantId, platform, kind)
    if (!template?.enabled) throw new AppError('SUBSCRIBE_TEMPLATE_UNKNOWN')
    return template
  }

  /** The open id to send to: the one given must be one the buyer logged in with in this mini-program. */
  private async openIdOf(merchantId: string, userId: string, platform: MessagePlatform, given: string | undefined): Promise<string> {
    const mine = await this.repo.openIdsOf(merchantId, userId, platform)
    const openId = given ? mine.find((id) => id === given) : mine[0]
    if (!openId) throw new AppError('SUBSCRIBE_OPEN_ID_UNKNOWN')
    return openId
  }

  private async checkRoom(userId: string, kind: MessageKind): Promise<void> {
    if ((await this.repo.waitingCount(userId, kind)) >= WAITING_CONSENTS_MAX) throw new AppError('SUBSCRIBE_TOO_MANY')
  }

  // ---- the sweeper ------------------------------------------------------------------------------------

  /** Sends every message due now, one per consent; one process at a time. Answers how many were sent. */
  async sendDue(now: Date): Promise<number> {
    return (
      (await this.db.exclusively('subscription-messages', 'try', async () => {
        let sent = 0
        sent += await this.sendCouponExpiries(now)
        sent += await this.sendLevelUps(now)
        sent += await this.sendBirthdays(now)
        return sent
      })) ?? 0
    )
  }

  private async sendCouponExpiries(now: Date): Promise<number> {
    let sent = 0
    const rows = await this.repo.dueCoupons(now, new Date(now.getTime() + COUPON_EXPIRY_NOTICE_DAYS * DAY_MS), SWEEP_BATCH)
    for (const row of rows) {
      const zone = await this.deps.timeZoneOf(row.merchant_id)
      const locale = asLocale(row.locale)
      const values = {
        couponName: translatedText(row.coupon_title, row.coupon_title_texts, locale),
        expireTime: formatLocal(row.expire_at, zone, 'YYYY-MM-DD HH:mm'),
        tip: tipOf('COUPON_TEMPLATE_EXPIRE', locale)
      }
      if (await this.sendOne(row, row.coupon_id, values, now)) sent++
    }
    return sent
  }

  private async sendLevelUps(now: Date): Promise<number> {
    let sent = 0
    for await (const row of this.waiting('MEMBER_LEVEL_UPGRADE')) {
      const locale = asLocale(row.locale)
      const ladder = (await this.deps.members.levels(row.merchant_id, locale)).levels.map((l) => l.levelId)
      const held = (await this.deps.members.currentLevel(row.user_id, row.merchant_id, locale, now)).level
      if (!levelRaised(ladder, row.level_id, held.levelId)) continue
      const zone = await this.deps.timeZoneOf(row.merchant_id)
      const values = {
        levelName: held.primeLevelName,
        upgradeTime: formatLocal(now, zone, 'YYYY-MM-DD HH:mm'),
        tip: tipOf(row.kind, locale)
      }
      if (await this.sendOne(row, `${row.user_id}:${held.levelId}`, values, now)) sent++
    }
    return sent
  }

  private async sendBirthdays(now: Date): Promise<number> {
    let sent = 0
    for await (const row of this.waiting('MEMBER_BIRTHDAY')) {
      const zone = await this.deps.timeZoneOf(row.merchant_id)
      const today = localDate(now, zone)
      if (!birthdayToday(await this.repo.birthdayOf(row.user_id), today)) continue
      const locale = asLocale(row.locale)
      const values = { shopName: await this.deps.shopNameOf(row.merchant_id), birthday: today, tip: tipOf(row.kind, locale) }
      if (await this.sendOne(row, `${row.user_id}:${today.slice(0, 4)}`, values, now)) sent++
    }
    return sent
  }

  /** Every waiting consent of a kind, page by page. */
  private async *waiting(kind: MessageKind): AsyncGenerator<ConsentRow> {
    let after: { createdAt: Date; id: string } | undefined
    for (;;) {
      const page = await this.repo.waiting(kind, SWEEP_BATCH, after)
      yield* page
      if (page.length < SWEEP_BATCH) return
      const last = page[page.length - 1]
      after = { createdAt: last.created_at, id: last.id }
    }
  }

  /**
   * One consent's one message: claimed for its subject first (committed), then sent, then its end written.
   * Nothing sent (no credentials, no token): the consent waits again. A template the merchant has since
   * removed: the consent's own template id is still the one the buyer accepted, and is used.
   */
  private async sendOne(row: ConsentRow, subject: string, values: Record<string, string>, now: Date): Promise<boolean> {
    if (!(await this.repo.claim(row.id, subject, now))) return false
    const setting = await this.repo.template(row.merchant_id, row.platform, row.kind)
    const fieldKeys = setting?.template_id === row.template_id ? setting.field_keys : DEFAULT_FIELD_KEYS[row.platform][row.kind]
    const message: MessageToSend = {
      merchantId: row.merchant_id,
      platform: row.platform,
      openId: row.open_id,
      templateId: row.template_id,
      page: setting?.page || defaultPage(row.kind),
      data: messageData(row.platform, fieldKeys, values),
      locale: row.locale
    }
    let outcome: SendOutcome
    try {
      outcome = await this.deps.sender.send(message)
    } catch (error) {
      await this.repo.finish(row.id, { sent: false, failure: 'send failed' }, now)
      throw error
    }
    if (outcome.status === 'NOT_SENT') {
      await this.repo.release(row.id)
      return false
    }
    await this.repo.finish(
      row.id,
      outcome.status === 'SENT' ? { sent: true } : { sent: false, failure: `${outcome.status}: ${outcome.reason}` },
      now
    )
    return outcome.status === 'SENT'
  }

  // ---- console ------------------------------------------------------------------------------------------

  async adminTemplates(merchantId: string): Promise<AdminMessageTemplates> {
    const rows = await this.repo.templates(merchantId)
    const counts = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, { waiting: 0, sent: 0, failed: 0 }])) as AdminMessageTemplates['counts']
    for (const c of await this.repo.counts(merchantId)) {
      if (c.state === 'WAITING') counts[c.kind].waiting += c.n
      else if (c.state === 'SENT') counts[c.kind].sent += c.n
      else if (c.state === 'FAILED') counts[c.kind].failed += c.n
    }
    return {
      settings: rows.map((r) => ({
        platform: r.platform,
        kind: r.kind,
        templateId: r.template_id,
        fieldKeys: r.field_keys,
        page: r.page,
        enabled: r.enabled,
        updatedAt: new Date(r.updated_at).getTime()
      })),
      counts
    }
  }

  /** The console's save: the listed settings replace the merchant's (a pair left out is removed), audited. */
  async saveTemplates(merchantId: string, staffId: string, input: MessageTemplatesInput, now: Date): Promise<AdminMessageTemplates> {
    const problem = templatesProblem(input)
    if (problem) throw new AppError('MESSAGE_TEMPLATES_INVALID', { reason: problem })
    const before = await this.adminTemplates(merchantId)
    await this.db.transaction(async (tx) => {
      const repo = new SubscriptionMessageRepository(tx)
      for (const platform of MESSAGE_PLATFORMS)
        for (const kind of MESSAGE_KINDS) {
          const s = input.settings.find((x) => x.platform === platform && x.kind === kind)
          if (s) await repo.saveTemplate(merchantId, staffId, { ...s, templateId: s.templateId.trim(), page: s.page.trim() }, now)
          else await repo.removeTemplate(merchantId, platform, kind)
        }
      await this.deps.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'subscription-message.templates',
          target: merchantId,
          before: before.settings,
          after: input.settings
        },
        now
      )
    })
    return this.adminTemplates(merchantId)
  }
}

/** Why a console save is refused (English, for the staff), or undefined. */
export function templatesProblem(input: MessageTemplatesInput): string | undefined {
  const seen = new Set<string>()
  for (const s of input.settings) {
    const pair = `${s.platform}/${s.kind}`
    if (seen.has(pair)) return `${pair} is listed twice`
    seen.add(pair)
    if (!/^[A-Za-z0-9_=+/-]+$/.test(s.templateId.trim()) || s.templateId.trim().length > TEMPLATE_ID_MAX)
      return `${pair}: the template id is not one a platform gives`
    const fields = MESSAGE_FIELDS[s.kind] as readonly string[]
    const keys = Object.entries(s.fieldKeys)
    for (const [field, key] of keys) {
      if (!fields.includes(field)) return `${pair}: ${field} is not a field of this message`
      if (key && (!/^[A-Za-z_]+[0-9]*$/.test(key) || key.length > FIELD_KEY_MAX)) return `${pair}: "${key}" is not a template key`
    }
    const used = keys.map(([, key]) => key).filter(Boolean)
    if (new Set(used).size !== used.length) return `${pair}: two fields share one template key`
    if (!used.length) return `${pair}: no field is mapped to a template key`
    if (s.page && !ROUTES.some((r) => pagePathOf(r) === s.page.trim().split('?')[0])) return `${pair}: ${s.page} is not a page of the app`
  }
  return undefined
}
