/**
 * The show's "want to see" heart in the buy bar. A visitor is sent to login and comes back here; the
 * state is read again once logged in. The change shows at once and is undone if the gateway refuses it.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { loggedInAtom } from '../../../session/session-atoms'
import { favouriteStatus, setFavourite } from '../../../services/favourite-api'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useSubmit } from '../../../hooks/use-submit'
import { toast } from '../../../utils/toast'
import { Icon } from '../../../components/icon/Icon'

/** onWantCount: the show's "N人想看" as the gateway counts it after this buyer's mark. */
export function FavouriteButton({ showId, onWantCount }: { showId: string; onWantCount?: (count: number) => void }) {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const [on, setOn] = useState(false)
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (!loggedIn) return setOn(false)
    let live = true
    favouriteStatus(showId).then(
      (reply) => {
        if (!live) return
        setOn(reply.favourite)
        onWantCount?.(reply.wantCount)
      },
      () => undefined
    )
    return () => {
      live = false
    }
    // onWantCount is the parent's callback, new on each render: reading the state again for it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showId, loggedIn])

  const toggle = async () => {
    if (!loggedIn) return void appRouter().openLogin()
    if (busy) return
    const next = !on
    setOn(next)
    await run(async () => {
      try {
        const reply = await setFavourite(showId, next)
        setOn(reply.favourite)
        onWantCount?.(reply.wantCount)
        toast(t(reply.favourite ? 'show_detail.favourite_added' : 'show_detail.favourite_removed'))
      } catch (error) {
        setOn(!next)
        throw error
      }
    })
  }

  return (
    <View
      className={`show-detail__action show-detail__favourite${on ? ' show-detail__favourite--on' : ''}`}
      role="button"
      aria-pressed={on}
      onClick={() => void toggle()}
    >
      <Icon name={on ? 'heart' : 'heart_outline'} tone={on ? 'main' : 'text'} className="show-detail__action-icon" />
      <Text className="show-detail__action-text show-detail__favourite-text">
        {t(on ? 'show_detail.favourited' : 'show_detail.favourite')}
      </Text>
    </View>
  )
}
