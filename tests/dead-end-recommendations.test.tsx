/**
 * The not-found page's "为你推荐" (issue #31 item 3: "A cancelled show ... appears among the recommendations
 * of the not-found page"): the dead end asks the gateway's recommendations, which leave out cancelled, ended
 * and sold-out shows (show.service.ts recommend), never a plain search that lists them all.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { DeadEnd } from '../src/components/dead-end/DeadEnd'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'

// The transport boundary: a plain search still lists a cancelled show; the recommendations do not.
jest.mock('../src/services/home-api', () => ({
  searchShows: jest.fn(async () => ({
    total: 2,
    list: [
      { showId: 'CANCELLED', showName: 'Cancelled', showStatus: 'CANCELED' },
      { showId: 'ON_SALE', showName: 'On sale', showStatus: 'ON_SALE' }
    ]
  }))
}))
jest.mock('../src/services/show-api', () => ({
  recommendShows: jest.fn(async () => [{ showId: 'ON_SALE', showName: 'On sale', showStatus: 'ON_SALE' }])
}))
jest.mock('../src/components/show-card/ShowCard', () => {
  const { View } = jest.requireActual('@tarojs/components')
  return { ShowCard: ({ show }: { show: { showId: string } }) => <View className="card" data-show-id={show.showId} /> }
})

createH5NativeComponentConfig(() => null, React, ReactDOM)

function Page() {
  return (
    <Provider store={store}>
      <DeadEnd text="not found" />
    </Provider>
  )
}

describe('DeadEnd recommendations', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'zh-CN')
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('"a cancelled show ... appears among the recommendations of the not-found page": only shows to buy are offered', async () => {
    await utils.mount(Page, {})
    await utils.act(async () => {
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 10))
    })
    const shown = Array.from(document.querySelectorAll('.card')).map((c) => c.getAttribute('data-show-id'))
    expect(shown).toEqual(['ON_SALE'])
  })
})
