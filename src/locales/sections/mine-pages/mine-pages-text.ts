/** The mine pages section's dictionaries (section-i18n.ts): imported by the favourites, annual review and site code pages only. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type MinePagesMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const MINE_PAGES_TEXT: SectionDictionaries<MinePagesMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
