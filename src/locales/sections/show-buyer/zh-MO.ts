/** Show detail's buyer parts, Traditional Chinese (Macau). */
import type { ShowBuyerMessages } from './zh-CN'

const zhMO: ShowBuyerMessages = {
  purchased_limit: '每個帳號限購{limit}張，您已購{count}張',
  white_tag_only: '本場演出僅限受邀觀眾購買，您的帳號不在名單內'
}

export default zhMO
