/** The favourites, annual review and site code pages (issue "Content and contact"); the reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  favourites: {
    count: '共 {count} 部想看的演出',
    remove: '取消收藏',
    removed: '已取消收藏',
    empty: '还没有收藏的演出',
    empty_detail: '在演出详情页点“想看”，演出就会出现在这里',
    browse: '去看看演出',
    more: '加载更多',
    more_failed: '加载失败，点击重试'
  },
  review: {
    heading: '{year} 年度观演回顾',
    zone_note: '按 {zone} 时间统计',
    shows: '看过的演出',
    sessions: '场次',
    tickets: '张票',
    spend: '购票花费',
    favourite_category: '最爱的类型',
    category_sessions: '看了 {count} 场',
    first_show: '年度第一场',
    latest_show: '最近一场',
    venues: '去过的场馆',
    visits: '{count} 次',
    share: '分享我的年度回顾',
    share_title: '我的 {year} 年度观演回顾：看了 {count} 部演出',
    share_title_empty: '我的 {year} 年度观演回顾',
    copied: '链接已复制，发给朋友吧',
    copy_failed: '复制失败，请稍后再试',
    previous_year: '上一年',
    next_year: '下一年',
    empty: '{year} 年还没有看过演出',
    empty_detail: '演出开场后，你的观演记录会出现在这里',
    browse: '去看看演出'
  },
  site: {
    intro: '输入场馆现场张贴的场馆码，查看该场馆正在售卖的演出',
    placeholder: '场馆码，如 BL1106V1',
    open: '查看演出',
    scan: '扫码',
    invalid: '场馆码为 2 到 20 位字母、数字或 -',
    unknown: '没有找到场馆码为 {code} 的场馆',
    unknown_detail: '请核对场馆现场张贴的场馆码后重新输入',
    retype: '重新输入',
    shows_heading: '在售演出',
    no_shows: '这个场馆暂时没有在售的演出',
    browse: '去看看其他演出'
  }
}

export type MinePagesMessages = SectionShape<typeof zhCN>
export default zhCN as MinePagesMessages
