/** Browse use cases: search, one show's static and dynamic data, sessions, seat plans, groups, tours. */
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import type { SearchFilter, SessionStockRow, ShowRepository, ShowRow, VenueRow } from './show.repository'
import { requireShowOfMerchant, showOfMerchant } from './merchant-show'
import { showStatus, type StatusResult } from './show-status'
import { presentBrief, presentCard, presentDynamic, presentStatic, presentTier } from './show.presenter'
import type { PickSeatUrl, ShowBrief } from '../../../types/api/show-calls'
import { serviceTerms } from './show-terms'
import { termNote } from './term-texts'
import type { SeatRepository, SeatRow } from '../inventory/seat.repository'
import type { ShowListSource } from './show-list-source'
import { priceInfo } from '../../../types/rules/price-info'
import { effectiveMinAge } from '../../../types/rules/account-rules'
import type { SeatMap, SeatState } from '../../../types/api/show'
import { addDays, startOfLocalDay } from '../../../types/rules/merchant-time'
import { ELSEWHERE_LIMIT, groupByCity, wantsElsewhere } from '../../../types/rules/search-elsewhere'

const SEAT_STATE: Record<SeatRow['status'], SeatState> = { FREE: 0, HELD: 1, SOLD: 2 }

/** The designer's seat names in the seat map's compact form (types/api/show.ts SeatMap), when any seat has one. */
function seatNames(seats: SeatRow[]): Pick<SeatMap, 'sections' | 'names'> {
  if (!seats.some((s) => s.seat_no !== null)) return {}
  const sections: string[] = []
  const index = new Map<string, number>()
  const names = seats.map((s): [number, string, number] | null => {
    if (s.seat_no === null || s.row_label === null) return null
    const section = s.section_name ?? ''
    let i = index.get(section)
    if (i === undefined) index.set(section, (i = sections.push(section) - 1))
    return [i, s.row_label, s.seat_no]
  })
  return { sections, names }
}

/** The orders a search can be sorted in. */
export type { SortType } from './show.repository'

export interface BrowseContext {
  merchantId: string
  locale: Locale
  now: Date
}

export class ShowService {
  /** timeZoneOf: the merchant's zone, in which its shows' dates are read. */
  constructor(
    private readonly repo: ShowRepository,
    private readonly seats: SeatRepository,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>,
    /** Of these shows, those a coupon can be had for now (the coupon area's CouponRepository.showsWithReceivable). */
    private readonly couponShows: (merchantId: string, showIds: string[], now: Date) => Promise<Set<string>>,
    /** The policies the show reads (its own, else the merchant's defaults: policy/policy.service.ts), ending its notes. */
    private readonly policiesOf: (
      merchantId: string,
      showId: string,
      locale: Locale
    ) => Promise<Array<{ title: string; content: string }>> = async () => []
  ) {}

  private async statuses(rows: ShowRow[], now: Date): Promise<Map<string, StatusResult>> {
    const stock = await this.repo.sessionStock(rows.map((r) => r.id))
    const byShow = new Map<string, SessionStockRow[]>()
    for (const s of stock) byShow.set(s.show_id, [...(byShow.get(s.show_id) ?? []), s])
    return new Map(
      rows.map((r) => [
        r.id,
        showStatus(
          {
            state: r.state,
            saleTime: r.sale_time ? new Date(r.sale_time) : null,
            sessions: (byShow.get(r.id) ?? []).map((s) => ({
              startsAt: new Date(s.starts_at),
              available: s.available,
              capacity: s.capacity
            }))
          },
          now
        )
      ])
    )
  }

  private async cards(rows: ShowRow[], ctx: BrowseContext, keyword?: string) {
    const statuses = await this.statuses(rows, ctx.now)
    const zone = await this.timeZoneOf(ctx.merchantId)
    const offered = await this.couponShows(
      ctx.merchantId,
      rows.map((r) => r.id),
      ctx.now
    )
    return rows.map((r) => presentCard(r, statuses.get(r.id) as StatusResult, offered.has(r.id), ctx.locale, zone, keyword))
  }

  /**
   * startDate and endDate ("YYYY-MM-DD") are the merchant's local days, both ends inclusive. A keyword
   * search from the search page (`pageType` SEARCH) that finds few shows in the buyer's city also answers
   * the matches in the other cities, grouped by city (search-elsewhere.ts), in the same reply.
   */
  async search(
    query: Omit<SearchFilter, 'merchantId' | 'startDate' | 'endDate'> & { startDate?: string; endDate?: string; pageType?: string },
    ctx: BrowseContext
  ) {
    const { pageType, ...rest } = query
    const page = await this.searchPage(rest, ctx)
    if (
      pageType !== 'SEARCH' ||
      !wantsElsewhere({ keyword: rest.keyword, cityId: rest.cityId, offset: rest.offset, inCityTotal: page.total })
    )
      return page
    const elsewhere = await this.searchPage({ ...rest, cityId: undefined, notCityId: rest.cityId, offset: 0, length: ELSEWHERE_LIMIT }, ctx)
    return elsewhere.total ? { ...page, elsewhere: { total: elsewhere.total, cities: groupByCity(elsewhere.list) } } : page
  }

