/** Texts of the ticket pages in traditional Chinese, Macao wording (reference: zh-CN.ts). */
import type { TicketsMessages } from './zh-CN'

const zhMO: TicketsMessages = {
  state: {
    valid: '未使用',
    used: '已檢票',
    refunding: '退票中',
    refunded: '已退票',
    transferring: '轉贈中',
    rebooked: '已改簽'
  },
  history: {
    entry: '歷史票夾',
    empty: '還沒有歷史票',
    to_holder: '去票夾',
    load_more: '載入更多',
    no_more: '沒有更多了',
    count: '共{count}張'
  },
  code: {
    brightness_hint: '請調高屏幕亮度，方便檢票員掃碼',
    brightened: '已調高屏幕亮度',
    void: '這張票目前不能入場'
  },
  error: {
    not_found: '找不到這張票',
    not_found_detail: '票號有誤，或這張票不屬於目前登入的帳號',
    void: '這張票不能入場',
    void_detail: '目前狀態：{state}',
    to_holder: '去票夾',
    to_order: '查看訂單',
    to_history: '歷史票夾',
    switch_account: '切換帳號'
  },
  share: {
    hint: '分享的是演出資訊，不含你的入場碼',
    button: '分享給好友',
    copy_link: '複製演出連結',
    copied: '連結已複製，發給好友即可',
    copy_failed: '複製失敗',
    view_show: '查看演出'
  },
  actions: {
    full_screen: '全屏出示',
    share: '分享演出',
    add_calendar: '加入日曆'
  },
  calendar: {
    added: '已加入日曆',
    downloaded: '日曆檔案已下載，打開即可加入日曆',
    failed: '加入日曆失敗，請稍後重試'
  },
  // Wallet passes (H5 only).
  wallet: {
    apple: '加入 Apple 錢包',
    google: '儲存至 Google 錢包',
    failed: '暫時無法加入錢包，請稍後重試'
  }
}

export default zhMO
