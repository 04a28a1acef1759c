/**
 * announce-detail (/announce/:id; product.md "Announcement banner": a tap opens it by id): the whole
 * announcement, its time window in the merchant's zone and its more-link. Opening it is reading it: the
 * read is recorded on the device and, for a logged-in buyer, on the gateway (notice-reads.ts).
 */
import { View, Text } from '@tarojs/components'
import { useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { runJump } from '../../../router/jump-action'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { NOTICES_TEXT } from '../../../locales/sections/notices/notices-text'
import { announcementDetail } from '../../../services/announcement-api'
import { loadFailureOf } from '../../../services/request/load-failure'
import { markNoticeRead } from '../../../announcement/notice-reads'
import { useLocalFormat } from '../../../utils/show-time'
import { readPageSource } from './announce-detail-model'
import './announce-detail.scss'

export default function AnnounceDetailPage() {
  const t = useT()
  const nt = useSectionT(NOTICES_TEXT)
  const local = useLocalFormat()
  const locale = useAtomValue(localeAtom)
  const { id = '', from, showId } = useRouteParams()
  const notice = useAsync(() => announcementDetail(id), [id, locale])
  const loaded = notice.status === 'ready' ? notice.data : undefined

  useEffect(() => {
    if (loaded)
      void markNoticeRead({
        announcementId: loaded.noticeId,
        showId: showId || undefined,
        clientReadTime: Date.now(),
        pageSource: readPageSource(from)
      })
  }, [loaded, showId, from])

  const goHome = { label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }
  let body
  if (notice.status === 'loading') body = <StateView kind="loading" />
  else if (notice.status === 'error')
    body =
      loadFailureOf(notice.error).kind === 'not-found' ? (
        <StateView kind="empty" icon="not_found" text={nt('detail_missing')} action={goHome} />
      ) : (
        <StateView kind="error" onRetry={notice.reload} />
      )
  else {
    const n = notice.data
    body = (
      <View className="announce-detail" data-testid="announce-detail">
        <Text className="announce-detail__title">{n.noticeTitle}</Text>
        <Text className="announce-detail__period">
          {nt('detail_period', { start: local(n.startTime, 'YYYY-MM-DD HH:mm'), end: local(n.endTime, 'YYYY-MM-DD HH:mm') })}
        </Text>
        <Text className="announce-detail__content">{n.noticeContent}</Text>
        {n.noticeMoreUrl && (
          <Text className="announce-detail__more" onClick={() => runJump({ kind: 'web', url: n.noticeMoreUrl })}>
            {nt('detail_more_link')}
          </Text>
        )}
      </View>
    )
  }
  return <PageShell route="announce-detail">{body}</PageShell>
}
