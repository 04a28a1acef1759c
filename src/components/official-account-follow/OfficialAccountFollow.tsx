/**
 * The official-account follow component (product.md, shared interface pieces: "an official-account follow
 * component. The follow component shows an unsupported notice in this environment. Closing it stores a
 * local hidden flag."). A card with the platform's component (FollowSlot.weapp.tsx) or the notice, and a
 * close button; once closed it stays hidden on this device.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Icon } from '../icon/Icon'
import { useSectionT } from '../../locales/section-i18n'
import { SOCIAL_TEXT } from '../../locales/sections/social/social-text'
import { FollowSlot } from './FollowSlot'
import { followHidden, hideFollow } from './follow-hidden'
import './official-account-follow.scss'

export function OfficialAccountFollow() {
  const t = useSectionT(SOCIAL_TEXT)
  const [hidden, setHidden] = useState(followHidden)
  if (hidden) return null
  const close = () => {
    hideFollow()
    setHidden(true)
  }
  return (
    <View className="oa-follow">
      <View className="oa-follow__head">
        <Text className="oa-follow__title">{t('follow_title')}</Text>
        <View className="oa-follow__close" aria-label={t('follow_close')} onClick={close}>
          <Icon name="close" tone="muted" className="oa-follow__close-icon" />
        </View>
      </View>
      <Text className="oa-follow__text">{t('follow_text')}</Text>
      <FollowSlot unsupportedText={t('follow_unsupported')} />
    </View>
  )
}
