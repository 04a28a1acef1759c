/**
 * The promotion form's values and the input the gateway takes, kept apart from the form so the
 * conversion is plain: yuan typed with two decimals become integer fen; a channel discount's 折 is the
 * percent still paid (85 = 8.5折); each package slot is a list of shows (scopes by slot); a channel
 * discount's shows are slot 0. The gateway checks every field again (PromotionService.create).
 */
import type { PromotionInput } from '../../../../types/api/promotion'
import type { ChannelDiscountKind, PromotionKind } from '../../../../types/rules/promotion-rules'
import { yuanToFen } from '../../../../types/rules/money'

export interface PromotionFormValues {
  kind: PromotionKind
  nameZhCN: string
  nameZhMO?: string
  nameEnUS?: string
  window: [number, number] | null
  quota?: number | null
  perBuyerLimit?: number | null
  channelCode?: string
  discountKind?: ChannelDiscountKind
  /** PERCENT: 1-99 (85 = 8.5折); AMOUNT: yuan off each ticket. */
  discountValue?: number
  fixedYuan?: number
  channelShows?: string[]
  slots?: Array<{ shows?: string[] }>
}

const fen = (yuan: number | undefined) => yuanToFen(yuan ?? 0)

export function toPromotionInput(v: PromotionFormValues): PromotionInput {
  const name: Record<string, string> = { 'zh-CN': v.nameZhCN.trim() }
  if (v.nameZhMO?.trim()) name['zh-MO'] = v.nameZhMO.trim()
  if (v.nameEnUS?.trim()) name['en-US'] = v.nameEnUS.trim()
  const [startTime, endTime] = v.window ?? [0, 0]
  const common = { kind: v.kind, name, startTime, endTime, quota: v.quota ?? null, perBuyerLimit: v.perBuyerLimit ?? null }
  if (v.kind === 'CHANNEL') {
    const value = v.discountKind === 'AMOUNT' ? fen(v.discountValue) : Math.round(v.discountValue ?? 0)
    return {
      ...common,
      channelCode: (v.channelCode ?? '').trim(),
      discountKind: v.discountKind ?? 'PERCENT',
      discountValue: value,
      scopes: (v.channelShows ?? []).map((showId) => ({ slot: 0, showId }))
    }
  }
  return {
    ...common,
    fixedAmount: fen(v.fixedYuan),
    scopes: (v.slots ?? []).flatMap((s, slot) => (s.shows ?? []).map((showId) => ({ slot, showId })))
  }
}

export const NEW_PROMOTION: PromotionFormValues = {
  kind: 'PACKAGE',
  nameZhCN: '',
  window: null,
  discountKind: 'PERCENT',
  slots: [{ shows: [] }, { shows: [] }]
}
