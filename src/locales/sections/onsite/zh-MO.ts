/** On-site purchase, Traditional Chinese (Macao). */
import type { OnSiteMessages } from './zh-CN'

const zhMO: OnSiteMessages = {
  today: '今日場次 · {date}',
  not_sold: '該演出暫不支援現場購票',
  not_sold_detail: '可在演出詳情頁在線購票',
  to_show: '查看演出',
  no_sessions: '今天沒有可現場購買的場次',
  no_sessions_detail: '現場購票僅限當天場次，其他日期請在線購票',
  open_until: '現場售票中 · {time} 停售',
  opens_at: '{time} 開始現場售票',
  ended: '現場售票已結束',
  left: '餘 {count} 張',
  sold_out: '已售罄',
  best_seats: '將為你自動選擇最佳座位',
  quantity: '數量',
  total: '合計',
  buy: '立即購買',
  pricing: '計算中…',
  note: '支付成功後即可在「現場票」中出示入場碼入場',
  my_tickets: '我的現場票',
  list_empty: '還沒有現場購票記錄',
  list_empty_detail: '在場館掃描場館碼，或在當天的演出頁選擇現場購票',
  list_action: '輸入場館碼',
  purchased_at: '購於 {time}',
  show_code: '出示入場碼',
  gate_hint: '請將入場碼出示給檢票員掃描，入場碼每 30 秒更新',
  badge: '現場購票',
  entry: '現場購票'
}

export default zhMO
