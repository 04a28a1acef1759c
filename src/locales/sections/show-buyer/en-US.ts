/** Show detail's buyer parts, English. */
import type { ShowBuyerMessages } from './zh-CN'

const enUS: ShowBuyerMessages = {
  purchased_limit: 'Up to {limit, plural, one {# ticket} other {# tickets}} an account; you have {count}',
  white_tag_only: 'This show is sold to invited buyers only, and your account is not on the list'
}

export default enUS
