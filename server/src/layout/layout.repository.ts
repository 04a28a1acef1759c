/** Layout rows of a merchant. */
import type { Queryable } from '../db/db'
import type { Texts } from '../http/texts'
import type { LayoutPage, StoredComponent } from './layout-types'

export interface LayoutRow {
  id: string
  page: LayoutPage
  name: Texts
  title: Texts
  components: StoredComponent[]
  enabled: boolean
  end_time: Date | null
}

const COLUMNS = 'id, page, name, title, components, enabled, end_time'

export class LayoutRepository {
  constructor(private readonly db: Queryable) {}

  /** Live layouts of a page: enabled and not past their end time, first by sort. */
  async live(merchantId: string, page: LayoutPage, now: Date): Promise<LayoutRow[]> {
    return this.db.query<LayoutRow>(
      `SELECT ${COLUMNS} FROM layouts WHERE merchant_id = $1 AND page = $2 AND enabled AND (end_time IS NULL OR end_time > $3) ORDER BY sort, id`,
      [merchantId, page, now]
    )
  }

  async byId(merchantId: string, layoutId: string): Promise<LayoutRow | undefined> {
    const rows = await this.db.query<LayoutRow>(`SELECT ${COLUMNS} FROM layouts WHERE merchant_id = $1 AND id = $2`, [merchantId, layoutId])
    return rows[0]
  }
}
