/**
 * The mine page's level-up and birthday popups (product.md "Other states"), on taro-ui's
 * AtModal. The level-up lists the level's highlighted rights; the birthday its gifts. Closing one makes
 * the no_longer_remind call (unless the server said it was already set), so it does not show again for
 * that level or that month. In the mini-programs closing one also asks for the membership subscription
 * messages (the next level, the birthday), once a visit, and posts what the buyer accepted
 * (components/subscription). Texts from the member section dictionary: the mine page's own chunk.
 */
import { Image, Text, View, Button } from '@tarojs/components'
import AtModal from 'taro-ui/lib/components/modal'
import AtModalHeader from 'taro-ui/lib/components/modal/header'
import AtModalContent from 'taro-ui/lib/components/modal/content'
import { useEffect, useState } from 'react'
import { useSectionT } from '../../locales/section-i18n'
import { MEMBER_TEXT } from '../../locales/sections/member/member-text'
import { memberPopups, noLongerRemind } from '../../services/member-api'
import { assetUrl } from '../../services/asset-url'
import { Icon } from '../icon/Icon'
import type { MemberPopupReply } from '../../../types/api/member'
import { popupsToShow, remindCallOnClose, type MemberPopupKind } from './member-popups-model'
import { askNow, prefetchTemplates, recordMembershipConsent } from '../subscription/subscription-ask'
import '../../theme/taro-ui/modal.scss'
import './member-popups.scss'

export function MemberPopups({ loggedIn }: { loggedIn: boolean }) {
  const t = useSectionT(MEMBER_TEXT)
  const [reply, setReply] = useState<MemberPopupReply>()
  const [queue, setQueue] = useState<MemberPopupKind[]>([])
  useEffect(() => {
    if (!loggedIn) return
    let live = true
    // A popup is a nicety: a failed call shows nothing rather than an error over the mine page.
    memberPopups().then(
      (r) => {
        if (!live) return
        setReply(r)
        setQueue(popupsToShow(r))
        if (popupsToShow(r).length) prefetchTemplates('MEMBER_POPUP_CLOSED')
      },
      () => undefined
    )
    return () => {
      live = false
    }
  }, [loggedIn])
  const kind = queue[0]
  if (!reply || !kind) return null
  const close = () => {
    if (remindCallOnClose(reply, kind)) void noLongerRemind(kind).catch(() => undefined)
    setQueue(queue.slice(1))
    // Inside the tap: the platform's subscription dialog (nothing on H5).
    void askNow('MEMBER_POPUP_CLOSED')
      .then(recordMembershipConsent)
      .catch(() => undefined)
  }
  const items =
    kind === 'levelUp'
      ? reply.levelUp.primeRights.map((r) => ({ icon: r.icon, text: r.primeRightTypeName }))
      : reply.birthday.gifts.map((g) => ({ icon: g.icon, text: g.giftDesc }))
  return (
    <AtModal isOpened closeOnClickOverlay={false} className="member-popup" onClose={close}>
      <AtModalHeader>{kind === 'levelUp' ? t('levelup_title') : t('birthday_title')}</AtModalHeader>
      <AtModalContent>
        <Text className="member-popup__text">
          {kind === 'levelUp' ? t('levelup_text', { level: reply.levelUp.primeLevelName }) : t('birthday_text')}
        </Text>
        {kind === 'levelUp' && items.length ? <Text className="member-popup__sub">{t('levelup_rights')}</Text> : null}
        {items.map((item) => (
          <View key={item.text} className="member-popup__item">
            {item.icon ? (
              <Image className="member-popup__icon" src={assetUrl(item.icon)} mode="aspectFit" />
            ) : (
              <Icon name="star" tone="main" />
            )}
            <Text>{item.text}</Text>
          </View>
        ))}
        <Button className="member-popup__close" onClick={close} data-testid={`member-popup-${kind}`}>
          {t('got_it')}
        </Button>
      </AtModalContent>
    </AtModal>
  )
}
