/**
 * Taro's ScrollView as React renders it without the web component under it (see light-element.js): the
 * same host tag and classes as taro-scroll-view-core (@tarojs/components 3.6.40, styled by
 * light-elements.css) and the same behaviour for what the app and taro-ui pass it: scrollX / scrollY,
 * scrollTop / scrollLeft applied when they change (animated with scrollWithAnimation, skipped when the view
 * is already there, so a position fed back from onScroll does not stop a fling), scrollIntoView,
 * onScroll with Taro's detail, onScrollToUpper / onScrollToLower within their thresholds (200 ms after
 * the scroll settles), and a touch move kept inside (a float layout does not see it). Home's category tabs
 * (taro-ui's AtTabs) draw one: as a web component it brought Stencil's runtime to the first page.
 */
import { createElement, forwardRef, useCallback, useEffect, useRef } from 'react'
import { elementProps } from './light-element.js'
import './light-elements.css'

const SETTLE_MS = 200

export const ScrollView = forwardRef(function TaroScrollView(props, ref) {
  const {
    scrollX = false,
    scrollY = false,
    scrollTop,
    scrollLeft,
    scrollIntoView,
    scrollIntoViewAlignment,
    scrollWithAnimation = false,
    upperThreshold = 50,
    lowerThreshold = 50,
    onScroll,
    onScrollToUpper,
    onScrollToLower,
    onTouchMove,
    className,
    children,
    ...rest
  } = props
  const el = useRef(null)
  // Where the view was last seen (scroll events) or sent: a prop equal to it is not applied again.
  const at = useRef({ top: 0, left: 0 })
  const settle = useRef(undefined)
  const setRef = useCallback(
    (node) => {
      el.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref]
  )

  const goTo = (axis, value) => {
    const node = el.current
    const target = Number(value)
    if (!node || value === undefined || value === null || Number.isNaN(target) || target === at.current[axis]) return
    at.current[axis] = target
    node.scrollTo({ [axis]: target, behavior: scrollWithAnimation ? 'smooth' : 'auto' })
  }
  useEffect(() => {
    if (scrollY) goTo('top', scrollTop)
  }, [scrollTop, scrollY])
  useEffect(() => {
    if (scrollX) goTo('left', scrollLeft)
  }, [scrollLeft, scrollX])
  useEffect(() => {
    if (typeof scrollIntoView !== 'string' || !scrollIntoView) return
    document.getElementById(scrollIntoView)?.scrollIntoView({
      behavior: scrollWithAnimation ? 'smooth' : 'auto',
      block: scrollY ? scrollIntoViewAlignment || 'center' : 'center',
      inline: scrollX ? scrollIntoViewAlignment || 'start' : 'start'
    })
  }, [scrollIntoView])
  useEffect(() => () => clearTimeout(settle.current), [])

  const scrolled = (event) => {
    const node = event.currentTarget
    const { scrollLeft: left, scrollTop: top, scrollHeight, scrollWidth, offsetWidth, offsetHeight } = node
    at.current = { top, left }
    if (onScrollToUpper || onScrollToLower) {
      clearTimeout(settle.current)
      settle.current = setTimeout(() => {
        const lower = Number(lowerThreshold)
        const upper = Number(upperThreshold)
        const direction = scrollX ? 'right' : scrollY ? 'bottom' : ''
        if (
          !Number.isNaN(lower) &&
          ((scrollY && offsetHeight + top + lower >= scrollHeight) || (scrollX && offsetWidth + left + lower >= scrollWidth))
        )
          onScrollToLower?.({ type: 'scrolltolower', target: node, currentTarget: node, detail: { direction } })
        if (!Number.isNaN(upper) && ((scrollY && top <= upper) || (scrollX && left <= upper)))
          onScrollToUpper?.({
            type: 'scrolltoupper',
            target: node,
            currentTarget: node,
            detail: { direction: scrollX ? 'left' : scrollY ? 'top' : '' }
          })
      }, SETTLE_MS)
    }
    onScroll?.({
      type: 'scroll',
      target: node,
      currentTarget: node,
      detail: { scrollLeft: left, scrollTop: top, scrollHeight, scrollWidth }
    })
  }
  const touchMoved = (event) => {
    event.stopPropagation()
    onTouchMove?.(event)
  }

  const host = elementProps(rest, setRef)
  const axes = `${scrollX ? ' taro-scroll-view__scroll-x' : ''}${scrollY ? ' taro-scroll-view__scroll-y' : ''}`
  host.class = `${className ?? ''}${axes}`.trim() || undefined
  host.onScroll = scrolled
  host.onTouchMove = touchMoved
  return createElement('taro-scroll-view-core', host, children)
})
