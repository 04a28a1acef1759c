/** The binding section's dictionaries, for useSectionT(BINDING_TEXT) in the binding pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type BindingMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const BINDING_TEXT: SectionDictionaries<BindingMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
