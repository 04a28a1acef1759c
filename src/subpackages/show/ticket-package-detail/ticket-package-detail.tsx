/**
 * ticket-package-detail (/ticket-package/:promotionId, and the combo-activity twin /combo-activity/:promotionId;
 * ): the package (activityType CROSS_SHOW_SESSION, promotionMethod FIXED_AMOUNT): its price per set,
 * its slots with the shows each offers and the buyer's pick so far, its validity, limits and rules; the
 * bottom bar goes on to choose the sessions (ticket-package-session).
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { PROMOTION_TEXT } from '../../../locales/sections/promotion/promotion-text'
import { promotionDetail } from '../../../services/promotion-api'
import { packagePicksAtom, picksStillOffered } from '../ticket-package/package-picks'
import { yuanText } from '../../../../types/rules/money'
import '../../../theme/taro-ui/button.scss'
import '../ticket-package/ticket-package.scss'
import { useLocalFormat } from '../../../utils/show-time'

export default function TicketPackageDetailPage() {
  const local = useLocalFormat()
  const t = useSectionT(PROMOTION_TEXT)
  const { promotionId = '' } = useRouteParams()
  const data = useAsync(() => promotionDetail(promotionId), [promotionId])
  const stored = useAtomValue(packagePicksAtom)[promotionId]
  const toHome = { label: t('to_home'), onClick: () => void appRouter().switchTab('list') }
  const day = (ms: number) => local(ms, 'YYYY-MM-DD')
  return (
    <PageShell route="ticket-package-detail">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && data.data.slots.every((s) => s.shows.length === 0) && (
        <StateView kind="empty" text={t('empty')} action={toHome} />
      )}
      {data.status === 'ready' && data.data.slots.some((s) => s.shows.length > 0) && (
        <View className="ticket-package" data-testid="package-detail">
          <View className="ticket-package__card">
            <Text className="ticket-package__badge">{t('package_badge')}</Text>
            <Text className="ticket-package__name">{data.data.name}</Text>
            <Text className="ticket-package__price" data-testid="package-price">
              {t('price_per_set', { price: yuanText(data.data.fixedAmount ?? 0) })}
            </Text>
            <Text className="ticket-package__line">{t('slot_count', { count: data.data.slots.length })}</Text>
            {data.data.description && <Text className="ticket-package__line">{data.data.description}</Text>}
          </View>
          <View className="ticket-package__card">
            {data.data.slots.map((slot) => {
              const pick = picksStillOffered(data.data, stored)[slot.slot]
              return (
                <View key={slot.slot} className="ticket-package__row" data-slot={slot.slot}>
                  <View className="ticket-package__row-text">
                    <Text className="ticket-package__heading">{t('slot_label', { n: slot.slot + 1 })}</Text>
                    <Text className="ticket-package__line">{slot.shows.map((s) => s.showName).join(' / ')}</Text>
                    <Text className="ticket-package__line">
                      {pick ? `${pick.showName} · ${pick.sessionName} · ${pick.seatPlanName}` : t('not_chosen')}
                    </Text>
                  </View>
                </View>
              )
            })}
          </View>
          <View className="ticket-package__card">
            <Text className="ticket-package__heading">{t('rules_title')}</Text>
            <Text className="ticket-package__line">{t('validity', { start: day(data.data.startTime), end: day(data.data.endTime) })}</Text>
            {data.data.perBuyerLimit !== null && (
              <Text className="ticket-package__line">{t('per_buyer', { limit: data.data.perBuyerLimit })}</Text>
            )}
            {data.data.remaining !== null && <Text className="ticket-package__line">{t('remaining', { count: data.data.remaining })}</Text>}
            <Text className="ticket-package__line">{t('rule_fixed')}</Text>
            <Text className="ticket-package__line">{t('rule_cap')}</Text>
            <Text className="ticket-package__line">{t('rule_after')}</Text>
          </View>
          <View className="ticket-package__bar">
            <View className="ticket-package__bar-text">
              <Text className="ticket-package__name">{t('price_per_set', { price: yuanText(data.data.fixedAmount ?? 0) })}</Text>
            </View>
            <AtButton
              type="primary"
              className="ticket-package__bar-button"
              disabled={data.data.remaining === 0}
              onClick={() => void appRouter().open('ticket-package-session', { promotionId })}
            >
              {data.data.remaining === 0 ? t('ended') : t('choose_sessions')}
            </AtButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}
