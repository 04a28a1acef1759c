/** Loading, empty and error states, the same on every page. */
import { View, Text, Button } from '@tarojs/components'
import { useT } from '../../locales/locale-atoms'
import './state-view.scss'

export type StateViewProps =
  | { kind: 'loading' }
  | { kind: 'empty'; text?: string }
  | { kind: 'error'; text?: string; onRetry(): void }

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
  if (props.kind === 'empty') {
    return (
      <View className='state-view'>
        <Text className='state-view__text'>{props.text ?? t('common.empty')}</Text>
      </View>
    )
  }
  return (
    <View className='state-view'>
      <Text className='state-view__text'>{props.text ?? t('common.load_failed')}</Text>
      <Button className='state-view__retry' size='mini' onClick={props.onRetry}>{t('common.retry')}</Button>
    </View>
  )
}
