/**
 * Issue #14: the choice sheet, the menu rows and the swipe rows on taro-ui (AtActionSheet, AtList,
 * AtSwipeAction), keeping what their callers rely on: the current choice marked, a cancel that chooses
 * nothing, a value beside its chevron, and a delete that asks before it deletes.
 */
import React from 'react'
import ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import TestUtils from '@tarojs/test-utils-react'
import { Provider } from 'jotai'
import { ChoiceSheet } from '../src/components/choice-sheet/ChoiceSheet'
import { MenuList } from '../src/components/menu-list/MenuList'
import { SwipeRow } from '../src/components/swipe-row/SwipeRow'
import { freshStore, store } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { dialogQueueAtom } from '../src/components/reply-dialog/dialog-atoms'

// jsdom lacks what Taro's H5 movable area measures with; the swipe itself is a browser matter, the
// options and what they do are tested here on plain views.
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  return { ...actual, MovableArea: actual.View, MovableView: actual.View }
})

createH5NativeComponentConfig(() => null, React, ReactDOM)

const settle = (utils: TestUtils) => utils.act(async () => new Promise((r) => setTimeout(r, 40)))

describe('overlays and rows on taro-ui', () => {
  let utils: TestUtils
  beforeEach(() => {
    freshStore()
    store.set(localeAtom, 'en-US')
    utils = new TestUtils()
  })
  afterEach(() => {
    utils.unmout()
    document.body.innerHTML = ''
  })

  test('the choice sheet opens on AtActionSheet, marks the current choice, and its cancel chooses nothing', async () => {
    const chosen: string[] = []
    let cancelled = 0
    await utils.mount(() => (
      <Provider store={store}>
        <ChoiceSheet
          title="Gender"
          choices={[
            { value: 'MAN', label: 'Male' },
            { value: 'WOMAN', label: 'Female' }
          ]}
          current="WOMAN"
          onChoose={(v) => chosen.push(v)}
          onCancel={() => (cancelled += 1)}
        />
      </Provider>
    ))
    await settle(utils)
    expect(document.querySelector('.choice-sheet.at-action-sheet--active')).not.toBeNull()
    expect(document.querySelector('.at-action-sheet__header')?.textContent).toBe('Gender')
    expect(document.querySelector('.choice-sheet__option--on')?.textContent).toBe('Female')
    expect(document.querySelector('.choice-sheet__option--on [data-icon="check"]')).not.toBeNull()
    utils.fireEvent.click(document.querySelector('.at-action-sheet__footer') as HTMLElement)
    expect([cancelled, chosen]).toEqual([1, []])
    utils.fireEvent.click(document.querySelectorAll('.choice-sheet__option')[0] as HTMLElement)
    expect(chosen).toEqual(['MAN'])
  })

  test('menu rows are AtListItems: label, value, then an SVG chevron (or the check of the chosen one)', async () => {
    const opened: string[] = []
    await utils.mount(() => (
      <MenuList
        items={[
          { key: 'nick', label: 'Nickname', value: 'Wang', onClick: () => opened.push('nick') },
          { key: 'en', label: 'English', checked: true, onClick: () => opened.push('en') }
        ]}
      />
    ))
    await settle(utils)
    const rows = Array.from(document.querySelectorAll('.menu-list .at-list__item.menu-list__row'))
    expect(rows.map((r) => r.querySelector('.menu-list__label')?.textContent)).toEqual(['Nickname', 'English'])
    expect(rows[0].querySelector('.menu-list__value')?.textContent).toBe('Wang')
    expect(rows[0].querySelector('[data-icon="chevron_right"]')).not.toBeNull()
    expect(rows[1].querySelector('[data-icon="check"]')).not.toBeNull()
    expect(rows[1].querySelector('[data-icon="chevron_right"]')).toBeNull()
    // taro-ui's own arrow is an icon font: never drawn.
    expect(document.querySelector('.at-icon')).toBeNull()
    utils.fireEvent.click(rows[0] as HTMLElement)
    expect(opened).toEqual(['nick'])
  })

  test('a swipe row offers Edit and Delete; Delete asks first and deletes only when confirmed', async () => {
    const calls: string[] = []
    await utils.mount(() => (
      <Provider store={store}>
        <SwipeRow className="row" onOpen={() => calls.push('open')} onDelete={() => void calls.push('delete')}>
          Wang
        </SwipeRow>
      </Provider>
    ))
    await settle(utils)
    const options = Array.from(document.querySelectorAll('.at-swipe-action__option'))
    expect(options.map((o) => o.textContent)).toEqual(['Edit', 'Delete'])
    utils.fireEvent.click(document.querySelector('.swipe-row__body') as HTMLElement)
    expect(calls).toEqual(['open'])
    utils.fireEvent.click(options[1] as HTMLElement)
    await settle(utils)
    const queued = store.get(dialogQueueAtom)
    expect(queued.map((d) => d.spec.kind)).toEqual(['confirm'])
    expect(calls).toEqual(['open'])
    const spec = queued[0].spec
    if (spec.kind === 'confirm') spec.resolve(true)
    await settle(utils)
    expect(calls).toEqual(['open', 'delete'])
  })
})
