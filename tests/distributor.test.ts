/**
 * The launch's channel and distributor kept on the device (src/platform/distributor.ts): product.md §4 "Channel
 * and distributor parameters are taken from the launch query, with stored values as fallback. 'undefined'
 * and 'null' strings count as empty" and "A distributor id older than 7 days is cleared on app show";
 * section 8's local storage "distributor id with save time". Taro's storage is the fake one.
 */
import { createStore } from 'jotai'
import { resetFakeTaro, storage } from './helpers/fake-taro'
import { dropExpiredDistributor, rememberLaunchParams, storedDistributor } from '../src/platform/distributor'
import { carriedParamsAtom, distributorIdAtom } from '../src/platform/visit-atoms'

jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 30, 8)

beforeEach(() => resetFakeTaro())

test('a scanned or launched channel and distributor are used now and stored, the distributor with its save time', () => {
  const store = createStore()
  store.set(carriedParamsAtom, { forbidShare: '1' })
  rememberLaunchParams(store, { channelId: 'poster', distributorId: 'D1' }, NOW)
  expect(store.get(carriedParamsAtom)).toEqual({ forbidShare: '1', channelId: 'poster' })
  expect(store.get(distributorIdAtom)).toBe('D1')
  expect(storage.get('sd.channelId')).toBe('poster')
  expect(storage.get('sd.distributor')).toEqual({ id: 'D1', savedAt: NOW })
})

test("'undefined' and 'null' are no value: nothing stored over the kept ones", () => {
  const store = createStore()
  rememberLaunchParams(store, { channelId: 'kept', distributorId: 'D1' }, NOW)
  rememberLaunchParams(store, { channelId: 'undefined', distributorId: 'null' }, NOW + 1000)
  expect(storage.get('sd.channelId')).toBe('kept')
  expect(storage.get('sd.distributor')).toEqual({ id: 'D1', savedAt: NOW })
})

test('the stored distributor is the fallback for 7 days; older, app show clears it', () => {
  const store = createStore()
  rememberLaunchParams(store, { distributorId: 'D2' }, NOW)
  expect(storedDistributor(NOW + 7 * DAY)).toBe('D2')
  dropExpiredDistributor(store, NOW + 7 * DAY)
  expect(store.get(distributorIdAtom)).toBe('D2')
  dropExpiredDistributor(store, NOW + 7 * DAY + 1)
  expect(store.get(distributorIdAtom)).toBeUndefined()
  expect(storage.has('sd.distributor')).toBe(false)
  storage.set('sd.distributor', { id: 'undefined', savedAt: NOW })
  expect(storedDistributor(NOW)).toBeUndefined()
})
