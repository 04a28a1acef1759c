/** One of the buyer's registrations in a list: the event, its time, the registration's state. */
import { View, Text } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { useLocalFormat } from '../../../utils/show-time'
import { Icon } from '../../../components/icon/Icon'
import type { RegistrationView } from '../../../../types/api/open-show'
import { StateTag } from './StateTag'

export function RegistrationCard({ registration: r, onOpen }: { registration: RegistrationView; onOpen(): void }) {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const local = useLocalFormat()
  return (
    <View className="os-reg" data-testid="registration-card" data-state={r.state} onClick={onOpen}>
      <View className="os-reg__main">
        <Text className="os-reg__title">{r.title}</Text>
        <Text className="os-reg__line">{local(r.startsAt, 'YYYY-MM-DD HH:mm')}</Text>
        <Text className="os-reg__line">{r.venueName}</Text>
        {r.waitingPosition !== null && <Text className="os-reg__line">{t('waiting_position', { position: r.waitingPosition })}</Text>}
      </View>
      <View className="os-reg__side">
        <StateTag state={r.state} admitted={r.admittedAt !== null} />
        <Icon name="chevron_right" tone="muted" className="os-reg__chevron" />
      </View>
    </View>
  )
}
