/** Votes: the vote-detail page and the topic page's vote cards. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  deadline: '截止时间 {time}',
  closed: '投票已截止',
  open: '进行中',
  total: '{count} 人已投票',
  choose: '请选择一个选项',
  submit: '投票',
  login_to_vote: '登录后投票',
  voted: '已投票',
  my_choice: '我的选择',
  thanks: '投票成功',
  count: '{count} 票',
  not_found: '投票不存在',
  not_found_detail: '该投票可能已被删除',
  topic_votes: '参与投票',
  to_vote: '去投票',
  to_results: '看结果'
}

export type VoteMessages = SectionShape<typeof zhCN>
export default zhCN as VoteMessages
