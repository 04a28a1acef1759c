/** An interface icon (icons.ts) in a theme colour: the shop's main colour, the text colour, the secondary one or the navigation bar's. */
import { Image } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { iconSource } from '../../../types/icons/icon-source'
import { themeVariablesAtom } from '../../theme/theme-atoms'
import { ICONS, type IconName } from '../../../types/icons/icons'
import './icon.scss'

export type IconTone = 'main' | 'text' | 'muted' | 'nav'

const TONE_VARIABLE: Record<IconTone, string> = {
  main: '--color-main',
  text: '--color-text',
  muted: '--color-text-secondary',
  nav: '--color-nav-text'
}

export function Icon({ name, tone = 'text', className }: { name: IconName; tone?: IconTone; className?: string }) {
  const color = useAtomValue(themeVariablesAtom)[TONE_VARIABLE[tone]]
  return (
    <Image className={`icon${className ? ` ${className}` : ''}`} src={iconSource(ICONS[name], color)} mode="aspectFit" data-icon={name} />
  )
}
