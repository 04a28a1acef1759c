/**
 * Mini-programs load a page's code from its package at once (no lazy chunks there), so the sheet is used
 * as is; H5 fetches it on the tap (LazyServiceSheet.h5.tsx).
 */
export { default as LazyServiceSheet } from './ServiceSheet'
