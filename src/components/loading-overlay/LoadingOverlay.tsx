/** The loading overlay the request layer raises for slow important requests (loading-overlay.ts). */
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { loadingVisibleAtom } from '../reply-dialog/dialog-atoms'
import { useT } from '../../locales/locale-atoms'
import './loading-overlay.scss'

export function LoadingOverlay() {
  const t = useT()
  const visible = useAtomValue(loadingVisibleAtom)
  if (!visible) return null
  return (
    <View className='loading-overlay' aria-busy='true'>
      <View className='loading-overlay__box'>
        <View className='loading-overlay__spinner' />
        <Text className='loading-overlay__text'>{t('common.loading')}</Text>
      </View>
    </View>
  )
}
