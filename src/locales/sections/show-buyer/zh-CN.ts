/** Show detail's buyer parts from show_user (docs/show-calls.md), loaded with its lazy extras. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  purchased_limit: '每个账号限购{limit}张，您已购{count}张',
  white_tag_only: '本场演出仅限受邀观众购买，您的账号不在名单内'
}

export type ShowBuyerMessages = SectionShape<typeof zhCN>
export default zhCN as ShowBuyerMessages
