/**
 * The topic page's coupon template (product.md "Topic": /topic-activity/:topicId/coupon-template/:couponTemplateId;
 * ): the template's card in receive mode above the topic, received with TOPIC_OBTAIN. A template
 * that no longer exists shows nothing: the topic still stands.
 */
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { CouponCard } from '../../../components/coupon-card/CouponCard'
import { received } from '../../../components/coupon-card/coupon-card-model'
import { useReceiveCoupon } from '../../../components/coupon-card/use-receive-coupon'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { loggedInAtom } from '../../../session/session-atoms'
import { couponTemplate } from '../../../services/coupon-api'

export function TopicCoupon({ couponTemplateId }: { couponTemplateId: string }) {
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(() => couponTemplate(couponTemplateId, loggedIn), [couponTemplateId, loggedIn])
  const [got, setGot] = useState(false)
  const { busyId, receive } = useReceiveCoupon(() => setGot(true))
  if (data.status === 'loading') return <StateView kind="loading" />
  if (data.status === 'error') return null
  const coupon = got ? received([data.data], couponTemplateId)[0] : data.data
  return (
    <View className="topic__coupon" data-testid="topic-coupon">
      <CouponCard
        card={{ mode: 'RECEIVE', coupon }}
        busy={busyId === couponTemplateId}
        onAction={() => void receive(coupon, 'TOPIC_OBTAIN')}
      />
    </View>
  )
}
