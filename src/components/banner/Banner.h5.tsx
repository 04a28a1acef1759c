/**
 * H5: the banner carousel as the browser's own scroll snapping, a slide per screen width, instead of
 * Taro's Swiper (swiper.js under a web component): that one measured itself and its parents on every
 * change while home filled in and cost home's first load its largest task. Swiping is the browser's;
 * the slides advance every BANNER_INTERVAL_MS unless a finger is on them, going back to the first after
 * the last, and the dots follow the slide in view. The active slide carries banner__slide--active.
 */
import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { BannerItem } from '../../../types/api/layout'
import { BANNER_INTERVAL_MS } from './banner-timing'
import { BannerSlide } from './BannerSlide'
import './banner.scss'

const smooth = () => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

export function Banner({ items }: { items: BannerItem[] }) {
  const track = useRef<HTMLElement | null>(null)
  const [active, setActive] = useState(0)
  const touched = useRef(false)
  const count = items.length

  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touched.current || !el.clientWidth) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: smooth() })
    }, BANNER_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count])

  // The dots follow the slide in view, however it got there (a swipe or the timer). A listener of its own:
  // Taro's View types have no onScroll.
  useEffect(() => {
    const el = track.current
    if (!el) return undefined
    const onScroll = () => {
      if (el.clientWidth) setActive(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)))
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [count])

  if (!count) return null
  const hold = (on: boolean) => () => {
    touched.current = on
  }
  return (
    <View className="banner banner--snap">
      <View
        className="banner__track"
        ref={(el: HTMLElement | null) => {
          track.current = el
        }}
        onTouchStart={hold(true)}
        onTouchEnd={hold(false)}
        onTouchCancel={hold(false)}
      >
        {items.map((item, i) => (
          <View key={item.itemId} className={i === active ? 'banner__slide banner__slide--active' : 'banner__slide'}>
            <BannerSlide item={item} />
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className="banner__dots" aria-hidden>
          {items.map((item, i) => (
            <View key={item.itemId} className={i === active ? 'banner__dot banner__dot--active' : 'banner__dot'} />
          ))}
        </View>
      )}
    </View>
  )
}
