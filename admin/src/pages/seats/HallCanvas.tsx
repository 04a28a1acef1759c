/**
 * The designer's canvas (react-konva): the stage line on top, each seat a circle in its zone's colour
 * with its number; unavailable seats hollow, held or sold seats grey with a lock ring. Drag to pan and
 * the wheel to zoom; with the lasso tool a drag draws the polygon that selects the seats inside it.
 */
import { useEffect, useRef, useState } from 'react'
import { Circle, Group, Layer, Line, Rect, Stage, Text } from 'react-konva'
import type Konva from 'konva'
import { SEAT_SIZE, allSeats, seatsInPolygon, type HallMap, type Point } from '../../../../types/rules/hall-map'

export type CanvasTool = 'select' | 'lasso'

interface Props {
  map: HallMap
  selected: ReadonlySet<string>
  locked: ReadonlySet<string>
  tool: CanvasTool
  stageLabel: string
  /** ids picked by a click (one seat) or a lasso; `add` when shift was held. */
  onPick: (ids: string[], add: boolean) => void
}

const NO_ZONE = '#bfbfbf'
const LOCKED = '#595959'

export function HallCanvas({ map, selected, locked, tool, stageLabel, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 800, height: 560 })
  const [view, setView] = useState({ x: 400, y: 40, scale: 1 })
  const [lasso, setLasso] = useState<Point[] | null>(null)

  useEffect(() => {
    const el = box.current
    if (!el) return
    const fit = () => setSize({ width: el.clientWidth, height: Math.max(420, Math.round(window.innerHeight - 260)) })
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const colours = new Map(map.zones.map((z) => [z.id, z.color]))
  const seats = allSeats(map)
  const xs = seats.map((s) => s.x)

  // The whole hall in view when it opens and whenever a section comes or goes; pan and zoom after that.
  const sectionsKey = map.sections.map((s) => s.id).join(',')
  useEffect(() => {
    if (!seats.length) return
    const ys = seats.map((s) => s.y)
    const left = Math.min(...xs) - SEAT_SIZE
    const right = Math.max(...xs) + SEAT_SIZE
    const top = Math.min(-10, Math.min(...ys) - SEAT_SIZE)
    const bottom = Math.max(...ys) + SEAT_SIZE
    const scale = Math.min(3, 0.9 * Math.min(size.width / (right - left), size.height / (bottom - top)))
    setView({ scale, x: size.width / 2 - ((left + right) / 2) * scale, y: (size.height - (bottom - top) * scale) / 2 - top * scale })
  }, [sectionsKey, size.width, size.height]) // eslint-disable-line react-hooks/exhaustive-deps
  const stageWidth = seats.length ? Math.max(...xs) - Math.min(...xs) + 80 : 400
  const stageX = seats.length ? (Math.max(...xs) + Math.min(...xs)) / 2 - stageWidth / 2 : -200

  const zoom = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault()
    const stage = e.target.getStage()
    const pointer = stage?.getPointerPosition()
    if (!stage || !pointer) return
    const scale = Math.min(6, Math.max(0.2, view.scale * (e.evt.deltaY > 0 ? 1 / 1.1 : 1.1)))
    const at = { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale }
    setView({ scale, x: pointer.x - at.x * scale, y: pointer.y - at.y * scale })
  }
  const here = (e: Konva.KonvaEventObject<MouseEvent>): Point | null => e.target.getStage()?.getRelativePointerPosition() ?? null

  return (
    <div
      ref={box}
      style={{ border: '1px solid #d9d9d9', borderRadius: 8, background: '#fafafa', overflow: 'hidden' }}
      data-testid="hall-canvas"
      data-view={`${view.x.toFixed(2)},${view.y.toFixed(2)},${view.scale.toFixed(4)}`}
    >
      <Stage
        width={size.width}
        height={size.height}
        x={view.x}
        y={view.y}
        scaleX={view.scale}
        scaleY={view.scale}
        draggable={tool === 'select'}
        onDragEnd={(e) => e.target === e.target.getStage() && setView((v) => ({ ...v, x: e.target.x(), y: e.target.y() }))}
        onWheel={zoom}
        onMouseDown={(e) => {
          if (tool !== 'lasso') return
          const p = here(e)
          if (p) setLasso([p])
        }}
        onMouseMove={(e) => {
          if (!lasso) return
          const p = here(e)
          if (p) setLasso([...lasso, p])
        }}
        onMouseUp={(e) => {
          if (!lasso) return
          onPick(seatsInPolygon(map, lasso), e.evt.shiftKey)
          setLasso(null)
        }}
      >
        <Layer>
          <Rect x={stageX} y={-10} width={stageWidth} height={24} cornerRadius={6} fill="#e6e6e6" />
          <Text x={stageX} y={-4} width={stageWidth} align="center" text={stageLabel} fontSize={12} fill="#595959" />
          {seats.map((s) => {
            const isLocked = locked.has(s.id)
            const colour = isLocked ? LOCKED : (s.zoneId && colours.get(s.zoneId)) || NO_ZONE
            const isSelected = selected.has(s.id)
            return (
              <Group
                key={s.id}
                x={s.x}
                y={s.y}
                onClick={(e) => {
                  if (tool !== 'select') return
                  e.cancelBubble = true
                  onPick([s.id], e.evt.shiftKey)
                }}
              >
                <Circle
                  radius={SEAT_SIZE / 2 - 1}
                  fill={s.unavailable ? '#ffffff' : colour}
                  stroke={isSelected ? '#000000' : isLocked ? '#262626' : colour}
                  strokeWidth={isSelected ? 3 : isLocked ? 2 : 1}
                  dash={s.unavailable ? [3, 2] : undefined}
                />
                <Text
                  text={String(s.number)}
                  fontSize={7}
                  width={SEAT_SIZE}
                  x={-SEAT_SIZE / 2}
                  y={-3.5}
                  align="center"
                  fill={s.unavailable ? '#8c8c8c' : '#ffffff'}
                  listening={false}
                />
              </Group>
            )
          })}
          {lasso && (
            <Line
              points={lasso.flatMap((p) => [p.x, p.y])}
              closed
              stroke="#1677ff"
              dash={[4, 4]}
              strokeWidth={1 / view.scale}
              fill="rgba(22,119,255,0.08)"
            />
          )}
        </Layer>
      </Stage>
    </div>
  )
}
