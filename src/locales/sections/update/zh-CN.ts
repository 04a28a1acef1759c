/** App updates: the notices of the launch's update check (platform/update-check.ts). The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  force_title: '需要更新',
  force_content: '当前版本已停止使用，请更新到最新版本 {version} 后继续。',
  force_button: '立即更新',
  weak_title: '发现新版本',
  weak_content: '新版本 {version} 已发布。',
  weak_update: '立即更新',
  weak_later: '稍后'
}

export type UpdateMessages = SectionShape<typeof zhCN>
export default zhCN as UpdateMessages
