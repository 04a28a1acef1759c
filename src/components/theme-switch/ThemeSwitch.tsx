/**
 * taro-ui's AtSwitch in the merchant's colour. The native switch takes its colour as a value, not a
 * style, so the run-time theme's --color-main is passed in (AtSwitch's own default is taro-ui's blue).
 */
import AtSwitch, { type AtSwitchProps } from 'taro-ui/lib/components/switch'
import { useAtomValue } from 'jotai'
import { themeVariablesAtom } from '../../theme/theme-atoms'
import '../../theme/taro-ui/switch.scss'

export function ThemeSwitch(props: Omit<AtSwitchProps, 'color'>) {
  const colors = useAtomValue(themeVariablesAtom)
  return <AtSwitch {...props} color={colors['--color-main']} />
}
