/**
 * The tour page's follow button (POST tour subscribe_favorite/{id}): a visitor is sent to log in; the
 * buyer's follow is read on open and flipped on tap, and the followed tours are listed in favourites.
 */
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import AtButton from 'taro-ui/lib/components/button'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { setTourFollow, tourFollowState } from '../../../services/tour-follow-api'
import { toast } from '../../../utils/toast'
import '../../../theme/taro-ui/button.scss'
import './tour-follow.scss'

export function TourFollow({ tourId }: { tourId: string }) {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const loggedIn = useAtomValue(loggedInAtom)
  const state = useAsync(() => (loggedIn ? tourFollowState(tourId) : Promise.resolve(undefined)), [tourId, loggedIn])
  const { busy, run } = useSubmit()
  const followed = state.status === 'ready' && state.data?.followed === true
  const tap = () => {
    if (!loggedIn) return void appRouter().openLogin()
    if (busy || state.status !== 'ready') return
    void run(async () => {
      const next = await setTourFollow(tourId, !followed)
      toast(t(next.followed ? 'tour.followed' : 'tour.unfollowed'))
      state.refresh()
    })
  }
  return (
    <View className="tour-follow" data-testid="tour-follow" data-followed={state.status === 'ready' ? String(followed) : 'unknown'}>
      <AtButton
        type={followed ? 'secondary' : 'primary'}
        size="small"
        loading={busy || (loggedIn && state.status === 'loading')}
        onClick={tap}
      >
        {t(followed ? 'tour.following' : 'tour.follow')}
      </AtButton>
    </View>
  )
}
