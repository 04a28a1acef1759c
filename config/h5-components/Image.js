/**
 * Taro's Image as React renders it without the web component under it (see light-element.js): the same
 * host tag and img with the same classes as taro-image-core (@tarojs/components 3.6.40): the mode's class,
 * aspectFill covering by the picture's longer side once its size is known, lazyLoad from 300 px before the
 * viewport, and load and error handlers called with the component's `detail`.
 */
import { createElement, forwardRef, useEffect, useRef, useState } from 'react'
import { elementProps } from './light-element.js'
import './light-elements.css'

const imageClass = (mode, fill) =>
  `taro-img__mode-${mode.toLowerCase().replace(/\s/g, '')}` + (mode === 'aspectFill' ? ` taro-img__mode-aspectfill--${fill}` : '')

export const Image = forwardRef(function TaroImage(props, ref) {
  const { src, mode, lazyLoad = false, onLoad, onError, nativeProps, ...rest } = props
  const img = useRef(null)
  const [fill, setFill] = useState('width')
  const [reached, setReached] = useState(!lazyLoad)
  useEffect(() => {
    if (reached || !img.current) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries[entries.length - 1].isIntersecting) return
        observer.disconnect()
        setReached(true)
      },
      { rootMargin: '300px 0px' }
    )
    observer.observe(img.current)
    return () => observer.disconnect()
  }, [reached, src])
  // mode="" draws as the default, as Taro's does.
  const drawn = mode || 'scaleToFill'
  const host = elementProps(rest, ref)
  if (drawn === 'widthFix') host.class = host.class ? `taro-img__widthfix ${host.class}` : 'taro-img__widthfix'
  if (!src) return createElement('taro-image-core', host)
  const loaded = (event) => {
    const picture = event.currentTarget
    setFill(picture.naturalWidth > picture.naturalHeight ? 'width' : 'height')
    onLoad?.({ type: 'load', target: picture, currentTarget: picture, detail: { width: picture.width, height: picture.height } })
  }
  const failed = (event) =>
    onError?.({ type: 'error', target: event.currentTarget, currentTarget: event.currentTarget, detail: event.nativeEvent })
  return createElement(
    'taro-image-core',
    host,
    createElement('img', {
      ref: img,
      className: imageClass(drawn, fill),
      src: reached ? src : undefined,
      onLoad: loaded,
      onError: failed,
      ...nativeProps
    })
  )
})
