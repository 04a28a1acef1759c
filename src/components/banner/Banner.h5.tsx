/**
 * H5: the banner carousel as the browser's own scroll snapping, a slide per screen width, instead of
 * Taro's Swiper (swiper.js under a web component): that one measured itself and its parents on every
 * change while home filled in and cost home's first load its largest task. Swiping is the browser's;
 * the slides advance every BANNER_INTERVAL_MS unless a finger or the pointer is on them, going back to
 * the first after the last, and the dots follow the slide in view; a dot clicked shows its slide (a
 * desktop mouse cannot swipe). The active slide carries banner__slide--active.
 */
import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { BannerItem } from '../../../types/api/layout'
import { BANNER_INTERVAL_MS } from './banner-timing'
import { BannerSlide } from './BannerSlide'
import './banner.scss'

const smooth = () => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')
/** The slide in view: the track scrolls by whole widths. */
const slideOf = (track: HTMLElement) => Math.round(track.scrollLeft / track.clientWidth)
const scrollToSlide = (track: HTMLElement, i: number) => track.scrollTo({ left: i * track.clientWidth, behavior: smooth() })

export function Banner({ items }: { items: BannerItem[] }) {
  const track = useRef<HTMLElement | null>(null)
  const [inView, setInView] = useState(0)
  const touched = useRef(false)
  const count = items.length

  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (el && !touched.current && el.clientWidth) scrollToSlide(el, (slideOf(el) + 1) % count)
    }, BANNER_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count])

  // The dots follow the slide in view, however it got there (a swipe or the timer); the pointer over the
  // slides holds them. Listeners of their own: Taro's View types have no onScroll or mouse enter and leave.
  useEffect(() => {
    const el = track.current
    if (!el) return undefined
    const onScroll = () => {
      if (el.clientWidth) setInView(slideOf(el))
    }
    const enter = () => (touched.current = true)
    const leave = () => (touched.current = false)
    el.addEventListener('scroll', onScroll, { passive: true })
    el.addEventListener('mouseenter', enter)
    el.addEventListener('mouseleave', leave)
    return () => {
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('mouseenter', enter)
      el.removeEventListener('mouseleave', leave)
    }
  }, [count])

  if (!count) return null
  // A publish may leave fewer slides than the one in view.
  const active = Math.min(inView, count - 1)
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
        <View className="banner__dots">
          {items.map((item, i) => (
            <View
              key={item.itemId}
              className={i === active ? 'banner__dot banner__dot--active' : 'banner__dot'}
              role="button"
              aria-label={item.title}
              aria-current={i === active}
              onClick={() => track.current && scrollToSlide(track.current, i)}
            />
          ))}
        </View>
      )}
    </View>
  )
}
