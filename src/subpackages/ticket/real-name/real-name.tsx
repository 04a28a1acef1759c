/**
 * real-name (/real-name?orderId; login): the caller's tickets (of one order, when given) that
 * still need an attendee on a show naming them after purchase, each with its deadline and a way to
 * real-name-single; none left: an empty state leading to the ticket holder.
 */
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import { unnamedTickets } from '../../../services/binding-api'
import { UnnamedTicketCard } from '../binding/UnnamedTicketCard'
import '../../../theme/taro-ui/button.scss'
import '../binding/binding.scss'

export default function RealNamePage() {
  const t = useSectionT(BINDING_TEXT)
  const { orderId } = useRouteParams()
  const list = useAsync(() => unnamedTickets(orderId), [orderId])
  // Back from binding one: it leaves the list.
  useDidShow(() => list.status === 'ready' && list.refresh())
  return (
    <PageShell route="real-name">
      <View className="binding-page">
        {list.status === 'loading' && <StateView kind="loading" />}
        {list.status === 'error' && <StateView kind="error" onRetry={list.reload} />}
        {list.status === 'ready' && !list.data.length && (
          <StateView
            kind="empty"
            text={t('real_name.empty')}
            action={{ label: t('real_name.to_holder'), onClick: () => void appRouter().switchTab('ticket_holder') }}
          />
        )}
        {list.status === 'ready' &&
          list.data.map((k) => (
            <UnnamedTicketCard key={k.ticketId} ticket={k}>
              {k.open && (
                <AtButton
                  size="small"
                  type="primary"
                  className="real-name__bind"
                  onClick={() => void appRouter().open('real-name-single', { ticketId: k.ticketId })}
                >
                  {t('real_name.bind')}
                </AtButton>
              )}
            </UnnamedTicketCard>
          ))}
      </View>
    </PageShell>
  )
}
