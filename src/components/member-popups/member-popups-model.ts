/**
 * Which of the mine page's membership popups shows, and what closing it does (product.md "Other states":
 * "Level-upgrade and birthday popups: on closing, a 'no longer remind' call is made unless the server said
 * it was already set"). The gateway decides whether each shows (member-rules.ts showLevelUpPopup,
 * showBirthdayPopup); the level-up comes first, the birthday after it.
 */
import type { MemberPopupReply } from '../../../types/api/member'
import { callNoLongerRemindOnClose } from '../../../types/rules/member-rules'

export type MemberPopupKind = 'levelUp' | 'birthday'

export function popupsToShow(reply: MemberPopupReply): MemberPopupKind[] {
  return (['levelUp', 'birthday'] as const).filter((kind) => reply[kind].show)
}

/** On closing `kind`: whether to call its no_longer_remind. */
export function remindCallOnClose(reply: MemberPopupReply, kind: MemberPopupKind): boolean {
  return callNoLongerRemindOnClose(reply[kind].noLongerRemind)
}
