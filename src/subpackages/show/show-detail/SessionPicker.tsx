/**
 * Sessions of a show and the seat plans (price tiers) of the chosen one, with their stock state. With
 * onPick (the booking page) a plan with stock can be chosen; changing the session clears the choice.
 */
import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { seatPlansDynamic, seatPlansStatic, sessionsDynamic, sessionsStatic } from '../../../services/show-api'
import { useAsync } from '../../../hooks/use-async'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { initialSession, mergeSeatPlans, mergeSessions, stockState, type SeatPlanView } from './show-detail-model'

interface SessionPickerProps {
  showId: string
  saleShowSessionId?: string
  hidePrice?: boolean
  pickedPlanId?: string
  onPick?(plan: SeatPlanView | undefined, sessionId: string): void
}

export function SessionPicker({ showId, saleShowSessionId, hidePrice, pickedPlanId, onPick }: SessionPickerProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const sessions = useAsync(async () => {
    const [s, d] = await Promise.all([sessionsStatic(showId), sessionsDynamic(showId)])
    return mergeSessions(s, d)
  }, [showId, locale])
  const [chosen, setChosen] = useState<string | undefined>()
  useEffect(() => {
    if (sessions.status === 'ready') setChosen((c) => c ?? initialSession(sessions.data, saleShowSessionId))
  }, [sessions, saleShowSessionId])
  const plans = useAsync(async () => {
    if (!chosen) return []
    const [s, d] = await Promise.all([seatPlansStatic(showId, chosen), seatPlansDynamic(showId, chosen)])
    return mergeSeatPlans(s, d)
  }, [showId, chosen, locale])

  if (sessions.status === 'loading') return <SessionPickerSkeleton />
  if (sessions.status === 'error') return <StateView kind='error' onRetry={sessions.reload} />
  return (
    <View className='show-detail__block'>
      <Text className='show-detail__heading'>{t('show_detail.sessions')}</Text>
      <View className='show-detail__sessions'>
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
            {s.soldOut && <Text className='show-detail__tag'>{t('show_detail.sold_out')}</Text>}
          </View>
        ))}
      </View>
      <Text className='show-detail__heading'>{t('show_detail.prices')}</Text>
      {plans.status === 'loading' && <ChipsSkeleton />}
      {plans.status === 'error' && <StateView kind='error' onRetry={plans.reload} />}
      {plans.status === 'ready' && (
        <View className='show-detail__plans'>
          {plans.data.map((p) => {
            const state = stockState(p)
            return (
              <View
                key={p.seatPlanId}
                className={`show-detail__plan show-detail__plan--${state}${p.seatPlanId === pickedPlanId ? ' show-detail__plan--on' : ''}`}
                data-seat-plan-id={p.seatPlanId}
                onClick={() => onPick && chosen && state !== 'sold_out' && onPick(p, chosen)}
              >
                <Text className='show-detail__plan-name'>{p.seatPlanName}</Text>
                {!hidePrice && p.priceInfo && <Price info={p.priceInfo} />}
                {p.minAge ? <Text className='show-detail__tag show-detail__age'>{t('show_detail.age_plus', { age: p.minAge })}</Text> : null}
                {state === 'sold_out' && <Text className='show-detail__tag'>{t('show_detail.sold_out')}</Text>}
                {state === 'few_left' && <Text className='show-detail__tag'>{t('show_detail.left_count', { count: p.canBuyCount ?? 0 })}</Text>}
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
    <View className='show-detail__sessions' aria-busy='true'>
      {[0, 1, 2].map((i) => (
        <View key={i} className='show-detail__chip-skeleton' />
      ))}
    </View>
  )
}

/** The picker's shape (headings and chips) while the sessions load. */
function SessionPickerSkeleton() {
  const t = useT()
  return (
    <View className='show-detail__block'>
      <Text className='show-detail__heading'>{t('show_detail.sessions')}</Text>
      <ChipsSkeleton />
      <Text className='show-detail__heading'>{t('show_detail.prices')}</Text>
      <ChipsSkeleton />
    </View>
  )
}
