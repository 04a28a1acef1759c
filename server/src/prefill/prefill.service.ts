/**
 * Pre-filled ticket-grab info and sale reminders (product.md sections 3-4). A buyer fills in,
 * before a pre-sale opens, the sessions and prices they want, how many, the purchaser, the attendees
 * (real-name shows), an address and a reminder; the last submitted prevails, and an order made once the
 * sale is open spends it. The reminder is an SMS minutes ahead of the sale, set or cancelled here or
 * by the show's subscribe call; a sweeper sends each once.
 */
import { AppError } from '../http/app-error'
import { LOCALES, textIn, type Locale } from '../http/texts'
import type { MessageSender } from '../account/outbox'
import type { ShowRepository, ShowRow } from '../browse/show.repository'
import { requireShowOfMerchant } from '../browse/merchant-show'
import type { AudienceRepository } from '../audience/audience.repository'
import type { AddressRepository } from '../address/address.repository'
import { maskIdNo } from '../../../types/rules/account-rules'
import { DEFAULT_REMIND_MINUTES, REMIND_MINUTES, prefillProblem } from '../../../types/rules/prefill-rules'
import type { Prefill, PrefillInput, SaleReminder, SaleReminderItem } from '../../../types/api/prefill'
import type { PrefillRepository, PrefillRow } from './prefill.repository'
import { formatLocal, utcOffsetLabel } from '../../../types/rules/merchant-time'

/** The reminders list shows at most this many. */
export const REMINDER_LIST_MAX = 100

export interface PrefillContext {
  merchantId: string
  userId: string
  locale: Locale
  now: Date
}

/** The repositories pre-fill reads and writes: its own, and the show, attendees and address it names. */
export interface PrefillRepositories {
  prefills: PrefillRepository
  shows: ShowRepository
  audiences: AudienceRepository
  addresses: AddressRepository
}

export class PrefillService {
  private readonly prefills: PrefillRepository
  private readonly shows: ShowRepository
  private readonly audiences: AudienceRepository
  private readonly addresses: AddressRepository

  constructor(repos: PrefillRepositories) {
    this.prefills = repos.prefills
    this.shows = repos.shows
    this.audiences = repos.audiences
    this.addresses = repos.addresses
  }

  async get(showId: string, needDetails: boolean, ctx: PrefillContext): Promise<Prefill | null> {
    await this.show(showId, ctx)
    const row = await this.prefills.byShow(ctx.userId, showId)
    return row ? this.present(row, needDetails, ctx) : null
  }

  async save(showId: string, input: PrefillInput, ctx: PrefillContext): Promise<Prefill> {
    const show = await this.show(showId, ctx)
    // Pre-fill is for the grab: only while the pre-sale has not opened.
    if (show.state !== 'SCHEDULED' || !show.sale_time || show.sale_time.getTime() <= ctx.now.getTime()) throw new AppError('PREFILL_CLOSED')
    const problem = prefillProblem(input, { limitPerOrder: show.limit_per_order, realName: show.real_name })
    if (problem) throw new AppError('INVALID_PARAMETER', { detail: problem })
    const tiers = await this.shows.tiersOfShow(showId)
    const sessions = new Set(tiers.map((t) => t.session_id))
    if (!input.bizShowSessionIds.every((id) => sessions.has(id))) throw new AppError('INVALID_PARAMETER', { detail: 'sessions' })
    if (!input.seatPlanIds.every((id) => input.bizShowSessionIds.includes(tiers.find((t) => t.id === id)?.session_id ?? ''))) {
      throw new AppError('INVALID_PARAMETER', { detail: 'seat_plans' })
    }
    for (const id of input.audienceIds ?? [])
      if (!(await this.audiences.byId(ctx.userId, id))) throw new AppError('INVALID_PARAMETER', { detail: 'attendees' })
    if (input.addressId && !(await this.addresses.byId(ctx.userId, input.addressId)))
      throw new AppError('INVALID_PARAMETER', { detail: 'address' })

    const row = {
      user_id: ctx.userId,
      show_id: showId,
      session_ids: input.bizShowSessionIds,
      tier_ids: input.seatPlanIds,
      ticket_count: input.ticketCount,
      purchaser_name: input.purchaserName.trim(),
      purchaser_phone: input.purchaserCellphone,
      audience_ids: input.audienceIds ?? [],
      address_id: input.addressId || null,
      remind_method: input.remindMethod,
      remind_minutes: input.remindMethod === 'SMS' ? (input.remindMinutes as number) : 0,
      updated_at: ctx.now
    }
    await this.prefills.save(row)
    // The pre-fill's reminder is the show's sale reminder: set or cancelled with it.
    if (row.remind_method === 'SMS')
      await this.prefills.setReminder(ctx.userId, showId, row.remind_minutes, remindAt(show, row.remind_minutes), ctx.locale, ctx.now)
    else await this.prefills.cancelReminder(ctx.userId, showId)
    return this.present({ ...row, invalidated_at: null }, false, ctx)
  }

