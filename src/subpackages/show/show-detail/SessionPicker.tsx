/**
 * Sessions of a show and the seat plans (price tiers) of the chosen one, with their stock state. With
 * onPick (show detail and booking) a plan with stock can be chosen; changing the session clears the
 * choice. Booking opens on the session (and tier) chosen on show detail, carried in its query.
 */
import { View, Text } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import {
  privilegeSeatPlansStatic,
  privilegeSessionsDynamic,
  privilegeSessionsStatic,
  seatPlansDynamic,
  seatPlansStatic,
  sessionsDynamic,
  sessionsStatic
} from '../../../services/show-api'
import { useAsync } from '../../../hooks/use-async'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { initialSession, mergeSeatPlans, mergeSessions, stockState, type SeatPlanView } from './show-detail-model'
import { sessionToOpen, tierToPreselect } from '../booking/booking-model'
import { useZoneLabel } from '../../../utils/show-time'

interface SessionPickerProps {
  showId: string
  saleShowSessionId?: string
  hidePrice?: boolean
  pickedPlanId?: string
  onPick?(plan: SeatPlanView | undefined, sessionId: string): void
  /** The session to open on (from the route), and a tier of it to choose at once if it can be bought. */
  initialSessionId?: string
  initialPlanId?: string
  /** Told of the chosen session, the first one included, so a page can carry it on. */
  onSession?(sessionId: string): void
  /** Booking under a privilege code: the privilege-purchase variants, its sessions and tiers at its prices. */
  privilegeId?: string
}

export function SessionPicker({
  showId,
  saleShowSessionId,
  hidePrice,
  pickedPlanId,
  onPick,
  initialSessionId,
  initialPlanId,
  onSession,
  privilegeId
}: SessionPickerProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const zoneLabel = useZoneLabel()
  const sessions = useAsync(async () => {
    const [s, d] = await Promise.all(
      privilegeId
        ? [privilegeSessionsStatic(showId, privilegeId), privilegeSessionsDynamic(showId, privilegeId)]
        : [sessionsStatic(showId), sessionsDynamic(showId)]
    )
    return mergeSessions(s, d)
  }, [showId, locale, privilegeId])
  const [chosen, setChosen] = useState<string | undefined>()
  useEffect(() => {
    if (sessions.status === 'ready')
      setChosen((c) => c ?? sessionToOpen(sessions.data, initialSessionId, (list) => initialSession(list, saleShowSessionId)))
  }, [sessions, saleShowSessionId, initialSessionId])
  useEffect(() => {
    if (chosen) onSession?.(chosen)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen])
  // The plans say which session they are of: for one render after a session is chosen the previous answer is still there.
  const plansOf = useAsync(async () => {
    if (!chosen) return { sessionId: '', list: [] as SeatPlanView[] }
    // The stock is the public one; the tiers and their prices are the privilege's when booking under one.
    const [s, d] = await Promise.all([
      privilegeId ? privilegeSeatPlansStatic(showId, chosen, privilegeId) : seatPlansStatic(showId, chosen),
      seatPlansDynamic(showId, chosen)
    ])
    return { sessionId: chosen, list: mergeSeatPlans(s, d) }
  }, [showId, chosen, locale, privilegeId])
  const plans = plansOf.status === 'ready' ? { ...plansOf, data: plansOf.data.list } : plansOf
  // The tier from the route is chosen once, on the session it belongs to; a later session change leaves the buyer to choose.
  const preselected = useRef(false)
  useEffect(() => {
    if (preselected.current || plansOf.status !== 'ready' || !chosen || plansOf.data.sessionId !== chosen || !onPick) return
    preselected.current = true
    if (chosen !== initialSessionId) return
    const plan = tierToPreselect(plansOf.data.list, initialPlanId)
    if (plan) onPick(plan, chosen)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plansOf, chosen])

  if (sessions.status === 'loading') return <SessionPickerSkeleton />
  if (sessions.status === 'error') return <StateView kind="error" onRetry={sessions.reload} />
  // The sessions are named on the merchant's clock: said once over them when the phone's clock differs.
  const zone = sessions.data.length ? zoneLabel(sessions.data[0].showTime) : ''
  return (
    <View className="show-detail__block">
      <Text className="show-detail__heading">{t('show_detail.sessions')}</Text>
      {zone && <Text className="show-detail__zone">{t('common.times_in_zone', { zone })}</Text>}
      <View className="show-detail__sessions">
        {sessions.data.map((s) => (
          <View
            key={s.bizShowSessionId}
            className={`show-detail__session${s.bizShowSessionId === chosen ? ' show-detail__session--on' : ''}${s.soldOut ? ' show-detail__session--off' : ''}`}
            data-session-id={s.bizShowSessionId}
            onClick={() => {
              setChosen(s.bizShowSessionId)
              onPick?.(undefined, s.bizShowSessionId)
            }}
          >
            <Text>{s.sessionName}</Text>
            {s.soldOut && <Text className="show-detail__tag">{t('show_detail.sold_out')}</Text>}
          </View>
        ))}
      </View>
      <Text className="show-detail__heading">{t('show_detail.prices')}</Text>
      {plans.status === 'loading' && <ChipsSkeleton />}
      {plans.status === 'error' && <StateView kind="error" onRetry={plans.reload} />}
      {plans.status === 'ready' && (
        <View className="show-detail__plans">
          {plans.data.map((p) => {
            const state = stockState(p)
            return (
              <View
                key={p.seatPlanId}
                className={`show-detail__plan show-detail__plan--${state}${p.seatPlanId === pickedPlanId ? ' show-detail__plan--on' : ''}`}
                data-seat-plan-id={p.seatPlanId}
                onClick={() => onPick && chosen && state !== 'sold_out' && onPick(p, chosen)}
              >
                <Text className="show-detail__plan-name">{p.seatPlanName}</Text>
                {!hidePrice && p.priceInfo && <Price info={p.priceInfo} />}
                {p.minAge ? (
                  <Text className="show-detail__tag show-detail__age">{t('show_detail.age_plus', { age: p.minAge })}</Text>
                ) : null}
                {state === 'sold_out' && <Text className="show-detail__tag">{t('show_detail.sold_out')}</Text>}
                {state === 'few_left' && (
                  <Text className="show-detail__tag">{t('show_detail.left_count', { count: p.canBuyCount ?? 0 })}</Text>
                )}
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
}

/** Placeholder chips the size of a session or price chip: the block keeps its place while it loads (no layout shift). */
function ChipsSkeleton() {
  return (
    <View className="show-detail__sessions" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <View key={i} className="show-detail__chip-skeleton" />
      ))}
    </View>
  )
}

/** The picker's shape (headings and chips) while the sessions load. */
function SessionPickerSkeleton() {
  const t = useT()
  return (
    <View className="show-detail__block">
      <Text className="show-detail__heading">{t('show_detail.sessions')}</Text>
      <ChipsSkeleton />
      <Text className="show-detail__heading">{t('show_detail.prices')}</Text>
      <ChipsSkeleton />
    </View>
  )
}
