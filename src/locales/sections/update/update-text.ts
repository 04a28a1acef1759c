/** The update section's dictionaries, for sectionT(UPDATE_TEXT) in the launch's update check. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type UpdateMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const UPDATE_TEXT: SectionDictionaries<UpdateMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