  private async searchPage(
    query: Omit<SearchFilter, 'merchantId' | 'startDate' | 'endDate'> & { startDate?: string; endDate?: string },
    ctx: BrowseContext
  ) {
    const zone = query.startDate || query.endDate ? await this.timeZoneOf(ctx.merchantId) : ''
    const filter = {
      ...query,
      startDate: query.startDate ? startOfLocalDay(query.startDate, zone) : undefined,
      endDate: query.endDate ? startOfLocalDay(addDays(query.endDate, 1), zone) : undefined
    }
    const rows = await this.repo.search({ ...filter, merchantId: ctx.merchantId })
    const total = rows[0]?.total ?? (filter.offset > 0 ? await this.countOnly(filter, ctx) : 0)
    return {
      list: await this.cards(rows, ctx, filter.keyword),
      total,
      offset: filter.offset,
      length: filter.length,
      hasMore: filter.offset + rows.length < total
    }
  }

  /** A page past the end has no rows to carry the total; ask for it once. */
  private async countOnly(filter: Omit<SearchFilter, 'merchantId'>, ctx: BrowseContext): Promise<number> {
    const first = await this.repo.search({ ...filter, merchantId: ctx.merchantId, offset: 0, length: 1 })
    return first[0]?.total ?? 0
  }

  private async show(showId: string, ctx: BrowseContext): Promise<ShowRow> {
    return requireShowOfMerchant(this.repo, ctx.merchantId, showId)
  }

  /** SHOW_NOT_FOUND unless the merchant has this show. */
  async requireShow(merchantId: string, showId: string): Promise<void> {
    await requireShowOfMerchant(this.repo, merchantId, showId)
  }

  /** What the generated poster of a show needs (public: not scoped by merchant). */
  poster(showId: string): Promise<{ id: string; category_code: string } | undefined> {
    return this.repo.poster(showId)
  }

  async showStatic(showId: string, ctx: BrowseContext) {
    const row = await this.show(showId, ctx)
    const status = (await this.statuses([row], ctx.now)).get(row.id) as StatusResult
    const result = presentStatic(
      row,
      status,
      (await this.couponShows(ctx.merchantId, [row.id], ctx.now)).has(row.id),
      ctx.locale,
      await this.timeZoneOf(ctx.merchantId),
      ctx.now
    )
    if (row.tour_id) {
      const tour = await this.repo.byTour(ctx.merchantId, row.tour_id)
      return { ...result, tour: { tourId: row.tour_id, shows: await this.cards(tour, ctx) } }
    }
    return result
  }

  async showDynamic(showId: string, ctx: BrowseContext) {
    const row = await this.show(showId, ctx)
    const status = (await this.statuses([row], ctx.now)).get(row.id) as StatusResult
    return {
      ...presentDynamic(status, row.sale_time, ctx.locale),
      seatPickType: row.seat_picking ? 'SUPPORT_SEAT_PICKING' : 'SUPPORT_NONE'
    }
  }

  async sessionsStatic(showId: string, ctx: BrowseContext) {
    await this.show(showId, ctx)
    const stock = await this.repo.sessionStock([showId])
    return stock.map((s) => ({
      bizShowSessionId: s.session_id,
      sessionName: textIn(s.name, ctx.locale),
      showTime: new Date(s.starts_at).getTime()
    }))
  }

  async sessionsDynamic(showId: string, ctx: BrowseContext) {
    const row = await this.show(showId, ctx)
    const stock = await this.repo.sessionStock([showId])
    const showState = (await this.statuses([row], ctx.now)).get(row.id) as StatusResult
    return stock.map((s) => {
      const ended = new Date(s.starts_at).getTime() <= ctx.now.getTime()
      const soldOut = s.available === 0
      return {
        bizShowSessionId: s.session_id,
        sessionStatus: ended ? 'COMPLETED' : soldOut ? 'SOLD_OUT' : showState.status,
        soldOut,
        canBuy: showState.buyable && !ended && !soldOut
      }
    })
  }

  async seatPlansStatic(showId: string, sessionId: string, ctx: BrowseContext) {
    await this.show(showId, ctx)
    const tiers = (await this.repo.tiersOfShow(showId)).filter((t) => t.session_id === sessionId)
    if (!tiers.length) throw new AppError('NOT_FOUND')
    return tiers.map((t) => presentTier(t, ctx.locale))
  }

