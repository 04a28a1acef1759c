/**
 * ticket-bind-audience (/ticket-bind-audience?showId; login; pull to refresh): on a real-name show the
 * transferee picks one of their attendees for the ticket being accepted; the pick goes back to
 * accept-mine-ticket, which sends it with the accept. Attendees the show's rules exclude cannot be picked.
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh, useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { TRANSFER_TEXT } from '../../../locales/sections/transfer/transfer-text'
import { audiences } from '../../../services/buyer-api'
import { maskIdNo } from '../../../../types/rules/account-rules'
import type { PickedAudience } from './picked-audience'
import '../transfer/transfer.scss'

export default function TicketBindAudiencePage() {
  const t = useSectionT(TRANSFER_TEXT)
  const { showId = '' } = useRouteParams()
  const list = useAsync(() => audiences(showId ? { showId } : {}), [showId])
  usePullDownRefresh(() => {
    list.reload()
    void stopPullDownRefresh()
  })
  // Back from adding an attendee: the new one is listed.
  useDidShow(() => list.status === 'ready' && list.refresh())
  const add = { label: t('bind.add'), onClick: () => void appRouter().open('audience-modification') }

  return (
    <PageShell route="ticket-bind-audience">
      <View className="transfer-page">
        {list.status === 'loading' && <StateView kind="loading" />}
        {list.status === 'error' && <StateView kind="error" onRetry={list.reload} />}
        {list.status === 'ready' && !list.data.list.length && <StateView kind="empty" text={t('bind.empty')} action={add} />}
        {list.status === 'ready' && list.data.list.length > 0 && (
          <>
            <Text className="transfer-note">{t('bind.hint')}</Text>
            {list.data.list.map((a) => {
              const selectable = a.selectable !== false
              const pick = () => selectable && void appRouter().back({ result: { id: a.id, name: a.name } satisfies PickedAudience })
              return (
                <View
                  key={a.id}
                  className="transfer-row bind-audience__item"
                  data-audience-id={a.id}
                  aria-disabled={!selectable}
                  onClick={pick}
                >
                  <View className="transfer-row__main">
                    <Text className="transfer-card__show">{a.name}</Text>
                    <Text className="transfer-note">{selectable ? maskIdNo(a.idNo) : t('bind.unselectable')}</Text>
                  </View>
                  {selectable && <Icon name="chevron_right" tone="muted" />}
                </View>
              )
            })}
            <Text className="transfer-note transfer-link bind-audience__add" onClick={add.onClick}>
              {t('bind.add')}
            </Text>
          </>
        )}
      </View>
    </PageShell>
  )
}
