/**
 * Subscription messages' pure rules (docs/subscription-messages.md), run by the app (when to ask, what the
 * platform's dialog answered) and the gateway (what a message carries):
 * - the mini-programs ask (wx.requestSubscribeMessage / my.requestSubscribeMessage) only from a tap, with at
 *   most three template ids at once; H5 has no such dialog and never asks;
 * - WeChat's dialog answers `{[templateId]: 'accept' | 'reject' | 'ban' | 'filter', errMsg}`; Alipay's the same
 *   keys, or `result.subscribeEntityIds`; only accepted ids are posted;
 * - a WeChat template key's type limits its value (thing 20 characters, phrase 5, name 10, character_string
 *   and number 32, letter 32); Alipay's keywords take up to 20 characters here.
 */
import type { MessageKind, MessagePlatform } from '../api/subscription-message'

/** The platform's dialog takes at most this many template ids in one call (WeChat's and Alipay's documented bound). */
export const ASK_AT_ONCE_MAX = 3

export type AppEnv = string | undefined

/** The platform a build of the app asks on, or undefined where there is no subscription dialog (H5). */
export function askPlatform(env: AppEnv): MessagePlatform | undefined {
  return env === 'weapp' ? 'WEAPP' : env === 'alipay' ? 'ALIPAY' : undefined
}

/** The template ids to ask for on a tap: the kinds' templates in order, known ones only, at most ASK_AT_ONCE_MAX; none on H5. */
export function templatesToAsk(
  env: AppEnv,
  templates: ReadonlyArray<{ remindSubscribeType: MessageKind; templateId: string }>,
  kinds: readonly MessageKind[]
): string[] {
  if (!askPlatform(env)) return []
  const ids: string[] = []
  for (const kind of kinds) {
    const found = templates.find((t) => t.remindSubscribeType === kind && t.templateId)
    if (found && !ids.includes(found.templateId)) ids.push(found.templateId)
  }
  return ids.slice(0, ASK_AT_ONCE_MAX)
}

/** Of the ids asked, those the dialog's answer accepted (WeChat's and Alipay's shapes). */
export function acceptedTemplateIds(answer: unknown, asked: readonly string[]): string[] {
  if (typeof answer !== 'object' || answer === null) return []
  const a = answer as Record<string, unknown>
  const listed = (a.result as { subscribeEntityIds?: unknown } | undefined)?.subscribeEntityIds
  const inList = Array.isArray(listed) ? new Set(listed.filter((v): v is string => typeof v === 'string')) : new Set<string>()
  return asked.filter((id) => a[id] === 'accept' || inList.has(id))
}

/** How long a WeChat template value of the key's type may be (thing1 → 20); undefined for the date/time types WeChat formats. */
export function valueLimit(platform: MessagePlatform, key: string): number | undefined {
  if (platform === 'ALIPAY') return 20
  const type = key.replace(/\d+$/, '')
  if (type === 'thing') return 20
  if (type === 'phrase') return 5
  if (type === 'name') return 10
  if (type === 'character_string' || type === 'number' || type === 'letter' || type === 'symbol' || type === 'car_number') return 32
  if (type === 'amount') return 20
  return undefined
}

/** A value cut to its key's limit (an ellipsis marks a cut thing). */
export function fitValue(platform: MessagePlatform, key: string, value: string): string {
  const limit = valueLimit(platform, key)
  const chars = Array.from(value)
  if (limit === undefined || chars.length <= limit) return value
  return `${chars.slice(0, limit - 1).join('')}…`
}

/** The message's data: each of our fields under the template key the merchant mapped it to; unmapped fields are left out. */
export function messageData(
  platform: MessagePlatform,
  fieldKeys: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>
): Record<string, string> {
  const data: Record<string, string> = {}
  for (const [field, key] of Object.entries(fieldKeys)) {
    const value = values[field]
    if (!key || value === undefined) continue
    data[key] = fitValue(platform, key, value)
  }
  return data
}

/** A level-up message is due once the buyer holds a level above the one held when asked (ladder order, lowest first). */
export function levelRaised(ladder: readonly string[], askedAtLevelId: string | null, heldLevelId: string): boolean {
  const held = ladder.indexOf(heldLevelId)
  if (held < 0) return false
  if (askedAtLevelId === null) return false
  const asked = ladder.indexOf(askedAtLevelId)
  return held > asked
}

/** A birthday message is due on the buyer's birthday (month and day, in the merchant's calendar); 29 February falls on the 28th in other years. */
export function birthdayToday(birthday: string | undefined, today: string): boolean {
  if (!birthday) return false
  const [, month, day] = birthday.split('-')
  const [year, todayMonth, todayDay] = today.split('-')
  if (month === '02' && day === '29' && !isLeap(Number(year))) return todayMonth === '02' && todayDay === '28'
  return month === todayMonth && day === todayDay
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** H5 opened inside WeChat's own browser (not the mini-program's web view, which has no JS-SDK sharing). */
export function inWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniProgram/i.test(userAgent)
}

/** The moments the app asks: receiving a coupon (its expiry), closing a membership popup (the next level, the birthday). */
export type AskMoment = 'COUPON_RECEIVED' | 'MEMBER_POPUP_CLOSED'

export const KINDS_ASKED_AT: Record<AskMoment, readonly MessageKind[]> = {
  COUPON_RECEIVED: ['COUPON_TEMPLATE_EXPIRE'],
  MEMBER_POPUP_CLOSED: ['MEMBER_LEVEL_UPGRADE', 'MEMBER_BIRTHDAY']
}

/** What this visit of the app has asked and what the buyer turned down (nothing accepted). */
export interface AskHistory {
  asked: ReadonlySet<AskMoment>
  declined: ReadonlySet<AskMoment>
}

/**
 * The template ids to ask for at a moment: none on H5 or without the merchant's templates; the popups ask
 * once a visit (the level-up and the birthday popup may close one after the other); a coupon asks at each
 * receive (each consent is one message) until the buyer turns the dialog down in this visit.
 */
export function askAt(
  moment: AskMoment,
  env: AppEnv,
  templates: ReadonlyArray<{ remindSubscribeType: MessageKind; templateId: string }>,
  history: AskHistory
): string[] {
  if (moment === 'MEMBER_POPUP_CLOSED' && history.asked.has(moment)) return []
  if (history.declined.has(moment)) return []
  return templatesToAsk(env, templates, KINDS_ASKED_AT[moment])
}
