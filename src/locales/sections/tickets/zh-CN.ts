/**
 * Texts of the ticket pages of issue #17 (history-ticket, ticket-code, ticket-error, share-ticket, the
 * ticket detail's actions) and the calendar (product.md section 3 "Copywriting": the calendar section).
 * The reference dictionary: zh-MO and en-US must have its shape (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  state: {
    valid: '未使用',
    used: '已检票',
    refunding: '退票中',
    refunded: '已退票',
    transferring: '转赠中',
    rebooked: '已改签'
  },
  history: {
    entry: '历史票夹',
    empty: '还没有历史票',
    to_holder: '去票夹',
    load_more: '加载更多',
    no_more: '没有更多了',
    count: '共{count}张'
  },
  code: {
    brightness_hint: '请调高屏幕亮度，方便检票员扫码',
    brightened: '已调高屏幕亮度',
    void: '这张票当前不能入场'
  },
  error: {
    not_found: '找不到这张票',
    not_found_detail: '票号有误，或这张票不属于当前登录的账号',
    void: '这张票不能入场',
    void_detail: '当前状态：{state}',
    to_holder: '去票夹',
    to_order: '查看订单',
    to_history: '历史票夹',
    switch_account: '切换账号'
  },
  share: {
    hint: '分享的是演出信息，不含你的入场码',
    button: '分享给好友',
    copy_link: '复制演出链接',
    copied: '链接已复制，发给好友即可',
    copy_failed: '复制失败',
    view_show: '查看演出'
  },
  actions: {
    full_screen: '全屏出示',
    share: '分享演出',
    add_calendar: '添加到日历'
  },
  calendar: {
    added: '已添加到日历',
    downloaded: '日历文件已下载，打开即可添加到日历',
    failed: '添加到日历失败，请稍后重试'
  },
  // Wallet passes (H5 only).
  wallet: {
    apple: '添加到 Apple 钱包',
    google: '保存到 Google 钱包',
    failed: '暂时无法添加到钱包，请稍后重试'
  }
}

export type TicketsMessages = SectionShape<typeof zhCN>
export default zhCN as TicketsMessages
