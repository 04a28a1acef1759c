/** Loading, empty and error states, the same on every page. */
import { View, Text, Image } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { useT } from '../../locales/locale-atoms'
import { themeVariablesAtom } from '../../theme/theme-atoms'
import { stateIconSource, type StateIcon } from './state-icons'
import '../../theme/taro-ui/button.scss'
import './state-view.scss'

/** What the buyer can do from a dead end (back home, for example). */
export interface StateAction {
  label: string
  onClick(): void
}

export type StateViewProps =
  | { kind: 'loading' }
  | { kind: 'empty'; text?: string; icon?: StateIcon; detail?: string; action?: StateAction }
  | { kind: 'error'; text?: string; onRetry(): void; action?: StateAction }

function StateIconImage({ icon }: { icon: StateIcon }) {
  const colors = useAtomValue(themeVariablesAtom)
  return <Image className='state-view__icon' src={stateIconSource(icon, colors['--color-text-secondary'])} mode='aspectFit' />
}

export function StateView(props: StateViewProps) {
  const t = useT()
  if (props.kind === 'loading') {
    return (
      <View className='state-view' aria-busy='true'>
        <View className='state-view__spinner' />
        <Text className='state-view__text'>{t('common.loading')}</Text>
      </View>
    )
  }
  const action = props.action && (
    <AtButton type='primary' size='small' className='state-view__action' onClick={props.action.onClick}>{props.action.label}</AtButton>
  )
  if (props.kind === 'empty') {
    return (
      <View className='state-view state-view--empty'>
        {props.icon && <StateIconImage icon={props.icon} />}
        <Text className='state-view__text'>{props.text ?? t('common.empty')}</Text>
        {props.detail && <Text className='state-view__detail'>{props.detail}</Text>}
        {action}
      </View>
    )
  }
  return (
    <View className='state-view state-view--error'>
      <StateIconImage icon='failed' />
      <Text className='state-view__text'>{props.text ?? t('common.load_failed')}</Text>
      <AtButton type='secondary' size='small' className='state-view__retry' onClick={props.onRetry}>{t('common.retry')}</AtButton>
      {action}
    </View>
  )
}
