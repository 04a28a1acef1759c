/** The console's login channels (owner only) and the chat's goods ids (catalogue roles): types/api/user-calls.ts. */
import { ADMIN_API } from '../../../types/api/staff'
import {
  ADMIN_CHAT_GOODS_PATHS,
  ADMIN_LOGIN_CHANNEL_PATHS,
  type AdminChatGoodsBody,
  type AdminChatGoodsRow,
  type AdminLoginChannelBody,
  type AdminLoginChannelView,
  type ChatItemType,
  type LoginChannel
} from '../../../types/api/user-calls'
import { adminGet, adminSend } from './admin-client'

const channelPath = (channel: LoginChannel) => `${ADMIN_API}${ADMIN_LOGIN_CHANNEL_PATHS.one.replace(':channel', channel)}`

export const loginChannels = () => adminGet<AdminLoginChannelView[]>(`${ADMIN_API}${ADMIN_LOGIN_CHANNEL_PATHS.list}`)
export const saveLoginChannel = (channel: LoginChannel, body: AdminLoginChannelBody) =>
  adminSend<AdminLoginChannelView>('PUT', channelPath(channel), body)
export const removeLoginChannel = (channel: LoginChannel) => adminSend<true>('DELETE', channelPath(channel))

export const chatGoodsIds = () => adminGet<AdminChatGoodsRow[]>(`${ADMIN_API}${ADMIN_CHAT_GOODS_PATHS.list}`)
export const saveChatGoodsId = (body: AdminChatGoodsBody) =>
  adminSend<AdminChatGoodsRow>('PUT', `${ADMIN_API}${ADMIN_CHAT_GOODS_PATHS.list}`, body)
export const removeChatGoodsId = (itemType: ChatItemType, itemId: string) =>
  adminSend<true>(
    'DELETE',
    `${ADMIN_API}${ADMIN_CHAT_GOODS_PATHS.one.replace(':itemType', itemType).replace(':itemId', encodeURIComponent(itemId))}`
  )
