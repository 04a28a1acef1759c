/** The banner carousel of a layout's NORMAL/BANNER component; each slide jumps by its type. */
import { Swiper, SwiperItem, Image } from '@tarojs/components'
import type { BannerItem } from '../../../types/api/layout'
import { assetUrl } from '../../services/asset-url'
import { runJump } from '../../router/jump-action'
import { track } from '../../services/analytics/track'
import { useT } from '../../locales/locale-atoms'
import { bannerJump } from './banner-jump'
import './banner.scss'

export function Banner({ items }: { items: BannerItem[] }) {
  const t = useT()
  if (!items.length) return null
  return (
    <Swiper
      className="banner"
      circular
      autoplay={items.length > 1}
      interval={4000}
      indicatorDots={items.length > 1}
      indicatorActiveColor="#ffffff"
    >
      {items.map((item) => (
        <SwiperItem key={item.itemId}>
          <Image
            className="banner__image"
            src={assetUrl(item.imageUrl)}
            mode="aspectFill"
            aria-label={item.title}
            onClick={() => {
              track('click_component', item.itemId)
              runJump(bannerJump(item, { taroEnv: process.env.TARO_ENV, comingSoon: t('common.coming_soon') }))
            }}
          />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
