/**
 * What the journeys share: which compiled packages exist, and a host for one of them wired to the test
 * storefront (its gateway, its WeChat and Alipay doubles): wx.login / my.getAuthCode hand out codes the
 * doubles know, and a payment is confirmed the way each platform's cashier would.
 */
import { createVerify } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { MiniHost } from './runtime/mini-host'
import type { Platform, PlatformScript } from './runtime/platform-api'
import type { MiniStorefront } from './mini-storefront'
import type { SeatMap } from '../types/api/show'
import { inRect, initialViewport, placeCentre, seatArea } from '../src/subpackages/show/pick-seat/seat-viewport'
import { firstRowOfZone } from '../src/subpackages/show/pick-seat/seat-selection'

const ROOT = resolve(__dirname, '..')

export const buildOf = (platform: Platform) => join(ROOT, 'dist', platform)

/** The platforms whose build is present (CI builds both before this suite). */
export function builtPlatforms(): Platform[] {
  return (['weapp', 'alipay'] as const).filter((p) => existsSync(join(buildOf(p), 'app.json')))
}

export interface Buyer {
  /** WeChat openid or Alipay user id the login codes stand for. */
  id: string
}

/**
 * What the platform and the buyer answer for a host on the test storefront: wx.login / my.getAuthCode
 * codes the doubles know for `buyer`, payments confirmed as each platform's cashier would, modals confirmed.
 */
export function hostScript(
  storefront: MiniStorefront,
  platform: Platform = 'weapp',
  buyer: Buyer = { id: `buyer_${Date.now()}` }
): PlatformScript {
  return {
    gatewayBase: storefront.base,
    appId: platform === 'weapp' ? storefront.wechat.mini.appId : storefront.alipay.appId,
    loginCode: async () => (platform === 'weapp' ? storefront.wechat.miniCode(buyer.id) : storefront.alipay.authCode(buyer.id)),
    pay: (request) => (platform === 'weapp' ? wechatPays(storefront, request) : alipayPays(storefront, request)),
    answerModal: () => true,
    scan: () => undefined
  }
}

export function newHost(platform: Platform, storefront: MiniStorefront, buyer: Buyer = { id: `buyer_${Date.now()}` }): MiniHost {
  return new MiniHost(platform, buildOf(platform), hostScript(storefront, platform, buyer))
}

/** The gateway's JSON `data`, read as a buyer-less client would. */
export async function gatewayData<T>(base: string, path: string): Promise<T> {
  return ((await (await fetch(`${base}${path}`)).json()) as { data: T }).data
}

interface ShowCard {
  showId: string
  showName: string
  showStatus: string
}

/** An on-sale seat-picked show without age rules, its session with free seats, and that session's seat map. */
export async function seatedShow(base: string): Promise<{ show: ShowCard; sessionId: string; map: SeatMap }> {
  const list: ShowCard[] = []
  for (const offset of [0, 50, 100]) {
    list.push(
      ...(
        await gatewayData<{ list: ShowCard[] }>(base, `/home/pub/v3/show_list/search?sortType=RECOMMEND&offset=${offset}&length=50&lang=zh`)
      ).list
    )
  }
  for (const show of list.filter((s) => s.showStatus === 'ON_SALE')) {
    const detail = await gatewayData<{ supportSeatPicking?: boolean; minLimitAge?: number }>(
      base,
      `/show/pub/v5/show/${show.showId}/static?lang=zh`
    )
    if (!detail.supportSeatPicking || detail.minLimitAge) continue
    const sessions = await gatewayData<Array<{ bizShowSessionId: string; canBuy?: boolean }>>(
      base,
      `/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`
    )
    const first = sessions.find((s) => s.canBuy)
    if (!first) continue
    const map = await gatewayData<SeatMap | null>(
      base,
      `/show/pub/v5/show/${show.showId}/session/${first.bizShowSessionId}/seat_map?lang=zh`
    )
    if (map) return { show, sessionId: first.bizShowSessionId, map }
  }
  throw new Error('no seat-picked show on sale in the demo data')
}

/**
 * A free seat of the chosen tier that the pick-seat page shows when it opens, and where it is on the canvas,
 * by the page's own geometry (seat-viewport.ts): the map fitted to the canvas and brought to the tier's
 * first row, as the page opens it; a seat off the edges is not tappable before panning.
 */
