/**
 * The banner carousel of a layout's NORMAL/BANNER component; each slide jumps by its type. The
 * mini-programs' native swiper; H5 has its own (Banner.h5.tsx).
 */
import { Swiper, SwiperItem } from '@tarojs/components'
import type { BannerItem } from '../../../types/api/layout'
import { BannerSlide } from './BannerSlide'
import { BANNER_INTERVAL_MS } from './banner-timing'
import './banner.scss'

export function Banner({ items }: { items: BannerItem[] }) {
  if (!items.length) return null
  return (
    <Swiper
      className="banner"
      circular
      autoplay={items.length > 1}
      interval={BANNER_INTERVAL_MS}
      indicatorDots={items.length > 1}
      indicatorActiveColor="#ffffff"
    >
      {items.map((item) => (
        <SwiperItem key={item.itemId}>
          <BannerSlide item={item} />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
