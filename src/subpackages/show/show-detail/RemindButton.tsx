/**
 * "Remind me when it opens" in a pre-sale show's buy bar: an SMS minutes ahead of the sale, set or
 * cancelled here (or with the pre-fill). Its state comes with the page's show_user reply, which the page
 * reads again each time it shows (the pre-fill page may have set or cancelled it meanwhile). A visitor is
 * sent to login first.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { loggedInAtom } from '../../../session/session-atoms'
import { subscribeSale } from '../../../services/show-api'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useSubmit } from '../../../hooks/use-submit'
import { toast } from '../../../utils/toast'
import { Icon } from '../../../components/icon/Icon'

/** subscribed: the buyer's reminder as show_user answered it (undefined while it loads or for a visitor). */
export function RemindButton({ showId, subscribed }: { showId: string; subscribed?: boolean }) {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const [on, setOn] = useState(false)
  const { run } = useSubmit()

  useEffect(() => setOn(loggedIn && subscribed === true), [showId, loggedIn, subscribed])

  const toggle = () => {
    if (!loggedIn) return void appRouter().openLogin()
    void run(async () => {
      const r = await subscribeSale(showId, !on)
      setOn(r.subscribed)
      toast(r.subscribed ? t('show_detail.remind_set', { minutes: r.minutesAhead }) : t('show_detail.remind_cancelled'))
    })
  }

  return (
    <View
      className={`show-detail__action show-detail__remind${on ? ' show-detail__remind--on' : ''}`}
      role="button"
      aria-pressed={on}
      onClick={toggle}
    >
      <Icon name={on ? 'bell' : 'bell_off'} tone={on ? 'main' : 'text'} className="show-detail__action-icon" />
      <Text className="show-detail__action-text">{on ? t('show_detail.remind_on') : t('show_detail.remind')}</Text>
    </View>
  )
}
