/** Votes, Traditional Chinese (Macau). */
import type { VoteMessages } from './zh-CN'

const zhMO: VoteMessages = {
  deadline: '截止時間 {time}',
  closed: '投票已截止',
  open: '進行中',
  total: '{count} 人已投票',
  choose: '請選擇一個選項',
  submit: '投票',
  login_to_vote: '登入後投票',
  voted: '已投票',
  my_choice: '我的選擇',
  thanks: '投票成功',
  count: '{count} 票',
  not_found: '投票不存在',
  not_found_detail: '該投票可能已被刪除',
  topic_votes: '參與投票',
  to_vote: '去投票',
  to_results: '看結果'
}

export default zhMO
