import { countdownParts } from '../src/components/countdown/countdown-format'

describe('sale countdown parts (show detail: "the countdown to sale time")', () => {
  it('splits days, hours, minutes and seconds with two-digit clock parts', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: '03', minutes: '04', seconds: '05' })
  })
  it('never goes below zero once the sale time has passed', () => {
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: '00', minutes: '00', seconds: '00' })
  })
})
