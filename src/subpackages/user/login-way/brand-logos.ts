/** The providers' marks (types/icons/brand-marks.ts) as image sources, in their own colours. */
import { iconSource } from '../../../../types/icons/icon-source'
import { APPLE_LOGO, GOOGLE_G } from '../../../../types/icons/brand-marks'

export const BRAND_LOGOS = {
  google: iconSource(GOOGLE_G, undefined),
  apple: iconSource(APPLE_LOGO, undefined)
} as const
