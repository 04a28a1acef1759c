/** The parking section's dictionaries, for useSectionT(PARKING_TEXT) on the parking pages. */
import type { SectionDictionaries } from '../../section-i18n'
import zhCN, { type ParkingMessages } from './zh-CN'
import zhMO from './zh-MO'
import enUS from './en-US'

export const PARKING_TEXT: SectionDictionaries<ParkingMessages> = { 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS }
