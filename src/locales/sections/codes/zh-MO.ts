/** Scanned codes and the recent-order reminder, Traditional Chinese (Macau). */
import type { CodesMessages } from './zh-CN'

const zhMO: CodesMessages = {
  scan: {
    opening: '正在打開…',
    opening_detail: '正在識別二維碼，馬上為你打開頁面',
    not_found: '二維碼無效或已停用',
    not_found_detail: '請確認二維碼來自本店，或到首頁看看正在上演的演出',
    to_home: '去首頁',
    failed: '頁面未能打開',
    no_code: '沒有可識別的二維碼'
  },
  recent: {
    unpaid_title: '你有一筆待支付的訂單',
    unpaid_deadline: '請在 {time} 前完成支付，逾期訂單將自動取消',
    pay_now: '去支付',
    upcoming_title: '你的下一場演出',
    upcoming_when: '{time} 開演',
    tickets: '{count} 張',
    view: '查看訂單'
  }
}

export default zhMO
