/**
 * pick-seat (/pick-seat/:showId?sessionId&seatPlanId): the session's seat map — zoom and pan, price zones
 * to pick from, sold and held seats greyed — where the buyer chooses up to the per-order limit of free
 * seats, then confirm_order. Coming back (say after someone took a seat first) reloads the map and drops
 * the seats no longer free. The page fills the screen below the navigation bar, so the confirm bar is
 * always in view (issue #14: it was clipped at the bottom).
 */
import { ScrollView, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { navBarMetrics } from '../../../components/nav-bar/nav-bar-metrics'
import { platformAtom } from '../../../platform/visit-atoms'
import { showsCustomNavBar } from '../../../platform/platform'
import { themeVariablesAtom } from '../../../theme/theme-atoms'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { cardBookingParams, cardQuery } from '../../../utils/card-booking-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { seatMap, showStatic } from '../../../services/show-api'
import { priceInfo } from '../../../../types/rules/price-info'
import { parseSeatKey } from '../../../../types/rules/seat-key'
import { pickedSeatLabel, seatNames } from './seat-names'
import { toast } from '../../../utils/toast'
import { encodeSeatParam } from '../../../utils/seat-param'
import { DEFAULT_LIMIT_PER_ORDER } from '../booking/booking-model'
import { SeatMapCanvas } from './SeatMapCanvas'
import { CHOSEN_COLOUR, TAKEN_COLOUR, zoneColour } from './seat-map-draw'
import { firstRowOfZone, indexSeats, selectionItems, selectionTotal, stillFree, toggleSeat } from './seat-selection'
import '../../../theme/taro-ui/button.scss'
import './pick-seat.scss'
import { Icon } from '../../../components/icon/Icon'

export default function PickSeatPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const theme = useAtomValue(themeVariablesAtom)
  const platform = useAtomValue(platformAtom)
  // The page is pinned between the navigation bar (when ours is drawn) and the screen's bottom edge.
  const top = useMemo(() => {
    if (!showsCustomNavBar(platform)) return 0
    const m = navBarMetrics()
    return m.statusBarHeight + m.barHeight
  }, [platform])
  const params = useRouteParams()
  const { showId = '', sessionId = '', seatPlanId, privilegeId } = params
  // Booking with a benefit card: the card goes on to confirm order.
  const card = cardQuery(cardBookingParams(params))
  // privilegeId: booking under a privilege code, carried on to confirm order.
  const privilege = privilegeId ? { privilegeId } : {}
  const data = useAsync(async () => {
    const [show, map] = await Promise.all([showStatic(showId), seatMap(showId, sessionId)])
    return { show, map, index: indexSeats(map), names: seatNames(map) }
  }, [showId, sessionId, locale])
  const [selected, setSelected] = useState<string[]>([])
  const [zone, setZone] = useState<number>()
  const shown = useRef(false)
  const zonePreset = useRef(false)

  useDidShow(() => {
    // The first show loads with the page; later ones (back from confirm_order) fetch the seats again.
    if (shown.current) data.refresh()
    shown.current = true
  })
  useEffect(() => {
    if (data.status !== 'ready') return
    setSelected((s) => stillFree(s, data.data.index))
    // The price chosen on booking stands out at first; the buyer may switch to all zones after.
    const preset = seatPlanId ? data.data.map.zones.findIndex((x) => x.seatPlanId === seatPlanId) : -1
    if (!zonePreset.current && preset >= 0) setZone(preset)
    zonePreset.current = true
  }, [data, seatPlanId])

  const ready = data.status === 'ready' ? data.data : undefined
  const limit = ready?.show.limitPerOrder ?? DEFAULT_LIMIT_PER_ORDER
  const total = useMemo(() => (ready ? selectionTotal(ready.map, ready.index, selected) : 0), [ready, selected])

  if (data.status === 'loading' && !ready)
    return (
      <PageShell route="pick-seat">
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route="pick-seat">
        <StateView kind="error" onRetry={data.reload} />
      </PageShell>
    )
  if (!ready) return null
  const { show, map, index, names } = ready

  const tap = (key: string) => {
    const result = toggleSeat(selected, key, index, limit, zone)
    if ('refused' in result) {
      if (result.refused === 'filtered') {
        const name = (i: number) => map.zones[i]?.seatPlanName ?? ''
        toast(t('pick_seat.filtered', { zone: name(result.filterZone), seatZone: name(result.seatZone) }))
      } else toast(result.refused === 'limit' ? t('pick_seat.limit', { count: limit }) : t('pick_seat.unavailable'))
    }
    setSelected(result.selected)
  }
  const confirm = () => {
    if (!selected.length) return toast(t('pick_seat.pick_hint'))
    void appRouter().open('confirm_order', {
      showId,
      sessionId,
      seats: encodeSeatParam(selectionItems(map, index, selected)),
      ...card,
      ...privilege
    })
  }
  const zoneOf = (key: string) => index.get(key)?.zone ?? 0
  // Read from the route, not from the zone state: the canvas places its first view before effects run.
  const presetZone = seatPlanId ? map.zones.findIndex((x) => x.seatPlanId === seatPlanId) : -1

  return (
    <PageShell route="pick-seat">
      <View className="pick-seat" style={{ top: `${top}px` }}>
        <View className="pick-seat__head">
          <Text className="pick-seat__show">{show.showName}</Text>
          <ScrollView scrollX className="pick-seat__zones" enableFlex>
            <View className={`pick-seat__zone${zone === undefined ? ' pick-seat__zone--on' : ''}`} onClick={() => setZone(undefined)}>
              <Text>{t('pick_seat.all_zones')}</Text>
            </View>
            {map.zones.map((z, i) => (
              <View
                key={z.seatPlanId}
                className={`pick-seat__zone${zone === i ? ' pick-seat__zone--on' : ''}`}
                data-seat-plan-id={z.seatPlanId}
                onClick={() => setZone(zone === i ? undefined : i)}
              >
                <View className="pick-seat__dot" style={{ background: zoneColour(i) }} />
                <Text className="pick-seat__zone-name">{z.seatPlanName}</Text>
                <Price info={z.priceInfo} />
              </View>
            ))}
          </ScrollView>
          {/* What the seats look like (issue #14): free seats in their zone's colour, one swatch per zone with its price. */}
          <ScrollView scrollX className="pick-seat__legend" enableFlex>
            <Text className="pick-seat__legend-label">{t('pick_seat.free')}</Text>
            {map.zones.map((z, i) => (
              <View key={z.seatPlanId} className="pick-seat__legend-item" data-legend="free" data-colour={zoneColour(i)}>
                <View className="pick-seat__seat-swatch" style={{ background: zoneColour(i) }} />
                <Price info={z.priceInfo} plain />
              </View>
            ))}
            <View className="pick-seat__legend-item" data-legend="taken" data-colour={TAKEN_COLOUR}>
              <View className="pick-seat__seat-swatch" style={{ background: TAKEN_COLOUR }} />
              <Text>{t('pick_seat.taken')}</Text>
            </View>
            <View className="pick-seat__legend-item" data-legend="chosen" data-colour={CHOSEN_COLOUR}>
              <View className="pick-seat__seat-swatch" style={{ background: CHOSEN_COLOUR }} />
              <Text>{t('pick_seat.chosen')}</Text>
            </View>
          </ScrollView>
        </View>

        <SeatMapCanvas
          map={map}
          selected={selected}
          zone={zone}
          focusRow={presetZone >= 0 ? firstRowOfZone(map, presetZone) : undefined}
          selectedColour={CHOSEN_COLOUR}
          surfaceColour={theme['--color-surface']}
          labelColour={theme['--color-text-secondary']}
          frameColour={theme['--color-main']}
          stageLabel={t('pick_seat.stage')}
          zoomInLabel={t('pick_seat.zoom_in')}
          zoomOutLabel={t('pick_seat.zoom_out')}
          onTap={tap}
        />

        <View className="pick-seat__bar">
          {selected.length > 0 ? (
            <ScrollView scrollX className="pick-seat__chosen" enableFlex>
              {selected.map((key) => {
                const place = parseSeatKey(key)
                return (
                  <View
                    key={key}
                    className="pick-seat__seat"
                    data-seat={key}
                    onClick={() => setSelected(selected.filter((k) => k !== key))}
                  >
                    <Text className="pick-seat__seat-label">{place ? pickedSeatLabel(place, names, locale) : key}</Text>
                    <Text className="pick-seat__seat-zone">{map.zones[zoneOf(key)]?.seatPlanName}</Text>
                    <Icon name="close" tone="muted" className="pick-seat__seat-x" />
                  </View>
                )
              })}
            </ScrollView>
          ) : (
            <Text className="pick-seat__hint">{t('pick_seat.pick_hint_limit', { count: limit })}</Text>
          )}
          <View className="pick-seat__actions">
            <Price info={priceInfo(total)} large />
            {/* Grey with no seat, yet a tap still says to pick one (confirm's toast), so not `disabled`. */}
            <AtButton
              type="primary"
              size="small"
              className={`pick-seat__confirm${selected.length ? '' : ' pick-seat__confirm--off'}`}
              onClick={confirm}
            >
              {t('pick_seat.confirm', { count: selected.length })}
            </AtButton>
          </View>
        </View>
      </View>
    </PageShell>
  )
}
