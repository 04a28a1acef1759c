/**
 * Outside accounts: Google and Apple sign-in on the login-way page, and the official-account follow card.
 * The reference dictionary of the section (section-i18n.ts). The button labels follow the providers'
 * guidelines in each language.
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  or: '或',
  google: '使用 Google 账号登录',
  apple: '通过 Apple 登录',
  signing_in: '正在登录…',
  sign_in_failed: '登录未完成，请重试',
  follow_title: '关注公众号',
  follow_text: '关注我们的公众号，及时获取开票与演出提醒。',
  follow_unsupported: '当前环境不支持关注公众号，请在微信中打开本店后关注。',
  follow_close: '关闭'
}

export type SocialMessages = SectionShape<typeof zhCN>
export default zhCN as SocialMessages
