/**
 * "Remind me when it opens" in a pre-sale show's buy bar: an SMS minutes ahead of the sale, set or
 * cancelled here (or with the pre-fill). A visitor is sent to login first.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { loggedInAtom } from '../../../session/session-atoms'
import { saleReminder, subscribeSale } from '../../../services/show-api'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useSubmit } from '../../../hooks/use-submit'
import { toast } from '../../../utils/toast'
import { Icon } from '../../../components/icon/Icon'

export function RemindButton({ showId }: { showId: string }) {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const [on, setOn] = useState(false)
  const { run } = useSubmit()

  // Read again each time the page shows: the pre-fill page may have set or cancelled it meanwhile.
  const [shown, setShown] = useState(0)
  useDidShow(() => setShown((n) => n + 1))
  useEffect(() => {
    if (!loggedIn) return setOn(false)
    let live = true
    saleReminder(showId).then(
      (r) => live && setOn(r.subscribed),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [showId, loggedIn, shown])

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