  /** The show's subscribe call: a sale reminder minutes ahead, or none. */
  async subscribe(showId: string, minutesAhead: number | undefined, cancel: boolean, ctx: PrefillContext): Promise<SaleReminder> {
    const show = await this.show(showId, ctx)
    if (cancel) {
      await this.prefills.cancelReminder(ctx.userId, showId)
      return { subscribed: false, minutesAhead: 0, remindAt: 0 }
    }
    if (show.state !== 'SCHEDULED' || !show.sale_time || show.sale_time.getTime() <= ctx.now.getTime()) throw new AppError('PREFILL_CLOSED')
    const minutes = minutesAhead ?? DEFAULT_REMIND_MINUTES
    if (!(REMIND_MINUTES as readonly number[]).includes(minutes)) throw new AppError('INVALID_PARAMETER', { detail: 'minutesAhead' })
    const at = remindAt(show, minutes)
    await this.prefills.setReminder(ctx.userId, showId, minutes, at, ctx.locale, ctx.now)
    return { subscribed: true, minutesAhead: minutes, remindAt: at.getTime() }
  }

  async reminder(showId: string, ctx: PrefillContext): Promise<SaleReminder> {
    await this.show(showId, ctx)
    const r = await this.prefills.reminder(ctx.userId, showId)
    return r
      ? { subscribed: true, minutesAhead: r.minutes_ahead, remindAt: r.remind_at.getTime() }
      : { subscribed: false, minutesAhead: 0, remindAt: 0 }
  }

  /** The buyer's sale reminders still to come (Mine's favourites page lists them). */
  async reminders(ctx: Omit<PrefillContext, 'now'>): Promise<SaleReminderItem[]> {
    return (await this.prefills.reminders(ctx.userId, ctx.merchantId, REMINDER_LIST_MAX)).map((r) => ({
      showId: r.show_id,
      showName: textIn(r.name, ctx.locale),
      posterUrl: r.poster_url,
      minutesAhead: r.minutes_ahead,
      remindAt: r.remind_at.getTime(),
      saleTime: r.sale_time.getTime()
    }))
  }

  /** Sends the reminders now due, each once, with the sale time in the merchant's zone; answers how many went. */
  async sendDueReminders(
    sender: MessageSender,
    merchant: (merchantId: string) => Promise<{ shopName: string; timeZone: string }>,
    now: Date
  ): Promise<number> {
    let sent = 0
    for (;;) {
      const due = await this.prefills.claimDue(now, 100)
      for (const r of due) {
        if (!r.cellphone) continue
        const locale = LOCALES.find((l) => l === r.locale) ?? 'zh-CN'
        await sender.send({
          channel: 'SMS',
          recipient: `+${r.country_code ?? '86'} ${r.cellphone}`,
          body: reminderText(locale, await merchant(r.merchant_id), textIn(r.show_name, locale), r.sale_time)
        })
        sent++
      }
      if (due.length < 100) return sent
    }
  }

  private async show(showId: string, ctx: PrefillContext): Promise<ShowRow> {
    return requireShowOfMerchant(this.shows, ctx.merchantId, showId)
  }

  private async present(row: PrefillRow, needDetails: boolean, ctx: PrefillContext): Promise<Prefill> {
    const prefill: Prefill = {
      showId: row.show_id,
      bizShowSessionIds: row.session_ids,
      seatPlanIds: row.tier_ids,
      ticketCount: row.ticket_count,
      purchaserName: row.purchaser_name,
      purchaserCellphone: row.purchaser_phone,
      audienceIds: row.audience_ids,
      addressId: row.address_id ?? '',
      remindMethod: row.remind_method,
      remindMinutes: row.remind_minutes,
      valid: row.invalidated_at === null,
      updatedAt: row.updated_at.getTime()
    }
    if (!needDetails) return prefill
    const tiers = await this.shows.tiersOfShow(row.show_id)
    const sessions = await this.shows.sessionStock([row.show_id])
    const people = []
    for (const id of row.audience_ids) {
      const a = await this.audiences.byId(ctx.userId, id)
      if (a) people.push({ id: a.id, name: a.name, idNo: maskIdNo(a.id_no) })
    }
    const address = row.address_id ? await this.addresses.byId(ctx.userId, row.address_id) : undefined
    return {
      ...prefill,
      details: {
        sessions: sessions
          .filter((s) => row.session_ids.includes(s.session_id))
          .map((s) => ({ bizShowSessionId: s.session_id, sessionName: textIn(s.name, ctx.locale) })),
        seatPlans: tiers
          .filter((t) => row.tier_ids.includes(t.id))
          .map((t) => ({ seatPlanId: t.id, seatPlanName: textIn(t.name, ctx.locale), price: t.price_fen })),
        audiences: people,
        address: address
          ? { id: address.id, receiverName: address.recipient, detail: `${address.region_text} ${address.detail}` }
          : undefined
      }
    }
  }
}

/** Minutes ahead of the sale (a moment already past goes out at the next sweep). */
function remindAt(show: ShowRow, minutes: number): Date {
  return new Date((show.sale_time as Date).getTime() - minutes * 60000)
}

function reminderText(
  locale: Locale,
  { shopName, timeZone }: { shopName: string; timeZone: string },
  showName: string,
  saleTime: Date | null
): string {
  const local = saleTime ? formatLocal(saleTime, timeZone, 'MM-DD HH:mm') : ''
  const zone = saleTime ? utcOffsetLabel(saleTime, timeZone) : ''
  if (locale === 'en-US') return `[${shopName}] ${showName} goes on sale at ${local} (${zone}). Your pre-filled details are ready.`
  if (locale === 'zh-MO') return `【${shopName}】您關注的《${showName}》將於 ${local} 開售，預填資訊已為您備好。`
  return `【${shopName}】您关注的《${showName}》将于 ${local} 开售，预填信息已为您备好。`
}
