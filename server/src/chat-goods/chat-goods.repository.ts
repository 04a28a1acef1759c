/** SQL for the chat's goods ids: the merchant's mapping per show or goods item, and the items' names. */
import type { Queryable } from '../db/db'
import type { ChatItemType } from '../../../types/api/user-calls'

export interface ChatGoodsRow {
  item_type: ChatItemType
  item_id: string
  chat_goods_id: string
  updated_at: Date
  /** The item's name texts (jsonb), null when the item is gone. */
  name: unknown
}

const ITEM_NAME = `CASE m.item_type WHEN 'SHOW' THEN (SELECT s.name FROM shows s WHERE s.id = m.item_id AND s.merchant_id = m.merchant_id)
  ELSE (SELECT p.name FROM spus p WHERE p.id = m.item_id AND p.merchant_id = m.merchant_id) END`

export class ChatGoodsRepository {
  constructor(private readonly db: Queryable) {}

  /** The item's name texts when the merchant has it (a show, or a goods item), else undefined. */
  async itemName(merchantId: string, itemType: ChatItemType, itemId: string): Promise<unknown> {
    const sql =
      itemType === 'SHOW'
        ? 'SELECT name FROM shows WHERE id = $1 AND merchant_id = $2'
        : 'SELECT name FROM spus WHERE id = $1 AND merchant_id = $2'
    const rows = await this.db.query<{ name: unknown }>(sql, [itemId, merchantId])
    return rows[0]?.name
  }

  async mapping(merchantId: string, itemType: ChatItemType, itemId: string): Promise<string | undefined> {
    const rows = await this.db.query<{ chat_goods_id: string }>(
      'SELECT chat_goods_id FROM chat_goods_ids WHERE merchant_id = $1 AND item_type = $2 AND item_id = $3',
      [merchantId, itemType, itemId]
    )
    return rows[0]?.chat_goods_id
  }

  async all(merchantId: string): Promise<ChatGoodsRow[]> {
    return this.db.query<ChatGoodsRow>(
      `SELECT m.item_type, m.item_id, m.chat_goods_id, m.updated_at, ${ITEM_NAME} AS name
         FROM chat_goods_ids m WHERE m.merchant_id = $1 ORDER BY m.updated_at DESC`,
      [merchantId]
    )
  }

  async one(merchantId: string, itemType: ChatItemType, itemId: string): Promise<ChatGoodsRow | undefined> {
    const rows = await this.db.query<ChatGoodsRow>(
      `SELECT m.item_type, m.item_id, m.chat_goods_id, m.updated_at, ${ITEM_NAME} AS name
         FROM chat_goods_ids m WHERE m.merchant_id = $1 AND m.item_type = $2 AND m.item_id = $3`,
      [merchantId, itemType, itemId]
    )
    return rows[0]
  }

  async upsert(merchantId: string, row: { itemType: ChatItemType; itemId: string; chatGoodsId: string }, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_goods_ids (merchant_id, item_type, item_id, chat_goods_id, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, item_type, item_id) DO UPDATE SET chat_goods_id = EXCLUDED.chat_goods_id, updated_at = EXCLUDED.updated_at`,
      [merchantId, row.itemType, row.itemId, row.chatGoodsId, now]
    )
  }

  async remove(merchantId: string, itemType: ChatItemType, itemId: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM chat_goods_ids WHERE merchant_id = $1 AND item_type = $2 AND item_id = $3 RETURNING item_id',
      [merchantId, itemType, itemId]
    )
    return rows.length === 1
  }
}
