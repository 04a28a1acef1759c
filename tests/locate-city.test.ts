/** #9 item 13: "no 'locate me' (current_location exists in the gateway but the app never calls it)". */
import { locateCity, isPermissionDenied } from '../src/location/locate-city'
import type { City } from '../types/api/show'

const shanghai: City = { id: 'BL1106', cityId: 'BL1106', provinceId: '31', cityName: '上海' }

describe('locate me', () => {
  test('the device position goes to current_location, whose city is offered', async () => {
    const asked: Array<{ lat: number; lng: number }> = []
    const outcome = await locateCity({
      position: async () => ({ latitude: 31.23, longitude: 121.47 }),
      nearestCity: async (point) => {
        asked.push(point)
        return shanghai
      }
    })
    expect(asked).toEqual([{ lat: 31.23, lng: 121.47 }])
    expect(outcome).toEqual({ kind: 'located', city: shanghai })
  })

  test('a refused permission reads as denied (fix it in settings), any other failure as failed, no nearby city as unknown', async () => {
    const nearest = async () => shanghai
    expect(await locateCity({ position: () => Promise.reject({ errMsg: 'getLocation:fail auth deny' }), nearestCity: nearest })).toEqual({
      kind: 'denied'
    })
    expect(await locateCity({ position: () => Promise.reject({ errMsg: 'User denied Geolocation' }), nearestCity: nearest })).toEqual({
      kind: 'denied'
    })
    expect(await locateCity({ position: () => Promise.reject({ errMsg: 'Timeout expired' }), nearestCity: nearest })).toEqual({
      kind: 'failed'
    })
    expect(await locateCity({ position: async () => ({ latitude: 0, longitude: 0 }), nearestCity: async () => null })).toEqual({
      kind: 'unknown'
    })
    expect(
      await locateCity({ position: async () => ({ latitude: 0, longitude: 0 }), nearestCity: () => Promise.reject(new Error('offline')) })
    ).toEqual({ kind: 'failed' })
    expect(isPermissionDenied(new Error('permission denied'))).toBe(true)
  })
})
