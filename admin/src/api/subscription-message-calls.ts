/** The console's subscription-message calls (types/api/subscription-message.ts ADMIN_SUBSCRIPTION_PATHS, under ADMIN_API). */
import { ADMIN_API } from '../../../types/api/staff'
import { ADMIN_SUBSCRIPTION_PATHS, type AdminMessageTemplates, type MessageTemplatesInput } from '../../../types/api/subscription-message'
import { adminGet, adminSend } from './admin-client'

export const messageTemplates = () => adminGet<AdminMessageTemplates>(`${ADMIN_API}${ADMIN_SUBSCRIPTION_PATHS.templates}`)
export const saveMessageTemplates = (input: MessageTemplatesInput) =>
  adminSend<AdminMessageTemplates>('PUT', `${ADMIN_API}${ADMIN_SUBSCRIPTION_PATHS.templates}`, input)
