/**
 * The online chat's goods card (calls-errors-limits.md "third-party goods id lookup for customer-service
 * chat"): the chat provider's id for a show or a goods item, the merchant's mapping set in the console, else
 * the item's own id. The customer-service sheet puts it in the chat link. The console keeps the mapping
 * (catalogue roles), each change audited.
 */
import { AppError } from '../http/app-error'
import { textIn } from '../http/texts'
import type { Db, Queryable } from '../db/db'
import type { Locale } from '../../../types/rules/language-tag'
import type { AuditRepository } from '../staff/audit.repository'
import {
  CHAT_GOODS_ID_MAX,
  type AdminChatGoodsBody,
  type AdminChatGoodsRow,
  type ChatGoodsReply,
  type ChatItemType
} from '../../../types/api/user-calls'
import { ChatGoodsRepository, type ChatGoodsRow } from './chat-goods.repository'

/** What a chat provider takes as a goods id: letters, digits, _ . : - (it travels in a URL). */
const CHAT_GOODS_ID = new RegExp(`^[\\w.:-]{1,${CHAT_GOODS_ID_MAX}}$`)

export class ChatGoodsService {
  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {}

  async lookup(merchantId: string, itemType: ChatItemType, itemId: string, locale: Locale): Promise<ChatGoodsReply> {
    const repo = new ChatGoodsRepository(this.db)
    const name = await repo.itemName(merchantId, itemType, itemId)
    if (name === undefined) throw new AppError('CHAT_ITEM_NOT_FOUND')
    const mapped = await repo.mapping(merchantId, itemType, itemId)
    return { itemType, itemId, chatGoodsId: mapped ?? itemId, mapped: mapped !== undefined, title: textIn(name, locale) }
  }

  async list(merchantId: string): Promise<AdminChatGoodsRow[]> {
    return (await new ChatGoodsRepository(this.db).all(merchantId)).map(present)
  }

  async set(merchantId: string, staffId: string, body: AdminChatGoodsBody, now: Date): Promise<AdminChatGoodsRow> {
    const chatGoodsId = body.chatGoodsId.trim()
    if (!CHAT_GOODS_ID.test(chatGoodsId)) throw new AppError('CHAT_GOODS_ID_INVALID', { reason: 'chatGoodsId' })
    return this.db.transaction(async (tx) => {
      const repo = new ChatGoodsRepository(tx)
      if ((await repo.itemName(merchantId, body.itemType, body.itemId)) === undefined)
        throw new AppError('CHAT_GOODS_ID_INVALID', { reason: body.itemType === 'SHOW' ? 'showId' : 'goodsId' })
      const before = await repo.one(merchantId, body.itemType, body.itemId)
      await repo.upsert(merchantId, { itemType: body.itemType, itemId: body.itemId, chatGoodsId }, now)
      const after = (await repo.one(merchantId, body.itemType, body.itemId)) as ChatGoodsRow
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'chat-goods.set',
          target: `${body.itemType}:${body.itemId}`,
          before: before ? { chatGoodsId: before.chat_goods_id } : null,
          after: { chatGoodsId }
        },
        now
      )
      return present(after)
    })
  }

  async remove(merchantId: string, staffId: string, itemType: ChatItemType, itemId: string, now: Date): Promise<true> {
    await this.db.transaction(async (tx) => {
      const repo = new ChatGoodsRepository(tx)
      const before = await repo.one(merchantId, itemType, itemId)
      if (!before || !(await repo.remove(merchantId, itemType, itemId))) throw new AppError('NOT_FOUND')
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: 'chat-goods.remove',
          target: `${itemType}:${itemId}`,
          before: { chatGoodsId: before.chat_goods_id },
          after: null
        },
        now
      )
    })
    return true
  }
}

function present(r: ChatGoodsRow): AdminChatGoodsRow {
  return {
    itemType: r.item_type,
    itemId: r.item_id,
    chatGoodsId: r.chat_goods_id,
    title: textIn(r.name, 'zh-CN'),
    updatedAt: new Date(r.updated_at).getTime()
  }
}
