/**
 * real-name-single (/real-name-single?ticketId; login): one ticket's attendee, picked from the
 * buyer's saved audiences (bound at once) or entered new on real-idCard. After the deadline the ticket
 * says registration has closed and offers nothing to pick.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import { bindAttendee, unnamedTicket } from '../../../services/binding-api'
import { audiences } from '../../../services/buyer-api'
import { maskIdNo } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { UnnamedTicketCard } from '../binding/UnnamedTicketCard'
import '../../../theme/taro-ui/button.scss'
import '../binding/binding.scss'

export default function RealNameSinglePage() {
  const t = useSectionT(BINDING_TEXT)
  const { ticketId = '' } = useRouteParams()
  const data = useAsync(async () => {
    const ticket = await unnamedTicket(ticketId)
    return { ticket, people: ticket.open && !ticket.attendeeName ? (await audiences({})).list : [] }
  }, [ticketId])
  useDidShow(() => data.status === 'ready' && data.refresh())
  const { busy, run } = useSubmit()

  if (data.status === 'loading')
    return (
      <PageShell route="real-name-single">
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route="real-name-single">
        <StateView kind="error" onRetry={data.reload} />
      </PageShell>
    )
  const { ticket, people } = data.data
  const pick = (audienceId: string) =>
    run(async () => {
      await bindAttendee(ticketId, { audienceId })
      toast(t('real_name.done'))
      data.refresh()
    })
  const typeNew = () => void appRouter().open('real-idCard', { ticketId })
  return (
    <PageShell route="real-name-single">
      <View className="binding-page">
        <Text className="binding-note">{t('real_name.intro')}</Text>
        <UnnamedTicketCard ticket={ticket} />
        {ticket.open && !ticket.attendeeName && (
          <>
            <Text className="binding-note">{t('real_name.choose')}</Text>
            {!people.length && (
              <StateView
                kind="empty"
                text={t('real_name.audiences_empty')}
                action={{ label: t('real_name.new_attendee'), onClick: typeNew }}
              />
            )}
            {people.map((p) => (
              <View
                key={p.id}
                className="binding-option real-name-single__audience"
                data-audience-id={p.id}
                onClick={() => !busy && void pick(p.id)}
              >
                <Text>{`${p.name} · ${maskIdNo(p.idNo)}`}</Text>
                <Icon name="chevron_right" tone="main" />
              </View>
            ))}
            {people.length > 0 && (
              <View className="binding-actions">
                <AtButton type="secondary" className="real-name-single__new" onClick={typeNew}>
                  {t('real_name.new_attendee')}
                </AtButton>
              </View>
            )}
          </>
        )}
      </View>
    </PageShell>
  )
}
