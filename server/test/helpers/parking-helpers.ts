/** Car parks as the tests make them in the console. */
import type { ParkingLotInput } from '../../../types/api/parking'

/** A lot whose first 30 minutes are free, then 5 yuan an hour up to 30 a day, with 15 minutes' grace to leave. */
export const lotInput = (over: Partial<ParkingLotInput> = {}): ParkingLotInput => ({
  name: '测试停车场',
  address: 'B1',
  freeMinutes: 30,
  stepMinutes: 60,
  stepFen: 500,
  dailyCapFen: 3000,
  graceMinutes: 15,
  enabled: true,
  ...over
})
