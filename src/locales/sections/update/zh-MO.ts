/** App updates, Traditional Chinese (Macau). */
import type { UpdateMessages } from './zh-CN'

const zhMO: UpdateMessages = {
  force_title: '需要更新',
  force_content: '目前版本已停止使用，請更新到最新版本 {version} 後繼續。',
  force_button: '立即更新',
  weak_title: '發現新版本',
  weak_content: '新版本 {version} 已發佈。',
  weak_update: '立即更新',
  weak_later: '稍後'
}

export default zhMO