  async seatPlansDynamic(showId: string, sessionId: string, ctx: BrowseContext) {
    await this.show(showId, ctx)
    const tiers = (await this.repo.tiersOfShow(showId)).filter((t) => t.session_id === sessionId)
    if (!tiers.length) throw new AppError('NOT_FOUND')
    return tiers.map((t) => ({ seatPlanId: t.id, canBuyCount: t.available, soldOut: t.available === 0 }))
  }

  /** seat_plan_age_limit_list: every plan of the show with the age its attendees must reach (0: none). */
  async seatPlanAgeLimits(showId: string, sessionId: string | undefined, ctx: BrowseContext) {
    const show = await this.show(showId, ctx)
    const tiers = (await this.repo.tiersOfShow(showId)).filter((t) => !sessionId || t.session_id === sessionId)
    return tiers.map((t) => ({ seatPlanId: t.id, bizShowSessionId: t.session_id, minAge: effectiveMinAge(show.min_age, [t.min_age]) }))
  }

  /** The session's seat map with each seat's live state (never cached: DESIGN.md, availability). */
  async seatMap(showId: string, sessionId: string, ctx: BrowseContext): Promise<SeatMap> {
    await this.show(showId, ctx)
    const tiers = (await this.repo.tiersOfShow(showId)).filter((t) => t.session_id === sessionId && t.seated)
    if (!tiers.length) throw new AppError('NOT_FOUND')
    const zoneOf = new Map(tiers.map((t, i) => [t.id, i]))
    const seats = await this.seats.ofSession(sessionId)
    return {
      bizShowSessionId: sessionId,
      rows: seats.reduce((n, s) => Math.max(n, s.row_no), 0),
      cols: seats.reduce((n, s) => Math.max(n, s.col_no), 0),
      zones: tiers.map((t) => ({
        seatPlanId: t.id,
        seatPlanName: textIn(t.name, ctx.locale),
        price: t.price_fen,
        priceInfo: priceInfo(t.price_fen)
      })),
      seats: seats.map((s) => [s.row_no, s.col_no, zoneOf.get(s.tier_id) ?? 0, SEAT_STATE[s.status]]),
      ...seatNames(seats)
    }
  }

  async description(showId: string, ctx: BrowseContext): Promise<string> {
    return textIn((await this.show(showId, ctx)).description, ctx.locale)
  }

  /** Derived from the show's settings (show-terms.ts), so they agree with its tags and with confirm order. */
  async serviceNotes(showId: string, ctx: BrowseContext): Promise<Array<{ title: string; content: string }>> {
    const row = await this.show(showId, ctx)
    const tierAges = (await this.repo.tiersOfShow(showId)).map((t) => t.min_age)
    const policies = await this.policiesOf(ctx.merchantId, showId, ctx.locale)
    return [
      ...serviceTerms(row, tierAges).map((term) => termNote(term, ctx.locale)),
      ...policies.map((p) => ({ title: p.title, content: p.content }))
    ]
  }

  /** brief: the show's short brief, for share cards and the booking header (one show row and its stock). */
  async brief(showId: string, ctx: BrowseContext): Promise<ShowBrief> {
    const row = await this.show(showId, ctx)
    const [statuses, offered, zone] = await Promise.all([
      this.statuses([row], ctx.now),
      this.couponShows(ctx.merchantId, [row.id], ctx.now),
      this.timeZoneOf(ctx.merchantId)
    ])
    return presentBrief(row, statuses.get(row.id) as StatusResult, offered.has(row.id), ctx.locale, zone)
  }

  /**
   * pick_seat_url: the seat page to open for a session. The merchant's third-party seat page when the
   * session has one (the web view opens it), else our own pick-seat page when the show picks seats and the
   * session has seats, else none (tiers bought by count). NOT_FOUND for a session not of the show.
   */
  async pickSeatUrl(showId: string, sessionId: string, ctx: BrowseContext): Promise<PickSeatUrl> {
    const row = await this.show(showId, ctx)
    const session = await this.repo.sessionSeatPage(showId, sessionId)
    if (!session) throw new AppError('NOT_FOUND')
    if (session.seat_page_url) return { kind: 'WEB_VIEW', url: session.seat_page_url }
    if (row.seat_picking && session.seated) return { kind: 'OWN', route: 'pick-seat', params: { showId, sessionId } }
    return { kind: 'NONE' }
  }

  async categories(ctx: BrowseContext) {
    return (await this.repo.categories()).map((c) => ({ code: c.code, displayName: textIn(c.name, ctx.locale) }))
  }

