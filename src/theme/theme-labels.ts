import type { MessageKey } from '../locales/i18n'
import type { ThemeSetting } from './theme'

export const THEME_LABELS: Record<ThemeSetting, MessageKey> = {
  FOLLOW_SYSTEM: 'mine.theme_follow_system',
  DARK_MODE: 'mine.theme_dark',
  LIGHT_MODE: 'mine.theme_light'
}
