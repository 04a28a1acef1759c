/** The work-permit section's dictionaries, for useSectionT(WORK_PERMIT_TEXT) on the venue subpackage's permit pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type WorkPermitMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const WORK_PERMIT_TEXT: SectionDictionaries<WorkPermitMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
