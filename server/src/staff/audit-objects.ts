/**
 * What an audit row's target names, so the console can show "订单 260101…· 演出名" instead of `order:ord_…`
 * and find rows by the name a merchant knows. Targets grew in two forms: `kind:id` (order:ord_…, show:…,
 * layout:…:v3) and a bare id whose kind only the action tells (coupon.create → a coupon template). Targets
 * that name no stored object (storefront:draft, a copywriting key, a login channel) have no object.
 */
import type { AuditObjectKind } from '../../../types/api/staff'

export interface AuditObjectRef {
  kind: AuditObjectKind
  id: string
}

/** The `kind:` prefixes writers use, and the kind each names. */
const PREFIX_KINDS: ReadonlyMap<string, AuditObjectKind> = new Map(
  Object.entries({
    order: 'order',
    ticket: 'ticket',
    show: 'show',
    session: 'session',
    tier: 'tier',
    hall: 'hall',
    venue: 'venue',
    staff: 'staff',
    goods: 'goods',
    goods_category: 'goods-category',
    coupon: 'coupon',
    layout: 'layout',
    invoice: 'invoice',
    'work-permit': 'work-permit',
    'goods-order': 'goods-order',
    member_order: 'member-order',
    'open-show-registration': 'open-show-registration'
  } satisfies Record<string, AuditObjectKind>)
)

/** Actions whose target is a bare id, by the action key or the start of it, and the kind of that id. */
const BARE_ID_KINDS: ReadonlyArray<readonly [string, AuditObjectKind]> = [
  ['coupon.create', 'coupon'],
  ['coupon.update', 'coupon'],
  ['coupon.stop', 'coupon'],
  ['coupon.codes', 'coupon'],
  ['card.create', 'card'],
  ['card.update', 'card'],
  // A card's refund names the buyer's card (its instance), not the card on sale.
  ['card.refund', 'card-instance'],
  ['card.refund_retry', 'card-instance'],
  ['open-show.approve', 'open-show-registration'],
  ['open-show.reject', 'open-show-registration'],
  ['announcement.', 'announcement'],
  ['promotion.', 'promotion'],
  ['vote.', 'vote'],
  ['parking.lot.', 'parking-lot'],
  ['parking.gate.', 'parking-lot'],
  ['open-show.create', 'show'],
  ['open-show.update', 'show'],
  ['catalogue.show-access', 'show'],
  ['reservation.item.', 'reservation-item'],
  ['reservation.slots.add', 'reservation-item'],
  ['privilege.create', 'privilege'],
  ['privilege.codes', 'privilege'],
  ['promotion-code.create', 'promotion-code']
]

function bareIdKind(action: string): AuditObjectKind | undefined {
  // 'coupon.codes' names the template; 'coupon.codes.void' a batch, which has no name of its own.
  return BARE_ID_KINDS.find(([key]) => (key.endsWith('.') ? action.startsWith(key) : action === key))?.[1]
}

/** The object a row's target names, or undefined when it names none the console can put words to. */
export function auditObjectRef(action: string, target: string): AuditObjectRef | undefined {
  const colon = target.indexOf(':')
  if (colon > 0) {
    const kind = PREFIX_KINDS.get(target.slice(0, colon))
    // layout:<id>:draft and layout:<id>:v3 name the layout.
    const id = target.slice(colon + 1).split(':')[0]
    return kind && id ? { kind, id } : undefined
  }
  const kind = bareIdKind(action)
  return kind && target ? { kind, id: target } : undefined
}

/**
 * The targets rows about these objects are written under, compared whole: the bare id and `kind:id` (a row
 * written as `kind:id:…` is compared by its first two parts, see AuditRepository.page). Equality rather than
 * patterns, so a short name matching many objects stays one hashed lookup per row.
 */
export function targetsOf(refs: readonly AuditObjectRef[]): string[] {
  const prefixes = new Map<AuditObjectKind, string[]>()
  for (const [prefix, kind] of PREFIX_KINDS) prefixes.set(kind, [...(prefixes.get(kind) ?? []), prefix])
  return [...new Set(refs.flatMap(({ kind, id }) => [id, ...(prefixes.get(kind) ?? []).map((p) => `${p}:${id}`)]))]
}
