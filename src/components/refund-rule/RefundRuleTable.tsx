/** A show's refund rule as a table (time before the show → fee) with its scope, on both refund-rule pages. */
import { Text, View } from '@tarojs/components'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { useT } from '../../locales/locale-atoms'
import { refundRows } from './refund-rule-rows'
import './refund-rule.scss'

export function RefundRuleTable({ rule }: { rule: RefundRule }) {
  const t = useT()
  const rows = refundRows(rule)
  return (
    <View className="refund-rule">
      <View className="refund-rule__row refund-rule__row--head">
        <Text>{t('refund.col_time')}</Text>
        <Text>{t('refund.col_fee')}</Text>
      </View>
      {rows.map((r, i) => (
        <View key={i} className={`refund-rule__row${i === rows.length - 1 ? ' refund-rule__row--closed' : ''}`} data-row={i}>
          <Text>{t(r.when.key, r.when.values)}</Text>
          <Text className="refund-rule__fee">{t(r.fee.key, r.fee.values)}</Text>
        </View>
      ))}
      {rule.kind !== 'NONE' && (
        <Text className="refund-rule__note">
          {t(rule.scope === 'WHOLE_ORDER' ? 'refund.scope_whole_order' : 'refund.scope_per_ticket')}
        </Text>
      )}
      <Text className="refund-rule__note">{t('refund.used_note')}</Text>
    </View>
  )
}
