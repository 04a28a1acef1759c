/**
 * Mini-programs load a page's code from its package at once (no lazy chunks there), so the picker is used
 * as is; H5 loads it on the tap (LazyCityPicker.h5.tsx).
 */
export { CityPicker as LazyCityPicker } from './CityPicker'
