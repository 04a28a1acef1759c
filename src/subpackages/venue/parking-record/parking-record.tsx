/**
 * parking-record (login; product.md "Parking (login)": "parking-record (pull-to-refresh)"): the buyer's
 * parking payments, newest first; one opens its receipt. Pulling down reads them again.
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { PARKING_TEXT } from '../../../locales/sections/parking/parking-text'
import { parkingRecords } from '../../../services/parking-api'
import { useLocalFormat } from '../../../utils/show-time'
import { yuanText } from '../../../../types/rules/money'
import '../parking-payment/parking-payment.scss'

const ROUTE = 'parking-record'

export default function ParkingRecordPage() {
  const t = useSectionT(PARKING_TEXT)
  const local = useLocalFormat()
  const locale = useAtomValue(localeAtom)
  const [round, setRound] = useState(0)
  const data = useAsync(() => parkingRecords(0, 50), [round, locale])
  usePullDownRefresh(() => {
    setRound((n) => n + 1)
    void stopPullDownRefresh()
  })

  let body
  if (data.status === 'loading')
    body = (
      <View className="parking" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <View key={n} className="parking__skeleton" />
        ))}
      </View>
    )
  else if (data.status === 'error') body = <StateView kind="error" onRetry={data.reload} />
  else if (data.data.list.length === 0)
    body = (
      <StateView
        kind="empty"
        text={t('no_records')}
        action={{ label: t('go_pay'), onClick: () => void appRouter().redirect('parking_payment') }}
      />
    )
  else
    body = (
      <View className="parking" data-testid="parking-records-list">
        {data.data.list.map((r) => (
          <View
            key={r.orderId}
            className="parking-record"
            role="button"
            data-testid="parking-record"
            onClick={() => void appRouter().open('parking-detail', { orderId: r.orderId })}
          >
            <View className="parking-record__top">
              <Text>{r.plate}</Text>
              <Text className="parking-record__state">{t(`state_${r.state}`)}</Text>
            </View>
            <View className="parking-row">
              <Text className="parking-row__label">{r.lotName}</Text>
              <Text className="parking-row__value">¥{yuanText(r.payFen)}</Text>
            </View>
            <Text className="parking__note">{local(r.paidTime ?? r.createdTime, 'YYYY-MM-DD HH:mm')}</Text>
          </View>
        ))}
      </View>
    )
  return <PageShell route={ROUTE}>{body}</PageShell>
}
