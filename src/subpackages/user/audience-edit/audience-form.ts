/** The attendee form's rules (product.md section 5, the real-name form's messages). */
import { idCardFacts, isValidIdNo, isValidPersonName, type IdType } from '../../../../types/rules/account-rules'
import type { MessageKey } from '../../../locales/i18n'

export function audienceProblem(name: string, idType: IdType, idNo: string): MessageKey | undefined {
  if (!isValidPersonName(name)) return 'audience.name_required'
  if (!isValidIdNo(idType, idNo.trim().toUpperCase())) return 'audience.id_invalid'
  return undefined
}

/** What the form shows under an 18-character ID as it is typed: the birth date and gender it carries. */
export function idCardPreview(idType: IdType, idNo: string): { birthday: string; gender: 'MAN' | 'WOMAN' } | undefined {
  return idType === 'ID_CARD' ? idCardFacts(idNo.trim().toUpperCase()) : undefined
}

export const ID_TYPE_LABELS: Record<IdType, MessageKey> = {
  ID_CARD: 'audience.id_type_ID_CARD',
  PASSPORT: 'audience.id_type_PASSPORT',
  HK_MACAU_PERMIT: 'audience.id_type_HK_MACAU_PERMIT',
  TAIWAN_PERMIT: 'audience.id_type_TAIWAN_PERMIT'
}
