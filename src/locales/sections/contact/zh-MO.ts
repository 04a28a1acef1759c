/** Texts of customer service and the web view page in Macao traditional Chinese. */
import type { ContactMessages } from './zh-CN'

const zhMO: ContactMessages = {
  service: {
    title: '聯絡客服',
    phone: '客服電話',
    call: '撥打',
    hours: '服務時間',
    online: '在線客服',
    online_detail: '在網頁中與客服對話',
    platform: '小程式客服',
    platform_detail: '在目前應用內發訊息給商家',
    none: '商家暫未設定客服聯絡方式',
    none_detail: '可以先看看訂單幫助：取票、退票和發票',
    help: '訂單幫助',
    close: '關閉',
    failed: '客服資訊載入失敗',
    weekday: {
      d1: '週一',
      d2: '週二',
      d3: '週三',
      d4: '週四',
      d5: '週五',
      d6: '週六',
      d7: '週日'
    }
  },
  web: {
    opening: '正在開啟網頁…',
    refused_title: '暫不能在這裡開啟此網頁',
    refused_domain: '{host} 不在商家允許開啟的網站之列。如需瀏覽，請複製連結，在瀏覽器中開啟。',
    refused_https: '這裡只能開啟以 https 開頭的安全連結。如需瀏覽，請複製連結，在瀏覽器中開啟。',
    refused_malformed: '這個連結的格式不正確，無法開啟。',
    copy_link: '複製連結',
    copied: '連結已複製',
    back: '返回',
    missing: '沒有要開啟的網頁',
    failed: '網頁資訊載入失敗'
  }
}

export default zhMO
