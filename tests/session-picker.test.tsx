/**
 * The session and tier picker shared by show detail and booking (issue #14: "The session picked on show
 * detail is dropped at booking; a tier tap on detail highlights nothing"): booking opens on the session
 * and tier from its query, and a tapped tier shows as chosen.
 */
import React, { useState } from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { SessionPicker } from '../src/subpackages/show/show-detail/SessionPicker'
import type { SeatPlanView } from '../src/subpackages/show/show-detail/show-detail-model'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'

// The show calls (the transport boundary of the picker): two sessions, each with a tier to sell and a sold-out one.
jest.mock('../src/services/show-api', () => ({
  sessionsStatic: jest.fn(async () => [
    { bizShowSessionId: 'S1', sessionName: '2026-12-30 19:30', showTime: 0 },
    { bizShowSessionId: 'S2', sessionName: '2026-12-31 19:30', showTime: 0 }
  ]),
  sessionsDynamic: jest.fn(async () => [
    { bizShowSessionId: 'S1', sessionStatus: 'ON_SALE', soldOut: false, canBuy: true },
    { bizShowSessionId: 'S2', sessionStatus: 'ON_SALE', soldOut: false, canBuy: true }
  ]),
  seatPlansStatic: jest.fn(async (_showId: string, sessionId: string) => [
    { seatPlanId: `${sessionId}-A`, seatPlanName: 'A', originalPrice: 38000 },
    { seatPlanId: `${sessionId}-B`, seatPlanName: 'B', originalPrice: 58000 }
  ]),
  seatPlansDynamic: jest.fn(async (_showId: string, sessionId: string) => [
    { seatPlanId: `${sessionId}-A`, canBuyCount: 0, soldOut: true },
    { seatPlanId: `${sessionId}-B`, canBuyCount: 30, soldOut: false }
  ])
}))

createH5NativeComponentConfig(() => null, React, ReactDOM)

const picks: Array<[string | undefined, string]> = []
function Picker({ initialSessionId, initialPlanId }: { initialSessionId?: string; initialPlanId?: string }) {
  const [picked, setPicked] = useState<string>()
  return (
    <Provider store={store}>
      <SessionPicker
        showId="X1"
        pickedPlanId={picked}
        initialSessionId={initialSessionId}
        initialPlanId={initialPlanId}
        onPick={(plan: SeatPlanView | undefined, sessionId: string) => {
          picks.push([plan?.seatPlanId, sessionId])
          setPicked(plan?.seatPlanId)
        }}
      />
    </Provider>
  )
}

const chosenSession = () => document.querySelector('.show-detail__session--on')?.getAttribute('data-session-id')
const chosenPlan = () => document.querySelector('.show-detail__plan--on')?.getAttribute('data-seat-plan-id')

describe('SessionPicker', () => {
  let utils: TestUtils
  const settle = () =>
    utils.act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 10))
    })

  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    picks.length = 0
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('"Carry the chosen session (and tier if one was tapped) ... preselect them there"', async () => {
    await utils.mount(Picker, { props: { initialSessionId: 'S2', initialPlanId: 'S2-B' } })
    await settle()
    expect(chosenSession()).toBe('S2')
    expect(chosenPlan()).toBe('S2-B')
    expect(picks).toEqual([['S2-B', 'S2']])
  })

  test('a sold-out tier from the query is not chosen for the buyer; the session still is', async () => {
    await utils.mount(Picker, { props: { initialSessionId: 'S2', initialPlanId: 'S2-A' } })
    await settle()
    expect(chosenSession()).toBe('S2')
    expect(chosenPlan()).toBeUndefined()
    expect(picks).toEqual([])
  })

  // The picker has always marked a picked tier; the bug was show detail not listening (the browser journey checks the page).
  test('"a tier tap on detail shows a selected state": a tapped tier is marked chosen', async () => {
    await utils.mount(Picker, { props: {} })
    await settle()
    expect(chosenSession()).toBe('S1')
    utils.fireEvent.click(document.querySelector('[data-seat-plan-id="S1-B"]') as HTMLElement)
    await settle()
    expect(chosenPlan()).toBe('S1-B')
  })
})
