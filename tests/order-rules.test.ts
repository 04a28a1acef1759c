/** The buyer's note on confirm_order (product.md section 5: "remark fields are required when configured"). */
import { REMARKS_MAX, remarksProblem } from '../types/rules/order-rules'

describe('order remarks', () => {
  test('optional unless the merchant requires them; never longer than 100 characters', () => {
    expect(remarksProblem('', { enabled: true, required: false })).toBeUndefined()
    expect(remarksProblem('  ', { enabled: true, required: true })).toBe('required')
    expect(remarksProblem('靠过道', { enabled: true, required: true })).toBeUndefined()
    expect(remarksProblem('x'.repeat(REMARKS_MAX + 1), undefined)).toBe('too_long')
    expect(remarksProblem(undefined, undefined)).toBeUndefined()
  })
})