export function visibleFreeSeat(map: SeatMap, seatPlanId: string, view: { width: number; height: number }) {
  const zone = map.zones.findIndex((z) => z.seatPlanId === seatPlanId)
  const viewport = initialViewport(map, view, zone >= 0 ? firstRowOfZone(map, zone) : undefined)
  for (const [row, col, z, state] of map.seats) {
    if (z !== zone || state !== 0) continue
    const point = placeCentre(viewport, row, col)
    if (inRect(seatArea(view), point)) return { row, col, point }
  }
  throw new Error(`no free seat of ${seatPlanId} in view`)
}

/**
 * The WeChat client's side of requestPayment: the parameters must carry a paySign that verifies with the
 * merchant's key over `appId\ntimeStamp\nnonceStr\npackage\n` (as WeChat checks before showing the
 * cashier); the buyer pays; WeChat Pay notifies the gateway.
 */
export async function wechatPays(storefront: MiniStorefront, request: Record<string, unknown>): Promise<void> {
  const { timeStamp, nonceStr, package: pkg, signType, paySign } = request as Record<string, string>
  if (signType !== 'RSA') throw new Error(`requestPayment:fail signType ${signType}`)
  const message = `${storefront.wechat.mini.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`
  const signed = createVerify('RSA-SHA256').update(message).verify(storefront.wechat.merchant.publicKeyPem, paySign, 'base64')
  if (!signed) throw new Error('requestPayment:fail paySign does not verify')
  const prepayId = pkg.replace(/^prepay_id=/, '')
  const transaction = [...storefront.wechat.transactions.values()].find((t) => t.prepay_id === prepayId)
  if (!transaction) throw new Error(`requestPayment:fail unknown prepay_id ${prepayId}`)
  const delivered = await storefront.wechat.send(storefront.wechat.payNotification(transaction.out_trade_no), storefront.base)
  if (delivered.status >= 300) throw new Error(`the gateway refused WeChat's notification: ${delivered.status} ${delivered.body}`)
}

/** The Alipay client's side of tradePay: the trade number must be one trade.create made; the buyer pays; Alipay notifies. */
export async function alipayPays(storefront: MiniStorefront, request: Record<string, unknown>): Promise<void> {
  const tradeNo = String(request.tradeNO ?? '')
  const trade = [...storefront.alipay.trades.values()].find((t) => t.tradeNo === tradeNo)
  if (!trade) throw new Error(`tradePay: unknown tradeNO ${tradeNo}`)
  storefront.alipay.pay(trade.outTradeNo)
  const notification = storefront.alipay.notify(trade.outTradeNo)
  const res = await fetch(`${storefront.base}${notification.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: notification.body
  })
  if ((await res.text()) !== 'success') throw new Error("the gateway refused Alipay's notification")
}

/** An on-sale real-name show without age rules and with tickets to sell (attendees are named on confirm order). */
export async function realNameShow(base: string): Promise<ShowCard> {
  for (const offset of [0, 50, 100]) {
    const { list } = await gatewayData<{ list: ShowCard[] }>(
      base,
      `/home/pub/v3/show_list/search?sortType=RECOMMEND&offset=${offset}&length=50&lang=zh`
    )
    for (const show of list.filter((s) => s.showStatus === 'ON_SALE')) {
      const detail = await gatewayData<{ realName?: boolean; minLimitAge?: number; supportSeatPicking?: boolean }>(
        base,
        `/show/pub/v5/show/${show.showId}/static?lang=zh`
      )
      if (!detail.realName || detail.minLimitAge || detail.supportSeatPicking) continue
      const sessions = await gatewayData<Array<{ bizShowSessionId: string; canBuy?: boolean }>>(
        base,
        `/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`
      )
      if (sessions.some((s) => s.canBuy)) return show
    }
  }
  throw new Error('no real-name show on sale in the demo data')
}

/** A valid mainland ID number: 17 digits and their check digit (GB 11643). */
export function idCard(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  return first17 + '10X98765432'[[...first17].reduce((a, d, i) => a + Number(d) * w[i], 0) % 11]
}
