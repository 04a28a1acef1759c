/**
 * The seat map on a canvas: drawn by seat-map-draw, moved by seat-gestures, hit-tested by seat-viewport.
 * In the browser a DOM canvas with pointer events (mouse, touch, pen) and the wheel; in the
 * mini-programs the type="2d" canvas node with touch events. The viewport lives in a ref and redraws on
 * the next frame, so pinching never re-renders React; the wrapper's data-seat-origin / data-seat-pitch
 * say where row 1 seat 1 is and how far apart seats are, data-seat-area where seats can be tapped,
 * data-minimap where the minimap is and data-row-labels which rows are numbered, for browser tests.
 * A press that starts on the minimap steers the view; one on the seats pans, pinches or taps.
 */
import Taro from '@tarojs/taro'
import { Canvas, View } from '@tarojs/components'
import type { CanvasTouchEvent } from '@tarojs/components/types/common'
import { useEffect, useRef, useState } from 'react'
import type { SeatMap } from '../../../../types/api/show'
import { seatKey } from '../../../../types/rules/seat-key'
import { drawSeatMap, type Ctx2d } from './seat-map-draw'
import { SeatGestures } from './seat-gestures'
import {
  clampViewport,
  initialViewport,
  panBy,
  placeAt,
  placeCentre,
  rowLabels,
  seatArea,
  zoomAt,
  PITCH,
  type Point,
  type Viewport,
  type ViewSize
} from './seat-viewport'
import { minimapLayout, regionAt, viewFromMinimap, zoomButtonsBox, ZOOM_BUTTON } from './seat-minimap'
import { Icon } from '../../../components/icon/Icon'

const IS_H5 = process.env.TARO_ENV === 'h5'
const CANVAS_ID = 'seat-map-canvas'

