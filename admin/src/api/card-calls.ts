/** The console's benefit card calls (types/api/benefit-card.ts ADMIN_CARD_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import {
  ADMIN_CARD_PATHS,
  type AdminBenefitCard,
  type AdminCardInstance,
  type AdminCardInstancePage,
  type BenefitCardInput
} from '../../../types/api/benefit-card'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const benefitCards = () => adminGet<AdminBenefitCard[]>(path(ADMIN_CARD_PATHS.list))
export const saveBenefitCard = (id: string | null, body: BenefitCardInput) =>
  id
    ? adminSend<AdminBenefitCard>('PUT', path(ADMIN_CARD_PATHS.one, id), body)
    : adminSend<AdminBenefitCard>('POST', path(ADMIN_CARD_PATHS.create), body)
export const cardInstances = (cardId: string, offset: number, length: number) =>
  adminGet<AdminCardInstancePage>(`${path(ADMIN_CARD_PATHS.instances, cardId)}?offset=${offset}&length=${length}`)
export const refundCardInstance = (instanceId: string) => adminSend<AdminCardInstance>('POST', path(ADMIN_CARD_PATHS.refund, instanceId))
