/** A permit's state as a small tag, coloured by state (review, approved, rejected, withdrawn). */
import { Text } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { WORK_PERMIT_TEXT } from '../../../locales/sections/work-permit/work-permit-text'
import type { WorkPermitState } from '../../../../types/rules/work-permit'
import './permit-parts.scss'

export function PermitStateTag({ state }: { state: WorkPermitState }) {
  const t = useSectionT(WORK_PERMIT_TEXT)
  return (
    <Text className={`permit-state permit-state--${state.toLowerCase()}`} data-testid="permit-state" data-state={state}>
      {t(`state.${state}`)}
    </Text>
  )
}
