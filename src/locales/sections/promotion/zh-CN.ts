/** The promotion pages (issue #18: the show's promotions, the ticket package / combo activity pages); the reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  package_badge: '套票',
  price_per_set: '¥{price}/套',
  slot_count: '共{count}项，每项选一场',
  slot_label: '第{n}项',
  slot_shows: '{count}部演出可选',
  not_chosen: '未选择',
  choose: '去选择',
  change: '更换',
  choose_sessions: '选择场次',
  validity: '活动时间：{start} 至 {end}',
  per_buyer: '每人限购{limit}套',
  remaining: '剩余{count}套',
  rules_title: '活动规则',
  rule_fixed: '每套为固定价格：每一项各选一个场次和票档，合计按套票价支付。',
  rule_cap: '套票价不会高于所选票档单买的价格之和。',
  rule_after: '支付后每个场次生成一个订单，可分别退票；套票订单不支持改签。',
  shows_title: '第{n}项可选演出',
  sessions_title: '选择场次与票档',
  left: '余{count}',
  sold_out: '售罄',
  sets_label: '购买套数',
  total: '套票价',
  original: '单买 ¥{amount}',
  saving: '立省 ¥{amount}',
  submit: '提交订单',
  pick_all: '请为每一项选择场次和票档',
  empty: '该活动暂无可选场次',
  shows_empty: '这一项暂无可选演出',
  to_home: '去首页看看',
  ended: '活动未开始或已结束'
}

export type PromotionMessages = SectionShape<typeof zhCN>
export default zhCN as PromotionMessages
