/** App updates, English. */
import type { UpdateMessages } from './zh-CN'

const enUS: UpdateMessages = {
  force_title: 'Update required',
  force_content: 'This version is no longer supported. Update to version {version} to continue.',
  force_button: 'Update now',
  weak_title: 'New version available',
  weak_content: 'Version {version} is out.',
  weak_update: 'Update now',
  weak_later: 'Later'
}

export default enUS
