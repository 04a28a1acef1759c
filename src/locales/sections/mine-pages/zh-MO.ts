/** The favourites, annual review and site code pages in traditional Chinese (Macao). */
import type { MinePagesMessages } from './zh-CN'

const zhMO: MinePagesMessages = {
  favourites: {
    count: '共 {count} 部想看的演出',
    remove: '取消收藏',
    removed: '已取消收藏',
    empty: '還沒有收藏的演出',
    empty_detail: '在演出詳情頁點「想看」，演出就會出現在這裡',
    browse: '去看看演出',
    more: '載入更多',
    more_failed: '載入失敗，點擊重試'
  },
  review: {
    heading: '{year} 年度觀演回顧',
    zone_note: '按 {zone} 時間統計',
    shows: '看過的演出',
    sessions: '場次',
    tickets: '張票',
    spend: '購票花費',
    favourite_category: '最愛的類型',
    category_sessions: '看了 {count} 場',
    first_show: '年度第一場',
    latest_show: '最近一場',
    venues: '去過的場館',
    visits: '{count} 次',
    share: '分享我的年度回顧',
    share_title: '我的 {year} 年度觀演回顧：看了 {count} 部演出',
    share_title_empty: '我的 {year} 年度觀演回顧',
    copied: '連結已複製，發給朋友吧',
    copy_failed: '複製失敗，請稍後再試',
    previous_year: '上一年',
    next_year: '下一年',
    empty: '{year} 年還沒有看過演出',
    empty_detail: '演出開場後，你的觀演記錄會出現在這裡',
    browse: '去看看演出'
  },
  site: {
    intro: '輸入場館現場張貼的場館碼，查看該場館正在售賣的演出',
    placeholder: '場館碼，如 BL1106V1',
    open: '查看演出',
    scan: '掃碼',
    invalid: '場館碼為 2 到 20 位字母、數字或 -',
    unknown: '沒有找到場館碼為 {code} 的場館',
    unknown_detail: '請核對場館現場張貼的場館碼後重新輸入',
    retype: '重新輸入',
    shows_heading: '在售演出',
    no_shows: '這個場館暫時沒有在售的演出',
    browse: '去看看其他演出'
  }
}

export default zhMO
