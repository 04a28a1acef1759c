/**
 * "Offline, last updated at …" over tickets served from the fallback cache, and that
 * the entry codes need no signal: a code is the ticket's signed id (server/src/ticket/ticket-code.ts),
 * not time-bound, so a kept code checks in at the door like a fresh one.
 */
import { Text, View } from '@tarojs/components'
import { useT } from '../../locales/locale-atoms'
import { updatedAtText } from '../../pages/ticket-holder/held-tickets'
import './offline-notice.scss'

export function OfflineNotice({ savedAt }: { savedAt: number }) {
  const t = useT()
  return (
    <View className="offline-notice" role="status">
      <Text className="offline-notice__title">{t('ticket_holder.offline_notice', { time: updatedAtText(savedAt, Date.now()) })}</Text>
      <Text className="offline-notice__hint">{t('ticket_holder.offline_code_hint')}</Text>
    </View>
  )
}