  async group(groupId: string, ctx: BrowseContext) {
    const group = await this.repo.group(ctx.merchantId, groupId)
    if (!group) throw new AppError('SHOW_NOT_FOUND')
    const shows = await this.repo.byGroup(ctx.merchantId, groupId)
    return {
      showGroupId: group.id,
      showGroupName: textIn(group.name, ctx.locale),
      theaterOrLocationAddress: textIn(group.address, ctx.locale),
      shows: await this.cards(shows, ctx)
    }
  }

  async tour(tourId: string, ctx: BrowseContext) {
    const tour = await this.repo.tour(ctx.merchantId, tourId)
    if (!tour) throw new AppError('NOT_FOUND')
    return {
      tourId: tour.id,
      tourName: textIn(tour.name, ctx.locale),
      shows: await this.cards(await this.repo.byTour(ctx.merchantId, tourId), ctx)
    }
  }

  async venueShows(venueId: string, ctx: BrowseContext) {
    return this.cards(await this.repo.byVenue(ctx.merchantId, venueId), ctx)
  }

  /**
   * A layout's show list (issue #16 item 2): the picked shows in the merchant's order, or the first
   * `count` by category and/or tag, best first; either way only shows on sale and not over.
   */
  async showList(source: ShowListSource, ctx: BrowseContext) {
    if (source.kind === 'RULE') {
      const page = await this.searchPage(
        {
          categoryCode: source.categoryCode,
          tag: source.tag,
          listedOnly: true,
          sortType: 'RECOMMEND',
          aheadOf: ctx.now,
          offset: 0,
          length: source.count
        },
        ctx
      )
      return page.list
    }
    const rows = await this.repo.listedAhead(ctx.merchantId, source.showIds, ctx.now)
    const at = new Map(source.showIds.map((id, i) => [id, i]))
    return this.cards(
      rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0)),
      ctx
    )
  }

  /** One show as a card, for shared links and previews. */
  async preview(showId: string, ctx: BrowseContext) {
    const row = await this.show(showId, ctx)
    return (await this.cards([row], ctx))[0]
  }

  /**
   * Shows to suggest: the same category as the given show when there is one, in the buyer's city when
   * given, best first; never the show itself and never one that can no longer be bought.
   */
  async recommend(q: { showId?: string; cityId?: string; length: number }, ctx: BrowseContext) {
    const base = q.showId ? await showOfMerchant(this.repo, ctx.merchantId, q.showId) : undefined
    // Cancelled, ended and sold-out shows are left out by the query, so they never take the places of ones to suggest.
    const page = await this.search(
      {
        categoryCode: base?.category_code,
        cityId: q.cityId,
        sortType: 'RECOMMEND',
        aheadOf: ctx.now,
        withTicketsLeft: true,
        offset: 0,
        length: q.length + 10
      },
      ctx
    )
    return page.list.filter((s) => s.showId !== q.showId && !NOT_RECOMMENDED.has(s.showStatus)).slice(0, q.length)
  }

  async venue(venueId: string, ctx: BrowseContext) {
    const venue = await this.repo.venue(ctx.merchantId, venueId)
    if (!venue) throw new AppError('NOT_FOUND')
    return { ...presentVenue(venue, ctx.locale), shows: await this.cards(await this.repo.byVenue(ctx.merchantId, venueId), ctx) }
  }

  /** These shows as cards in the order given (a buyer's favourites); an id of another merchant is left out. */
  async cardsOf(showIds: string[], ctx: BrowseContext) {
    const at = new Map(showIds.map((id, i) => [id, i]))
    const rows = (await this.repo.byIds(ctx.merchantId, showIds)).sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0))
    return this.cards(rows, ctx)
  }

  /** A venue with only its shows a buyer can still buy (what its site code opens). */
  async venueOnSale(venueId: string, ctx: BrowseContext) {
    const venue = await this.repo.venue(ctx.merchantId, venueId)
    if (!venue) return null
    return {
      venue: presentVenue(venue, ctx.locale),
      shows: await this.cards(await this.repo.listedAheadAtVenue(ctx.merchantId, venueId, ctx.now), ctx)
    }
  }

  async venueList(cityId: string | undefined, ctx: BrowseContext) {
    return (await this.repo.venues(ctx.merchantId, cityId)).map((v) => ({ ...presentVenue(v, ctx.locale), showCount: v.show_count }))
  }
}

const NOT_RECOMMENDED = new Set<string>(['CANCELED', 'COMPLETED', 'SOLD_OUT', 'DISABLED'])

function presentVenue(v: VenueRow, locale: Locale) {
  return {
    venueId: v.id,
    venueName: textIn(v.name, locale),
    venueAddress: textIn(v.address, locale),
    venueLat: v.lat,
    venueLng: v.lng,
    cityId: v.city_id,
    cityName: textIn(v.city_name, locale)
  }
}
