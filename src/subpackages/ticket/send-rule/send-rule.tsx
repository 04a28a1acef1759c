/** send-rule (/send-rule; login): the ticket-transfer rules (product.md: "Ticket-grab and ticket-transfer rule texts exist as strings only"). */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { useT } from '../../../locales/locale-atoms'
import { TRANSFER_TEXT } from '../../../locales/sections/transfer/transfer-text'
import '../../../theme/taro-ui/button.scss'
import '../transfer/transfer.scss'

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'] as const

export default function SendRulePage() {
  const t = useSectionT(TRANSFER_TEXT)
  const common = useT()
  return (
    <PageShell route="send-rule">
      <View className="transfer-page">
        <View className="transfer-rules">
          {RULES.map((key, i) => (
            <Text key={key} className="transfer-rules__item">{`${i + 1}. ${t(`rules.${key}`)}`}</Text>
          ))}
        </View>
        <View className="transfer-actions">
          <AtButton type="primary" className="send-rule__back" onClick={() => void appRouter().back()}>
            {common('common.confirm')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
