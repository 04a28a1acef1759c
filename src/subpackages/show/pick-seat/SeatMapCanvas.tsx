/**
 * The seat map on a canvas: drawn by seat-map-draw, moved by seat-gestures, hit-tested by seat-viewport.
 * In the browser a DOM canvas with pointer events (mouse, touch, pen) and the wheel; in the
 * mini-programs the type="2d" canvas node with touch events. The viewport lives in a ref and redraws on
 * the next frame, so pinching never re-renders React; the wrapper's data-seat-origin / data-seat-pitch
 * say where row 1 seat 1 is and how far apart seats are, for browser tests and screen-reader hints.
 */
import Taro from '@tarojs/taro'
import { Canvas, Text, View } from '@tarojs/components'
import type { CanvasTouchEvent } from '@tarojs/components/types/common'
import { useEffect, useRef, useState } from 'react'
import type { SeatMap } from '../../../../types/api/show'
import { seatKey } from '../../../../types/rules/seat-key'
import { drawSeatMap, type Ctx2d } from './seat-map-draw'
import { SeatGestures } from './seat-gestures'
import { fitViewport, panBy, placeAt, placeCentre, zoomAt, PITCH, type Point, type Viewport, type ViewSize } from './seat-viewport'

const IS_H5 = process.env.TARO_ENV === 'h5'
const CANVAS_ID = 'seat-map-canvas'

interface SeatMapCanvasProps {
  map: SeatMap
  selected: readonly string[]
  zone?: number
  selectedColour: string
  stageLabel: string
  zoomInLabel: string
  zoomOutLabel: string
  onTap(key: string): void
}

interface Surface {
  ctx: Ctx2d
  view: ViewSize
  dpr: number
  frame(callback: () => void): void
}

