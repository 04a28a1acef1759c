/** Loading, empty and error states, the same on every page. */
import { View, Text } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useT } from '../../locales/locale-atoms'
import { Icon } from '../icon/Icon'
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

/** The illustrations of icons.ts a state view can show. */
export type StateIcon = 'not_found' | 'load_failed'

function StateIconImage({ icon }: { icon: StateIcon }) {
  return <Icon name={icon} tone="muted" className="state-view__icon" />
}

export function StateView(props: StateViewProps) {
  const t = useT()
  if (props.kind === 'loading') {
    return (
      <View className="state-view" aria-busy="true">
        <View className="state-view__spinner" />
        <Text className="state-view__text">{t('common.loading')}</Text>
      </View>
    )
  }
  const action = props.action && (
    <AtButton type="primary" size="small" className="state-view__action" onClick={props.action.onClick}>
      {props.action.label}
    </AtButton>
  )
  if (props.kind === 'empty') {
    return (
      <View className="state-view state-view--empty">
        {props.icon && <StateIconImage icon={props.icon} />}
        <Text className="state-view__text">{props.text ?? t('common.empty')}</Text>
        {props.detail && <Text className="state-view__detail">{props.detail}</Text>}
        {action}
      </View>
    )
  }
  return (
    <View className="state-view state-view--error">
      <StateIconImage icon="load_failed" />
      <Text className="state-view__text">{props.text ?? t('common.load_failed')}</Text>
      <AtButton type="secondary" size="small" className="state-view__retry" onClick={props.onRetry}>
        {t('common.retry')}
      </AtButton>
      {action}
    </View>
  )
}
