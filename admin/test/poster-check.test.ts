/**
 * The console's own poster check (admin/src/pages/catalogue/poster-check.ts) uses the gateway's limits
 * (types/api/catalogue-admin.ts POSTER_UPLOAD: at least 300 × 400, at most 8000 px a side and 40 megapixels), so
 * the form refuses what the gateway would, with the sizes named.
 */
import { sizeProblem } from '../src/pages/catalogue/poster-check'

test('a poster between 300 × 400 and 8000 px a side passes; outside, the problem names the sizes', () => {
  expect(sizeProblem(300, 400)).toBeUndefined()
  expect(sizeProblem(900, 1200)).toBeUndefined()
  expect(sizeProblem(299, 400)).toEqual({
    key: 'catalogue.poster.badDimensions',
    values: { width: 299, height: 400, maxMb: 5, minWidth: 300, minHeight: 400, maxSide: 8000 }
  })
  expect(sizeProblem(400, 300)?.key).toBe('catalogue.poster.badDimensions')
  expect(sizeProblem(8001, 1000)?.key).toBe('catalogue.poster.badDimensions')
  expect(sizeProblem(7000, 7000)?.key).toBe('catalogue.poster.badDimensions')
})
