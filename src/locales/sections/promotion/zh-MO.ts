/** The promotion pages in Traditional Chinese, Macau wording (same keys as zh-CN.ts). */
import type { PromotionMessages } from './zh-CN'

const zhMO: PromotionMessages = {
  package_badge: '套票',
  price_per_set: '¥{price}/套',
  slot_count: '共{count}項，每項選一場',
  slot_label: '第{n}項',
  slot_shows: '{count}部演出可選',
  not_chosen: '未選擇',
  choose: '去選擇',
  change: '更換',
  choose_sessions: '選擇場次',
  validity: '活動時間：{start} 至 {end}',
  per_buyer: '每人限購{limit}套',
  remaining: '剩餘{count}套',
  rules_title: '活動規則',
  rule_fixed: '每套為固定價格：每一項各選一個場次和票檔，合計按套票價支付。',
  rule_cap: '套票價不會高於所選票檔單買的價格之和。',
  rule_after: '支付後每個場次產生一張訂單，可分別退票；套票訂單不支援改簽。',
  shows_title: '第{n}項可選演出',
  sessions_title: '選擇場次與票檔',
  left: '餘{count}',
  sold_out: '售罄',
  sets_label: '購買套數',
  total: '套票價',
  original: '單買 ¥{amount}',
  saving: '立省 ¥{amount}',
  submit: '提交訂單',
  pick_all: '請為每一項選擇場次和票檔',
  empty: '該活動暫無可選場次',
  shows_empty: '這一項暫無可選演出',
  to_home: '去首頁看看',
  ended: '活動未開始或已結束'
}

export default zhMO