export function SeatMapCanvas(props: SeatMapCanvasProps) {
  const domCanvas = useRef<HTMLCanvasElement | null>(null)
  const surface = useRef<Surface>()
  const vp = useRef<Viewport>()
  const queued = useRef(false)
  const latest = useRef(props)
  latest.current = props
  // Settled viewport (after a gesture), for the data attributes.
  const [settled, setSettled] = useState<Viewport>()

  const draw = () => {
    const s = surface.current
    if (!s || !vp.current || queued.current) return
    queued.current = true
    s.frame(() => {
      queued.current = false
      const p = latest.current
      if (!vp.current) return
      drawSeatMap(s.ctx, { map: p.map, vp: vp.current, view: s.view, dpr: s.dpr, selected: new Set(p.selected), zone: p.zone, selectedColour: p.selectedColour, stageLabel: p.stageLabel })
    })
  }

  // Made once (not on every render); its handlers read the latest props through refs.
  const [gestures] = useState(
    () =>
      new SeatGestures({
        pan: (dx, dy) => move((v, view) => panBy(v, dx, dy, latest.current.map, view)),
        zoom: (factor, at) => move((v, view) => zoomAt(v, factor, at, latest.current.map, view)),
        tap: (at) => {
          if (!vp.current) return
          const place = placeAt(vp.current, at, latest.current.map)
          if (place) latest.current.onTap(seatKey(place))
        }
      })
  )

  function move(next: (v: Viewport, view: ViewSize) => Viewport) {
    const s = surface.current
    if (!s || !vp.current) return
    vp.current = next(vp.current, s.view)
    draw()
  }
  const settle = () => setSettled(vp.current && { ...vp.current })

  // Sets the surface up once the canvas exists; fits the map to it.
  useEffect(() => {
    let cancelled = false
    const ready = (s: Surface) => {
      if (cancelled) return
      surface.current = s
      vp.current = fitViewport(latest.current.map, s.view)
      settle()
      draw()
    }
    if (IS_H5) {
      const canvas = domCanvas.current
      const ctx = canvas?.getContext('2d')
      if (!canvas || !ctx) return
      const rect = canvas.getBoundingClientRect()
      const dpr = window.devicePixelRatio || 1
      canvas.width = Math.round(rect.width * dpr)
      canvas.height = Math.round(rect.height * dpr)
      ready({ ctx, view: { width: rect.width, height: rect.height }, dpr, frame: (cb) => requestAnimationFrame(cb) })
    } else {
      Taro.nextTick(() => {
        Taro.createSelectorQuery()
          .select(`#${CANVAS_ID}`)
          .fields({ node: true, size: true })
          .exec((res: Array<{ node?: { width: number; height: number; getContext(type: '2d'): Ctx2d; requestAnimationFrame(cb: () => void): void }; width: number; height: number }>) => {
            const info = res?.[0]
            const node = info?.node
            if (!node) return
            const dpr = Taro.getSystemInfoSync().pixelRatio || 1
            node.width = Math.round(info.width * dpr)
            node.height = Math.round(info.height * dpr)
            ready({ ctx: node.getContext('2d'), view: { width: info.width, height: info.height }, dpr, frame: (cb) => node.requestAnimationFrame(cb) })
          })
      })
    }
    return () => {
      cancelled = true
    }
    // The surface is made once; a new map of the same session is drawn on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Redraw when the seats, the choice or the zone change.
  useEffect(draw, [props.map, props.selected, props.zone, props.selectedColour])

  // Browser: pointer events cover mouse, touch and pen; the wheel zooms about the pointer.
  useEffect(() => {
    const canvas = domCanvas.current
    if (!IS_H5 || !canvas) return
    const at = (e: PointerEvent | WheelEvent): Point => {
      const rect = canvas.getBoundingClientRect()
      return { x: e.clientX - rect.left, y: e.clientY - rect.top }
    }
    const down = (e: PointerEvent) => {
      canvas.setPointerCapture?.(e.pointerId)
      gestures.down(e.pointerId, at(e))
    }
    const moveP = (e: PointerEvent) => gestures.move(e.pointerId, at(e))
    const up = (e: PointerEvent) => {
      gestures.up(e.pointerId, at(e))
      settle()
    }
    const cancel = () => gestures.cancel()
    const wheel = (e: WheelEvent) => {
      e.preventDefault()
      move((v, view) => zoomAt(v, e.deltaY < 0 ? 1.15 : 1 / 1.15, at(e), latest.current.map, view))
      settle()
    }
    canvas.addEventListener('pointerdown', down)
    canvas.addEventListener('pointermove', moveP)
    canvas.addEventListener('pointerup', up)
    canvas.addEventListener('pointercancel', cancel)
    canvas.addEventListener('wheel', wheel, { passive: false })
    return () => {
      canvas.removeEventListener('pointerdown', down)
      canvas.removeEventListener('pointermove', moveP)
      canvas.removeEventListener('pointerup', up)
      canvas.removeEventListener('pointercancel', cancel)
      canvas.removeEventListener('wheel', wheel)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Mini-programs: a canvas touch's x and y are already relative to the canvas.
  const onTouch = (kind: 'down' | 'move' | 'up') => (e: CanvasTouchEvent) => {
    for (const t of e.changedTouches) {
      const p = { x: t.x, y: t.y }
      if (kind === 'down') gestures.down(t.identifier, p)
      else if (kind === 'move') gestures.move(t.identifier, p)
      else gestures.up(t.identifier, p)
    }
    if (kind === 'up') settle()
  }

  const zoomButton = (factor: number) => {
    const s = surface.current
    if (!s) return
    move((v, view) => zoomAt(v, factor, { x: view.width / 2, y: view.height / 2 }, latest.current.map, view))
    settle()
  }

  const origin = settled && placeCentre(settled, 1, 1)
  return (
    <View
      className='seat-map'
      data-seat-origin={origin ? `${origin.x.toFixed(1)},${origin.y.toFixed(1)}` : ''}
      data-seat-pitch={settled ? (PITCH * settled.scale).toFixed(3) : ''}
    >
      {IS_H5 ? (
        <canvas ref={domCanvas} className='seat-map__canvas' aria-label={props.stageLabel} />
      ) : (
        <Canvas
          type='2d'
          id={CANVAS_ID}
          className='seat-map__canvas'
          disableScroll
          onTouchStart={onTouch('down')}
          onTouchMove={onTouch('move')}
          onTouchEnd={onTouch('up')}
          onTouchCancel={() => gestures.cancel()}
        />
      )}
      <View className='seat-map__zoom'>
        <Text className='seat-map__zoom-button' aria-label={props.zoomInLabel} onClick={() => zoomButton(1.5)}>
          +
        </Text>
        <Text className='seat-map__zoom-button' aria-label={props.zoomOutLabel} onClick={() => zoomButton(1 / 1.5)}>
          −
        </Text>
      </View>
    </View>
  )
}
