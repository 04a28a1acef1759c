/**
 * The one spacing scale, type scale and radius of the app (issue #14 item 8: "One spacing scale, one type
 * scale and one radius in the theme; no page sets its own margins"). Values are in design px (the 375
 * design width): Taro turns the px of the .scss files into rpx in the mini-programs and rem on H5, so the
 * same numbers are written as CSS variables in src/theme/scale.scss, which tests/layout-scale.test.ts
 * checks against this module.
 */
export const SPACE = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32 } as const
export type SpaceStep = keyof typeof SPACE

export const FONT = { xs: 12, sm: 13, md: 14, lg: 16, xl: 18 } as const
export type FontStep = keyof typeof FONT

export const RADIUS = {
  /** Every card: one radius, no square cards beside rounded ones. */
  card: 12,
  /** Pills and the form buttons: fully rounded whatever their height. */
  pill: 999
} as const

/** One page gutter for every page (was ≈16, 28 and 54 px). */
export const PAGE_GUTTER = SPACE[4]

/** Form buttons: one height; the disabled one grey, not a faded merchant colour. */
export const BUTTON = { height: 44, disabledBackground: '#C8C9CC', disabledText: '#FFFFFF' } as const

/** The scale as CSS variables (name to value), as scale.scss declares them. */
export function scaleCssVariables(): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [step, px] of Object.entries(SPACE)) vars[`--space-${step}`] = `${px}px`
  for (const [step, px] of Object.entries(FONT)) vars[`--font-${step}`] = `${px}px`
  vars['--radius-card'] = `${RADIUS.card}px`
  vars['--radius-pill'] = `${RADIUS.pill}px`
  vars['--page-gutter'] = `${PAGE_GUTTER}px`
  vars['--button-height'] = `${BUTTON.height}px`
  vars['--color-disabled'] = BUTTON.disabledBackground
  return vars
}
