/**
 * Texts of customer service (the sheet the customer-service button opens) and of the web view page. The
 * reference dictionary: zh-MO and en-US match its shape (section-i18n.ts). Only the sheet and the web
 * view page import them, so they load with those, never with a first page.
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  service: {
    title: '联系客服',
    phone: '客服电话',
    call: '拨打',
    hours: '服务时间',
    online: '在线客服',
    online_detail: '在网页中与客服对话',
    platform: '小程序客服',
    platform_detail: '在当前应用内发消息给商家',
    none: '商家暂未设置客服联系方式',
    none_detail: '可以先看看订单帮助：取票、退票和发票',
    help: '订单帮助',
    close: '关闭',
    failed: '客服信息加载失败',
    weekday: {
      d1: '周一',
      d2: '周二',
      d3: '周三',
      d4: '周四',
      d5: '周五',
      d6: '周六',
      d7: '周日'
    }
  },
  web: {
    opening: '正在打开网页…',
    refused_title: '暂不能在这里打开此网页',
    refused_domain: '{host} 不在商家允许打开的网站之列。如需访问，请复制链接，在浏览器中打开。',
    refused_https: '这里只能打开以 https 开头的安全链接。如需访问，请复制链接，在浏览器中打开。',
    refused_malformed: '这个链接的格式不正确，无法打开。',
    copy_link: '复制链接',
    copied: '链接已复制',
    back: '返回',
    missing: '没有要打开的网页',
    failed: '网页信息加载失败'
  }
}

export type ContactMessages = SectionShape<typeof zhCN>
export default zhCN as ContactMessages
