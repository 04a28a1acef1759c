/** One slide of the banner: its picture, and its jump on a tap (banner-jump.ts). */
import { Image } from '@tarojs/components'
import type { BannerItem } from '../../../types/api/layout'
import { assetUrl } from '../../services/asset-url'
import { runJump } from '../../router/jump-action'
import { track } from '../../services/analytics/track'
import { useT } from '../../locales/locale-atoms'
import { bannerJump } from './banner-jump'

export function BannerSlide({ item }: { item: BannerItem }) {
  const t = useT()
  return (
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
  )
}
