/** Texts of the order subpackage's remaining pages in traditional Chinese (Macao wording). */
import type { OrderPagesMessages } from './zh-CN'

const zhMO: OrderPagesMessages = {
  express: {
    carrier: '快遞公司',
    number: '運單號',
    shipped_at: '發貨時間',
    steps: '物流資訊',
    no_steps: '商家已發貨，物流資訊更新後會顯示在這裡',
    address: '收貨地址',
    waiting: '商家正在備貨',
    waiting_detail: '紙質票發貨後，可在這裡查看快遞公司、運單號和物流資訊',
    back_to_order: '返回訂單',
    view: '查看物流',
    shipped_line: '{carrier} {number}'
  },
  pay_loading: {
    checking: '正在確認付款結果…',
    checking_detail: '請勿關閉頁面，確認後將自動跳轉',
    timeout: '暫未收到付款結果',
    timeout_detail: '如已完成付款，請點擊「我已付款」再次確認；也可返回訂單查看',
    paid: '我已付款',
    back_to_order: '返回訂單'
  },
  pay_success_new: {
    title: '付款成功',
    eticket_note: '電子票已放入票夾，入場時出示即可',
    paper_note: '紙質票將以快遞寄出，發貨後可查看物流',
    show: '演出',
    session: '場次',
    venue: '場館',
    qty: '數量',
    qty_value: '共{count}張',
    paid: '實付金額',
    number: '訂單號',
    view_tickets: '查看電子票',
    view_express: '查看物流',
    view_order: '查看訂單',
    share: '分享給朋友',
    home: '返回首頁',
    not_paid: '這筆訂單還沒有付款成功'
  },
  share: {
    heading: '我搶到票啦',
    invite: '一起去看吧！',
    tickets: '{count}張',
    share: '分享給朋友',
    copy_link: '複製連結',
    copied: '連結已複製，快發給朋友吧',
    copy_failed: '複製失敗，請長按連結複製',
    unpaid: '訂單付款成功後才能分享',
    view_order: '查看訂單',
    share_title: '我搶到了《{show}》的票，一起去看吧！'
  },
  about: {
    arrive_title: '票怎樣送到',
    arrive_eticket: '電子票：付款成功後立即放入「票夾」，入場時出示動態入場碼（每30秒更新，截圖無效）。',
    arrive_paper: '紙質票：商家按下單時填寫的地址以快遞寄出，發貨後可在訂單中查看快遞公司、運單號和物流資訊。',
    refund_title: '退票',
    refund_text: '每場演出的退票規則不同，可在訂單詳情中查看；規則允許時可申請退票，退款原路退回。已檢票的票不能退。',
    invoice_title: '發票',
    invoice_text: '付款成功後可在訂單詳情中申請電子或紙質發票，紙質發票金額不含快遞費。',
    contact_title: '聯絡客服',
    phone: '客服電話',
    call: '撥打',
    hours: '服務時間',
    hours_line: '{day} {from}–{to}',
    online: '支援線上客服',
    no_contact: '商家暫未設定客服電話，可在演出詳情頁查看主辦方資訊',
    weekday: {
      d1: '星期一',
      d2: '星期二',
      d3: '星期三',
      d4: '星期四',
      d5: '星期五',
      d6: '星期六',
      d7: '星期日'
    }
  },
  wait_list: {
    intro: '候補購票：演出售罄時，你可以提交候補，有人退票或主辦方釋放票時，按提交先後為你購票。',
    how_title: '候補怎樣進行',
    how_1: '在售罄的場次和票檔提交候補，並選擇觀演人和數量。',
    how_2: '候補期間有可售的票時，按提交順序依次為候補用戶鎖票，成功後通知你付款。',
    how_3: '候補截止時仍未成功，候補自動失效，不產生任何費用。',
    rules_title: '候補須知',
    rule_1: '候補不保證一定成功，請留意通知。',
    rule_2: '同一場次每人限提交一個候補，數量不超過該場次的限購數量。',
    rule_3: '候補成功後需在規定時間內付款，逾時視為放棄。',
    not_open: '本店暫未開通候補購票，開通後將在演出頁顯示「候補」入口。',
    browse: '去看看演出'
  },
  order_detail: {
    ticket_transferred: '已轉贈',
    money_title: '款項明細',
    money_note: '訂單金額為下單時的金額；以下為退款、改簽後的款項',
    money_paid: '已付款',
    money_refunded: '已退回',
    money_refund_pending: '退款處理中',
    money_tickets_now: '目前門票',
    money_goods_now: '隨票商品',
    money_delivery: '配送費',
    money_service_fee: '服務費',
    money_refund_fees: '退票手續費'
  }
}

export default zhMO
