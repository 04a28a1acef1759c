/**
 * Asking the buyer for subscription messages in the mini-programs (docs/subscription-messages.md): the
 * merchant's template ids are read ahead (the dialog must open inside the tap, before any other await), the
 * platform's dialog is shown at the moment (types/rules/subscription-message.ts askAt), and the ids accepted
 * are posted once the action succeeded. H5 has no dialog: nothing is read, asked or posted. Every call here is
 * a nicety around the action: a failure is swallowed, never a dialog over the page.
 */
import { appIdOfBuild } from '../../services/request/build-env'
import { primeSubscribe, primeTemplates, remindSubscribe, remindTemplates } from '../../services/subscription-message-api'
import { requestSubscribe } from '../../platform/subscribe-message'
import { askAt, askPlatform, KINDS_ASKED_AT, type AskMoment } from '../../../types/rules/subscription-message'
import type { RemindTemplate } from '../../../types/api/subscription-message'

const env = () => process.env.TARO_ENV
const known = new Map<AskMoment, RemindTemplate[]>()
const loading = new Map<AskMoment, Promise<void>>()
const asked = new Set<AskMoment>()
const declined = new Set<AskMoment>()

/** Reads the merchant's templates for a moment once a visit (logged in, in a mini-program); a failure is read again next time. */
export function prefetchTemplates(moment: AskMoment): void {
  if (!askPlatform(env()) || known.has(moment) || loading.has(moment)) return
  const appId = appIdOfBuild()
  const read = moment === 'COUPON_RECEIVED' ? remindTemplates(appId, KINDS_ASKED_AT[moment]) : primeTemplates(appId)
  loading.set(
    moment,
    read.then(
      (reply) => {
        known.set(moment, reply.templates)
        loading.delete(moment)
      },
      () => {
        loading.delete(moment)
      }
    )
  )
}

/** Shows the dialog for the moment (call first thing in the tap); the ids accepted, or none. */
export async function askNow(moment: AskMoment): Promise<string[]> {
  const ids = askAt(moment, env(), known.get(moment) ?? [], { asked, declined })
  if (!ids.length) return []
  asked.add(moment)
  const accepted = await requestSubscribe(ids)
  if (!accepted.length) declined.add(moment)
  return accepted
}

/** After the coupons were received: the buyer's consent to hear before they expire. */
export function recordCouponConsent(accepted: readonly string[], couponTemplateIds: readonly string[]): void {
  if (!accepted.length || !couponTemplateIds.length) return
  void remindSubscribe({
    appId: appIdOfBuild(),
    remindSubscribeTypeEnums: 'COUPON_TEMPLATE_EXPIRE',
    couponTemplateIds: [...couponTemplateIds],
    templateIds: [...accepted]
  }).catch(() => undefined)
}

/** After a membership popup closed: the buyer's consent to hear of the next level and the birthday. */
export function recordMembershipConsent(accepted: readonly string[]): void {
  if (!accepted.length) return
  void primeSubscribe({ appId: appIdOfBuild(), templateIds: [...accepted] }).catch(() => undefined)
}
