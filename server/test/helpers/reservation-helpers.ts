/** Reservation items as the tests make them in the console. */
import { ADMIN_API } from '../../../types/api/staff'
import type { ReservationItemInput } from '../../../types/api/reservation'

/** A reservation console path as the console client takes it (the client adds ADMIN_API), `:id` filled. */
export const inside = (path: string, id = '') => path.slice(ADMIN_API.length).replace(':id', id)

/** A free backstage visit on sale, booked up to 7 days ahead, closing an hour before, cancellable until 2 hours before. */
export const itemInput = (over: Partial<ReservationItemInput> = {}): ReservationItemInput => ({
  title: '后台参观',
  titleTexts: { 'en-US': 'Backstage visit' },
  description: '约一小时',
  venueName: '大剧院',
  venueTexts: { 'en-US': 'Grand Theatre' },
  pictureUrl: '',
  priceFen: 0,
  rules: { opensDaysAhead: 7, closesMinutesBefore: 60, cancelHoursBefore: 2, perBuyerLimit: 0 },
  onSale: true,
  ...over
})
