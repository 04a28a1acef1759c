/** Scanned codes and the recent-order reminder on mine (issue #32); the reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  scan: {
    opening: '正在打开…',
    opening_detail: '正在识别二维码，马上为你打开页面',
    not_found: '二维码无效或已停用',
    not_found_detail: '请确认二维码来自本店，或到首页看看正在上演的演出',
    to_home: '去首页',
    failed: '页面没能打开',
    no_code: '没有可识别的二维码'
  },
  recent: {
    unpaid_title: '你有一笔待支付的订单',
    unpaid_deadline: '请在 {time} 前完成支付，逾期订单将自动取消',
    pay_now: '去支付',
    upcoming_title: '你的下一场演出',
    upcoming_when: '{time} 开演',
    tickets: '{count} 张',
    view: '查看订单'
  }
}

export type CodesMessages = SectionShape<typeof zhCN>
export default zhCN as CodesMessages
