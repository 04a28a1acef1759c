/**
 * share-ticket (login): share the show of one of the buyer's tickets — a card of the show, its session
 * and venue, and a link to the show's page — never the ticket's code or number (a shared code would be a
 * ticket given away). Mini-programs share through the share button (the page's share message); the web
 * through the system share sheet or, where there is none, the link copied; inside WeChat's browser the
 * ••• menu's share card also carries the show (WeChat's JS-SDK, platform/wechat-share.h5.ts).
 */
import { Button, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtInput from 'taro-ui/lib/components/input'
import { useEffect, useState } from 'react'
import { useShareAppMessage } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { useAsync } from '../../../hooks/use-async'
import { ticketDetailKeptOrLive } from '../../../services/trade-api'
import { SHARE_BY_BUTTON, shareShowLink, showLink } from '../../../services/share-show'
import { SHARE_NOTE_MAX, shareLanding, sharedPage } from '../../../services/share-landing'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { copyText } from '../../../utils/copy-text'
import { shareInWechat } from '../../../platform/wechat-share'
import { useShowTimeText } from '../../../utils/show-time'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import './share-ticket.scss'

/** The show's share landing (share-show-detail) with the buyer's note: its web address; no ticket in it. */
function landingPath(showId: string, note: string): string {
  const { name, params } = shareLanding({ kind: 'show', showId }, note)
  const route = appRouter().resolve(name)
  return (route && appRouter().urlOf(route, params)) ?? '/'
}

export default function ShareTicketPage() {
  const s = useSectionT(TICKETS_TEXT)
  const c = useSectionT(CONTENT_PAGES_TEXT)
  const [note, setNote] = useState('')
  const showTimeText = useShowTimeText()
  const { id = '' } = useRouteParams()
  const ticket = useAsync(async () => (await ticketDetailKeptOrLive(id)).data, [id])
  const show = ticket.status === 'ready' ? ticket.data : undefined
  useShareAppMessage(() => (show ? { title: show.showName, path: sharedPage({ kind: 'show', showId: show.showId }, note) } : {}))
  // H5 in WeChat's browser: the same show as the share card of WeChat's own menu (nothing elsewhere).
  useEffect(() => {
    if (!show) return
    void shareInWechat({
      title: show.showName,
      desc: [show.venueName, note].filter(Boolean).join(' · '),
      link: showLink(landingPath(show.showId, note)),
      imgUrl: ''
    })
  }, [show, note])

  if (ticket.status === 'loading')
    return (
      <PageShell route="share-ticket">
        <StateView kind="loading" />
      </PageShell>
    )
  if (ticket.status === 'error')
    return (
      <PageShell route="share-ticket">
        <StateView kind="error" onRetry={ticket.reload} />
      </PageShell>
    )
  const k = ticket.data
  const link = showLink(landingPath(k.showId, note))
  const shareOnWeb = async () => {
    if ((await shareShowLink(k.showName, link)) === 'copy')
      await copyText(link, { done: s('share.copied'), failed: s('share.copy_failed') })
  }
  return (
    <PageShell route="share-ticket">
      <View className="share-ticket">
        <View className="share-ticket__card" data-show-id={k.showId}>
          <Text className="share-ticket__show">{k.showName}</Text>
          {k.sessionName ? <Text className="share-ticket__line">{k.sessionName}</Text> : null}
          <Text className="share-ticket__line">{showTimeText(k.showTime)}</Text>
          <Text className="share-ticket__line">{[k.venueName, k.venueAddress].filter(Boolean).join(' · ')}</Text>
        </View>
        <AtInput
          name="share-note"
          className="share-ticket__note"
          title={c('share.note_label')}
          maxlength={SHARE_NOTE_MAX}
          value={note}
          placeholder={c('share.note_placeholder')}
          onChange={(value) => setNote(String(value))}
        />
        <Text className="share-ticket__hint">{s('share.hint')}</Text>
        {SHARE_BY_BUTTON ? (
          <Button className="share-ticket__share" openType="share">
            {s('share.button')}
          </Button>
        ) : (
          <AtButton type="primary" className="share-ticket__action" onClick={() => void shareOnWeb()}>
            {s('share.copy_link')}
          </AtButton>
        )}
        <AtButton className="share-ticket__action" onClick={() => void appRouter().open('show_detail', { showId: k.showId })}>
          {s('share.view_show')}
        </AtButton>
      </View>
    </PageShell>
  )
}
