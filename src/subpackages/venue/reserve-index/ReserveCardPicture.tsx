/**
 * An item's picture on its card (reserve-index, reserve-detail), or the ticket icon on a blank tile when the
 * merchant gave none. Its own module: a mini-program page module exports only its page.
 */
import { Image, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'

export function ReserveCardPicture({ url }: { url: string }) {
  return url ? (
    <Image className="reserve-card__picture" src={url} mode="aspectFill" lazyLoad />
  ) : (
    <View className="reserve-card__picture reserve-card__picture--blank">
      <Icon name="ticket" tone="muted" className="reserve-card__picture-icon" />
    </View>
  )
}
