/**
 * Ticket detail's actions (issue #17 leftovers: "the Transfer button on ticket detail is drawn beside
 * TicketActions; move it into TicketActions with the other actions"): transfer is one of the actions,
 * offered for a VALID or TRANSFERRING ticket read online, never from the offline copy or for a used one.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { TicketActions } from '../src/subpackages/ticket/ticket-actions/TicketActions'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import type { Ticket } from '../types/api/order'
import type { Locale } from '../src/locales/i18n'

const mockOpened: Array<[string, Record<string, string>]> = []
jest.mock('../src/router/app-router', () => ({
  appRouter: () => ({ open: async (name: string, params: Record<string, string>) => void mockOpened.push([name, params]) })
}))
jest.mock('../src/services/binding-api', () => ({ unnamedTickets: jest.fn(async () => []) }))
jest.mock('../src/services/voucher-api', () => ({ ticketCalendar: jest.fn(async () => ({ fileName: 'x.ics', content: '' })) }))

createH5NativeComponentConfig(() => null, React, ReactDOM)

const ticket = (state: Ticket['state']): Ticket => ({
  ticketId: 'K1',
  ticketNumber: '26112200000000000101',
  orderId: 'O1',
  showId: 'S1',
  showName: 'Show',
  venueName: 'V',
  venueAddress: 'A',
  bizShowSessionId: 'SS1',
  sessionName: 'S',
  showTime: 0,
  seatPlanName: 'P',
  seatInfo: '',
  price: 100,
  publicPrice: 100,
  attendeeName: '',
  attendeeIdNo: '',
  state,
  usedAt: 0
})
const transfer = () => document.querySelector('.ticket-actions .ticket-actions__button--transfer') as HTMLElement | null
const settle = () => new Promise((r) => setTimeout(r, 20))

describe('TicketActions: transfer among the actions', () => {
  let utils: TestUtils
  const mount = async (k: Ticket, online: boolean, locale: Locale = 'zh-CN') => {
    mockOpened.length = 0
    freshStore()
    store.set(localeAtom, locale)
    utils = new TestUtils()
    await utils.mount(() => (
      <Provider store={store}>
        <TicketActions ticket={k} online={online} />
      </Provider>
    ))
    await settle()
  }
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test.each<[Ticket['state'], boolean, boolean]>([
    ['VALID', true, true],
    ['TRANSFERRING', true, true],
    ['VALID', false, false],
    ['USED', true, false],
    ['REFUNDED', true, false]
  ])('%s, online %s: transfer offered %s', async (state, online, offered) => {
    await mount(ticket(state), online)
    expect(transfer() !== null).toBe(offered)
    if (!offered) return
    transfer()?.click()
    await settle()
    expect(mockOpened).toEqual([['send-mine-ticket', { ticketId: 'K1' }]])
  })
})
