/** The bsauth and douyin_auth pages. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  no_ticket: '登录链接不完整',
  no_ticket_detail: '请从原系统重新进入，或使用手机号登录',
  ticket_refused: '登录凭证无效或已过期',
  other_login: '使用其他方式登录',
  douyin_denied: '你取消了抖音授权',
  douyin_failed: '抖音登录失败',
  douyin_unavailable: '本店暂未开通抖音登录'
}

export type LoginExtraMessages = SectionShape<typeof zhCN>
export default zhCN as LoginExtraMessages
