/** A registration's state as a coloured tag; an admitted confirmation reads "admitted". */
import { Text } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import type { RegistrationState } from '../../../../types/api/open-show'

export function StateTag({ state, admitted }: { state: RegistrationState; admitted: boolean }) {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const tone = admitted || state === 'REJECTED' || state === 'CANCELLED' ? 'muted' : state === 'CONFIRMED' ? 'main' : 'plain'
  return (
    <Text className={`os-tag os-tag--${tone}`} data-testid="registration-state">
      {admitted ? t('admitted') : t(`state_${state}`)}
    </Text>
  )
}
