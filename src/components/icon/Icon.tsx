/**
 * An icon of the app's set, in a colour of the theme (the text colours follow dark mode, `main` the
 * merchant's colour). An image with the SVG inlined: mini-programs cannot colour SVG with CSS.
 */
import { Image } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { themeVariablesAtom } from '../../theme/theme-atoms'
import { base64Utf8 } from '../../utils/base64'
import { iconSvg, type IconName } from './icon-set'

export type IconTone = 'text' | 'secondary' | 'main' | 'inverse'

const TONE_VARIABLE: Record<Exclude<IconTone, 'inverse'>, string> = {
  text: '--color-text',
  secondary: '--color-text-secondary',
  main: '--color-main'
}

export function Icon({ name, tone = 'text', size = 16, className, label }: { name: IconName; tone?: IconTone; size?: number; className?: string; label?: string }) {
  const variables = useAtomValue(themeVariablesAtom)
  const color = tone === 'inverse' ? '#FFFFFF' : variables[TONE_VARIABLE[tone]] ?? '#111111'
  const src = useMemo(() => `data:image/svg+xml;base64,${base64Utf8(iconSvg(name, color))}`, [name, color])
  return <Image className={`icon${className ? ` ${className}` : ''}`} src={src} style={{ width: `${size}px`, height: `${size}px` }} aria-label={label} aria-hidden={label ? undefined : true} />
}
