/**
 * The announcement banner (product.md "Shared interface pieces": a title and an optional more arrow; with a
 * more-link the content is clamped to 2 lines and a tap opens announce-detail by id, otherwise the full
 * content is shown). Home shows the shop's current announcement, show detail the show's own first. A read
 * one stays on screen marked read rather than hidden: it is the merchant's standing word (maintenance, a
 * changed door time), and the spec does not hide it. Nothing is drawn while loading, on a failure or when
 * there is none: the banner is extra to its page, which has its own states.
 */
import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Icon } from '../icon/Icon'
import { useAsync } from '../../hooks/use-async'
import { localeAtom } from '../../locales/locale-atoms'
import { loggedInAtom } from '../../session/session-atoms'
import { useSectionT } from '../../locales/section-i18n'
import { NOTICES_TEXT } from '../../locales/sections/notices/notices-text'
import { currentAnnouncements } from '../../services/announcement-api'
import { markNoticeRead, readNoticeIds } from '../../announcement/notice-reads'
import { appRouter } from '../../router/app-router'
import type { AnnouncementPageSource } from '../../../types/api/announcement'
import './announcement-banner.scss'

export interface AnnouncementBannerProps {
  /** On a show's page: that show's announcement first, then the shop's. */
  showId?: string
  pageSource: Extract<AnnouncementPageSource, 'home' | 'show_detail'>
}

export function AnnouncementBanner({ showId, pageSource }: AnnouncementBannerProps) {
  const t = useSectionT(NOTICES_TEXT)
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const notices = useAsync(() => currentAnnouncements(showId), [showId, locale])
  const notice = notices.status === 'ready' ? notices.data.notices[0] : undefined
  const [read, setRead] = useState(false)
  const [round, setRound] = useState(0)
  // Coming back from announce-detail, the banner reads its state again (it has just been read there).
  useDidShow(() => setRound((n) => n + 1))
  useEffect(() => {
    if (!notice) return
    let live = true
    void readNoticeIds([notice.noticeId]).then((ids) => {
      if (!live) return
      setRead(ids.has(notice.noticeId))
      // Without a more-link the banner shows the whole text: seen is read (shown as read from the next visit).
      if (!notice.noticeMoreUrl && !ids.has(notice.noticeId))
        void markNoticeRead({ announcementId: notice.noticeId, showId, clientReadTime: Date.now(), pageSource })
    })
    return () => {
      live = false
    }
  }, [notice, round, loggedIn, showId, pageSource])

  if (!notice) return null
  const more = notice.noticeMoreUrl !== ''
  const open = () => void appRouter().open('announce-detail', { id: notice.noticeId, from: pageSource, ...(showId ? { showId } : {}) })
  return (
    <View
      className="notice-banner"
      data-testid="notice-banner"
      data-read={read ? 'true' : 'false'}
      role={more ? 'button' : undefined}
      onClick={more ? open : undefined}
    >
      <Icon name="bell" tone="main" className="notice-banner__icon" />
      <View className="notice-banner__body">
        <View className="notice-banner__head">
          <Text className="notice-banner__title">{notice.noticeTitle}</Text>
          <Text className="notice-banner__state">{read ? t('read') : t('unread')}</Text>
        </View>
        <Text className={more ? 'notice-banner__content notice-banner__content--clamped' : 'notice-banner__content'}>
          {notice.noticeContent}
        </Text>
      </View>
      {more && <Icon name="chevron_right" tone="muted" className="notice-banner__more" />}
    </View>
  )
}
