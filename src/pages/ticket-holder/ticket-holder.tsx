/** Ticket holder tab: a visitor is asked to log in; a buyer's tickets arrive with the buying issue. */
import { Button } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { StateView } from '../../components/state-view/StateView'
import { loggedInAtom } from '../../session/session-atoms'
import { useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'

export default function TicketHolderPage() {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  return (
    <PageShell route='ticket_holder'>
      <StateView kind='empty' text={loggedIn ? t('ticket_holder.empty') : t('common.login_required')} />
      {!loggedIn && (
        <Button className='primary-button' onClick={() => void appRouter().open('login')}>{t('mine.login_now')}</Button>
      )}
    </PageShell>
  )
}
