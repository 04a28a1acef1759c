/**
 * The show's "want to see" heart in the buy bar. Its state comes with the page's show_user reply (read
 * again once logged in); a visitor is sent to login and comes back here. The change shows at once and is
 * undone if the gateway refuses it.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { loggedInAtom } from '../../../session/session-atoms'
import { setFavourite } from '../../../services/favourite-api'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useSubmit } from '../../../hooks/use-submit'
import { toast } from '../../../utils/toast'
import { Icon } from '../../../components/icon/Icon'

/**
 * favourite: the buyer's mark as show_user answered it (undefined while it loads or for a visitor).
 * onWantCount: the show's "N人想看" as the gateway counts it after this buyer's mark.
 */
export function FavouriteButton({
  showId,
  favourite,
  onWantCount
}: {
  showId: string
  favourite?: boolean
  onWantCount?: (count: number) => void
}) {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const [on, setOn] = useState(false)
  const { busy, run } = useSubmit()

  useEffect(() => setOn(loggedIn && favourite === true), [showId, loggedIn, favourite])

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
