/**
 * preload-ticket (/preload-ticket/:showId, login): pre-filled ticket-grab info (product.md section 3
 * "Pre-fill info"): wanted sessions and prices, ticket count, purchaser, attendees on real-name shows,
 * an address and the sale reminder with minutes ahead. The last saved prevails; after an order in the
 * grab period the saved info is marked invalid and can be filled in again.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ThemeSwitch } from '../../../components/theme-switch/ThemeSwitch'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { prefillInfo, savePrefill, seatPlansStatic, sessionsStatic, showStatic } from '../../../services/show-api'
import { addresses, audiences, certifications } from '../../../services/buyer-api'
import { AUDIENCE_MAX } from '../../../../types/rules/account-rules'
import { DEFAULT_REMIND_MINUTES, REMIND_MINUTES, prefillProblem } from '../../../../types/rules/prefill-rules'
import type { PrefillInput } from '../../../../types/api/prefill'
import { toast } from '../../../utils/toast'
import { DEFAULT_LIMIT_PER_ORDER } from '../booking/booking-model'
import { toggleIn } from './prefill-form'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input-number.scss'
import '../show-detail/show-detail.scss'
import '../booking/booking.scss'
import './preload-ticket.scss'
import '../../../theme/taro-ui/input.scss'

export default function PreloadTicketPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { showId = '' } = useRouteParams()
  const data = useAsync(async () => {
    const [show, sessions, saved, places, certs] = await Promise.all([
      showStatic(showId),
      sessionsStatic(showId),
      prefillInfo(showId),
      addresses(),
      certifications().catch(() => [])
    ])
    const plans = (await Promise.all(sessions.map((s) => seatPlansStatic(showId, s.bizShowSessionId)))).flat()
    const people = show.realName ? (await audiences({ showId, length: AUDIENCE_MAX })).list : []
    // The purchaser defaults to the buyer's real name when certified (the phone comes masked, so it is typed).
    const realName = certs.find((c) => c.authType === 'PERSON_CERT')?.realName ?? ''
    return { show, sessions, plans, saved, places, people, realName }
  }, [showId, locale])
  const [form, setForm] = useState<PrefillInput>({
    bizShowSessionIds: [],
    seatPlanIds: [],
    ticketCount: 1,
    purchaserName: '',
    purchaserCellphone: '',
    remindMethod: 'SMS',
    remindMinutes: DEFAULT_REMIND_MINUTES
  })
  const { busy, run } = useSubmit()

  // Start from what was saved, else from the buyer's certified name.
  const started = useRef(false)
  useEffect(() => {
    if (data.status !== 'ready' || started.current) return
    started.current = true
    const { saved, realName } = data.data
    if (saved) setForm({ ...saved, addressId: saved.addressId || undefined, remindMinutes: saved.remindMinutes || DEFAULT_REMIND_MINUTES })
    else setForm((f) => ({ ...f, purchaserName: realName }))
  }, [data])

  const plansShown = useMemo(
    () => (data.status === 'ready' ? data.data.plans.filter((p) => form.bizShowSessionIds.includes(p.bizShowSessionId ?? '')) : []),
    [data, form.bizShowSessionIds]
  )

  if (data.status === 'loading')
    return (
      <PageShell route="preload-ticket">
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route="preload-ticket">
        <StateView kind="error" onRetry={data.reload} />
      </PageShell>
    )
  const { show, sessions, saved, places, people } = data.data
  const limit = show.limitPerOrder ?? DEFAULT_LIMIT_PER_ORDER
  const realName = show.realName === true
  const set = (change: Partial<PrefillInput>) => setForm((f) => ({ ...f, ...change }))

  const save = () =>
    run(async () => {
      // A price of a session no longer chosen does not go with the form.
      const body = {
        ...form,
        seatPlanIds: form.seatPlanIds.filter((id) => plansShown.some((p) => p.seatPlanId === id)),
        audienceIds: realName ? (form.audienceIds ?? []) : []
      }
      const problem = prefillProblem(body, { limitPerOrder: limit, realName })
      if (problem) return toast(t(`preload_ticket.problem_${problem}`, { count: problem === 'count' ? limit : body.ticketCount }))
      await savePrefill(showId, body)
      toast(t('preload_ticket.saved'))
      await appRouter().back()
    })

  const chip = (on: boolean, key: string, label: string, onClick: () => void, extra?: JSX.Element) => (
    <View
      key={key}
      className={`preload__chip${on ? ' preload__chip--on' : ''}`}
      role="checkbox"
      aria-checked={on}
      data-id={key}
      onClick={onClick}
    >
      <Text>{label}</Text>
      {extra}
    </View>
  )

  return (
    <PageShell route="preload-ticket">
      <View className="preload">
        <Text className="show-detail__name preload__name">{show.showName}</Text>
        <Text className="preload__intro">{t('preload_ticket.intro')}</Text>
        {saved && !saved.valid && <Text className="preload__invalid">{t('preload_ticket.invalid')}</Text>}

        <View className="show-detail__block">
          <Text className="show-detail__heading">{t('preload_ticket.sessions')}</Text>
          <View className="preload__chips">
            {sessions.map((s) =>
              chip(form.bizShowSessionIds.includes(s.bizShowSessionId), s.bizShowSessionId, s.sessionName, () =>
                set({ bizShowSessionIds: toggleIn(form.bizShowSessionIds, s.bizShowSessionId) })
              )
            )}
          </View>
          {plansShown.length > 0 && <Text className="show-detail__heading">{t('preload_ticket.seat_plans')}</Text>}
          <View className="preload__chips">
            {plansShown.map((p) =>
              chip(
                form.seatPlanIds.includes(p.seatPlanId),
                p.seatPlanId,
                `${sessions.length > 1 ? `${sessions.find((s) => s.bizShowSessionId === p.bizShowSessionId)?.sessionName ?? ''} ` : ''}${p.seatPlanName}`,
                () => set({ seatPlanIds: toggleIn(form.seatPlanIds, p.seatPlanId) }),
                p.priceInfo ? <Price info={p.priceInfo} /> : undefined
              )
            )}
          </View>
        </View>

        <View className="show-detail__block">
          <View className="preload__row">
            <Text className="show-detail__heading">{t('preload_ticket.count')}</Text>
            <AtInputNumber
              className="booking__stepper preload__count"
              type="number"
              min={1}
              max={limit}
              value={form.ticketCount}
              onChange={(n) => set({ ticketCount: n })}
            />
          </View>
        </View>

        <View className="show-detail__block">
          <Text className="show-detail__heading">{t('preload_ticket.purchaser')}</Text>
          <AtInput
            className="preload__purchaser-name"
            title={t('preload_ticket.purchaser_name')}
            value={form.purchaserName}
            maxlength={30}
            onChange={(value) => set({ purchaserName: value })}
          />
          <AtInput
            className="preload__purchaser-phone"
            title={t('preload_ticket.purchaser_phone')}
            type="number"
            value={form.purchaserCellphone}
            maxlength={11}
            onChange={(value) => set({ purchaserCellphone: value })}
          />
        </View>

        {realName && (
          <View className="show-detail__block">
            <Text className="show-detail__heading">{t('preload_ticket.attendees', { count: form.ticketCount })}</Text>
            <View className="preload__chips">
              {people.map((a) =>
                chip((form.audienceIds ?? []).includes(a.id), a.id, a.name, () =>
                  set({ audienceIds: toggleIn(form.audienceIds ?? [], a.id, form.ticketCount) })
                )
              )}
            </View>
            <Text className="preload__link" onClick={() => void appRouter().open('audience-modification')}>
              + {t('confirm_order.add_attendee')}
            </Text>
          </View>
        )}

        <View className="show-detail__block">
          <Text className="show-detail__heading">{t('preload_ticket.address')}</Text>
          <View className="preload__chips">
            {chip(!form.addressId, 'none', t('preload_ticket.no_address'), () => set({ addressId: undefined }))}
            {places.map((a) => chip(form.addressId === a.id, a.id, `${a.recipient} ${a.regionText}`, () => set({ addressId: a.id })))}
          </View>
        </View>

        <View className="show-detail__block">
          <ThemeSwitch
            className="preload__switch"
            title={t('preload_ticket.remind')}
            border={false}
            checked={form.remindMethod === 'SMS'}
            onChange={(on) => set({ remindMethod: on ? 'SMS' : 'NONE' })}
          />
          {form.remindMethod === 'SMS' && (
            <View className="preload__chips">
              {REMIND_MINUTES.map((m) =>
                chip(form.remindMinutes === m, `m${m}`, t('preload_ticket.remind_minutes', { minutes: m }), () => set({ remindMinutes: m }))
              )}
            </View>
          )}
        </View>
      </View>
      <View className="show-detail__bar">
        <AtButton type="primary" className="show-detail__buy preload__save" disabled={busy} loading={busy} onClick={() => void save()}>
          {t('preload_ticket.save')}
        </AtButton>
      </View>
    </PageShell>
  )
}
