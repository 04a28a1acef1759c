/** The console's ticket-transfer calls (types/api/transfer.ts). */
import { adminPath } from '../../../types/api/staff'
import type { AdminShow } from '../../../types/api/catalogue-admin'
import { SHOW_TRANSFER_SETTINGS_PATH, type ShowTransferSettings } from '../../../types/api/transfer'
import { adminSend } from './admin-client'

export const saveTransferSettings = (showId: string, settings: ShowTransferSettings) =>
  adminSend<AdminShow>('PUT', adminPath(SHOW_TRANSFER_SETTINGS_PATH, { id: showId }), settings)
