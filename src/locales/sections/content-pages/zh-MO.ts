/** The remaining spec pages, Traditional Chinese (Macau). */
import type { ContentPagesMessages } from './zh-CN'

const zhMO: ContentPagesMessages = {
  share: {
    from_friend: '好友向你推薦',
    note: '「{note}」',
    view_show: '查看演出',
    view_topic: '查看專題',
    show_missing: '演出不存在',
    show_missing_detail: '分享的演出可能已下架，去首頁看看其他演出吧',
    topic_missing: '專題不存在',
    topic_missing_detail: '分享的專題可能已結束，去首頁看看其他演出吧',
    back_home: '返回首頁',
    note_label: '附言（選填）',
    note_placeholder: '說點甚麼，好友打開連結時會看到'
  },
  support: {
    contact_title: '聯絡客服',
    contact_hint: '電話、服務時間和線上客服',
    contact_button: '聯絡客服',
    faq_title: '常見問題',
    search_placeholder: '搜尋問題',
    no_match: '沒有找到相關問題',
    no_match_detail: '換個關鍵字，或直接聯絡客服',
    faq: {
      buy: {
        q: '如何購票？',
        a: '在演出詳情頁選擇場次和票檔，確認訂單後在付款時限內完成付款即可。',
        go: '去看演出'
      },
      real_name: {
        q: '實名制演出需要準備甚麼？',
        a: '實名制演出需為每張票填寫觀演人證件資料，入場時核驗證件。可以預先在「常用觀演人」中新增。',
        go: '管理觀演人'
      },
      refund: {
        q: '如何退票？',
        a: '在訂單詳情頁按演出的退票規則申請退票，退款將按原付款方式退回。',
        go: '查看訂單'
      },
      enter: {
        q: '如何入場？',
        a: '在票夾中打開電子票，入場時出示動態二維碼供工作人員核驗。',
        go: '打開票夾'
      },
      invoice: {
        q: '如何開具發票？',
        a: '訂單付款完成後，可在訂單詳情頁申請開具電子發票。',
        go: '查看訂單'
      },
      coupon: {
        q: '優惠券怎麼使用？',
        a: '確認訂單時會自動為你選擇可用的優惠券，也可以手動更換。',
        go: '我的優惠券'
      },
      member: {
        q: '會員等級和積分如何獲得？',
        a: '每筆已付款訂單都會按商家規則累積成長值和積分，成長值達到門檻即可升級。',
        go: '會員中心'
      }
    }
  },
  tour: {
    follow: '關注巡演',
    following: '已關注',
    followed: '已關注，新的城市開演會出現在「我的收藏」',
    unfollowed: '已取消關注',
    followed_title: '關注的巡演',
    show_count: '{count} 場演出'
  },
  reminders: {
    title: '開售提醒',
    line: '{time} 開售 · 提前 {minutes} 分鐘短訊提醒'
  },
  verify: {
    checking: '正在校驗連結',
    invalid_title: '連結無效',
    missing: '連結缺少必要的參數',
    unknown: '連結指向的頁面不存在',
    not_built: '該功能暫未開放',
    missing_param: '連結缺少參數：{param}',
    open_failed: '頁面打開失敗',
    back_home: '返回首頁'
  },
  coupon_create: {
    received_title: '領取成功',
    received_detail: '優惠券已放入你的帳戶',
    receive_title: '領取優惠券',
    receive_detail: '領取後可在「我的優惠券」中查看',
    login_title: '登入後領取優惠券',
    login: '去登入',
    missing: '優惠券不存在',
    missing_detail: '該優惠券可能已領完或已下架',
    my_coupons: '我的優惠券',
    use_now: '去使用',
    back_home: '返回首頁'
  }
}

export default zhMO