interface SeatMapCanvasProps {
  map: SeatMap
  selected: readonly string[]
  zone?: number
  /** The zone's first row, where the map opens when the buyer came with a price chosen. */
  focusRow?: number
  selectedColour: string
  surfaceColour: string
  labelColour: string
  frameColour: string
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
      drawSeatMap(s.ctx, {
        map: p.map,
        vp: vp.current,
        view: s.view,
        dpr: s.dpr,
        selected: new Set(p.selected),
        zone: p.zone,
        selectedColour: p.selectedColour,
        stageLabel: p.stageLabel,
        surfaceColour: p.surfaceColour,
        labelColour: p.labelColour,
        frameColour: p.frameColour
      })
    })
  }

  // Made once (not on every render); its handlers read the latest props through refs.
  const [gestures] = useState(
    () =>
      new SeatGestures({
        pan: (dx, dy) => move((v, view) => panBy(v, dx, dy, latest.current.map, view)),
        zoom: (factor, at) => move((v, view) => zoomAt(v, factor, at, latest.current.map, view)),
        tap: (at) => {
          const s = surface.current
          if (!vp.current || !s) return
          const place = placeAt(vp.current, at, latest.current.map, s.view)
          if (place) latest.current.onTap(seatKey(place))
        }
      })
  )
  // The pointers that started on the minimap: they steer the view and never reach the seat gestures.
  const steering = useRef(new Set<number>())
  const press = (id: number, p: Point) => {
    const s = surface.current
    if (!s) return
    const region = regionAt(p, latest.current.map, s.view)
    if (region === 'minimap') {
      steering.current.add(id)
      move((v, view) => viewFromMinimap(v, p, latest.current.map, view))
    } else if (region === 'seats') gestures.down(id, p)
  }
  const drag = (id: number, p: Point) => {
    if (steering.current.has(id)) move((v, view) => viewFromMinimap(v, p, latest.current.map, view))
    else gestures.move(id, p)
  }
  const release = (id: number, p: Point) => {
    if (!steering.current.delete(id)) gestures.up(id, p)
    settle()
  }
  const abandon = () => {
    steering.current.clear()
    gestures.cancel()
  }

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
      vp.current = initialViewport(latest.current.map, s.view, latest.current.focusRow)
      settle()
      draw()
    }
    if (IS_H5) {
      const canvas = domCanvas.current
      const ctx = canvas?.getContext('2d')
      if (!canvas || !ctx) return
      const measure = (): Surface => {
        const rect = canvas.getBoundingClientRect()
        const dpr = window.devicePixelRatio || 1
        canvas.width = Math.round(rect.width * dpr)
        canvas.height = Math.round(rect.height * dpr)
        return { ctx, view: { width: rect.width, height: rect.height }, dpr, frame: (cb) => requestAnimationFrame(cb) }
      }
      ready(measure())
      // A browser window can change size (rotation, the address bar, a desktop window): a canvas left at
      // its old size would stretch the seats and tap the wrong one. Same view, kept in the new bounds.
      const observer =
        typeof ResizeObserver === 'undefined'
          ? undefined
          : new ResizeObserver(() => {
              const s = surface.current
              const rect = canvas.getBoundingClientRect()
              if (cancelled || !s || !vp.current || (rect.width === s.view.width && rect.height === s.view.height)) return
              surface.current = measure()
              vp.current = clampViewport(vp.current, latest.current.map, surface.current.view)
              settle()
              draw()
            })
      observer?.observe(canvas)
      return () => {
        cancelled = true
        observer?.disconnect()
      }
    } else {
      Taro.nextTick(() => {
        Taro.createSelectorQuery()
          .select(`#${CANVAS_ID}`)
          .fields({ node: true, size: true })
          .exec(
            (
              res: Array<{
                node?: { width: number; height: number; getContext(type: '2d'): Ctx2d; requestAnimationFrame(cb: () => void): void }
                width: number
                height: number
              }>
            ) => {
              const info = res?.[0]
              const node = info?.node
              if (!node) return
              const dpr = Taro.getSystemInfoSync().pixelRatio || 1
              node.width = Math.round(info.width * dpr)
              node.height = Math.round(info.height * dpr)
              ready({
                ctx: node.getContext('2d'),
                view: { width: info.width, height: info.height },
                dpr,
                frame: (cb) => node.requestAnimationFrame(cb)
              })
            }
          )
      })
    }
    return () => {
      cancelled = true
    }
    // The surface is made once; a new map of the same session is drawn on it.
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
      press(e.pointerId, at(e))
    }
    const moveP = (e: PointerEvent) => drag(e.pointerId, at(e))
    const up = (e: PointerEvent) => release(e.pointerId, at(e))
    const cancel = () => abandon()
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
      if (kind === 'down') press(t.identifier, p)
      else if (kind === 'move') drag(t.identifier, p)
      else release(t.identifier, p)
    }
  }

  const zoomButton = (factor: number) => {
    const s = surface.current
    if (!s) return
    // About the seat area's centre, so what the buyer looks at stays in view.
    move((v, view) => {
      const area = seatArea(view)
      return zoomAt(v, factor, { x: area.x + area.width / 2, y: area.y + area.height / 2 }, latest.current.map, view)
    })
    settle()
  }

  const view = surface.current?.view
  const origin = settled && placeCentre(settled, 1, 1)
  const area = view && seatArea(view)
  const mini = view && minimapLayout(props.map, view).frame
  const rect = (r: { x: number; y: number; width: number; height: number }) =>
    [r.x, r.y, r.width, r.height].map((n) => n.toFixed(1)).join(',')
  // In the band right of the minimap, clear of the seat area (issue #14: "the ± buttons cover seats").
  const buttons = view && zoomButtonsBox(view)
  const buttonStyle = { width: `${ZOOM_BUTTON}px`, height: `${ZOOM_BUTTON}px`, borderRadius: `${ZOOM_BUTTON / 2}px` }
  return (
    <View
      className="seat-map"
      data-seat-origin={origin ? `${origin.x.toFixed(1)},${origin.y.toFixed(1)}` : ''}
      data-seat-pitch={settled ? (PITCH * settled.scale).toFixed(3) : ''}
      data-seat-area={area ? rect(area) : ''}
      data-minimap={mini ? rect(mini) : ''}
      data-row-labels={
        settled && view
          ? rowLabels(settled, props.map, view)
              .map((l) => l.row)
              .join(',')
          : ''
      }
    >
      {IS_H5 ? (
        <canvas ref={domCanvas} className="seat-map__canvas" aria-label={props.stageLabel} />
      ) : (
        <Canvas
          type="2d"
          id={CANVAS_ID}
          className="seat-map__canvas"
          disableScroll
          onTouchStart={onTouch('down')}
          onTouchMove={onTouch('move')}
          onTouchEnd={onTouch('up')}
          onTouchCancel={abandon}
        />
      )}
      <View
        className="seat-map__zoom"
        style={
          buttons
            ? { left: `${buttons.x}px`, top: `${buttons.y}px`, width: `${buttons.width}px`, height: `${buttons.height}px` }
            : { display: 'none' }
        }
      >
        <View
          className="seat-map__zoom-button seat-map__zoom-button--out"
          style={buttonStyle}
          aria-label={props.zoomOutLabel}
          onClick={() => zoomButton(1 / 1.5)}
        >
          <Icon name="minus" className="seat-map__zoom-icon" />
        </View>
        <View
          className="seat-map__zoom-button seat-map__zoom-button--in"
          style={buttonStyle}
          aria-label={props.zoomInLabel}
          onClick={() => zoomButton(1.5)}
        >
          <Icon name="plus" className="seat-map__zoom-icon" />
        </View>
      </View>
    </View>
  )
}
