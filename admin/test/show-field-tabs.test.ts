/**
 * Issue "Polish" item 5: "a refusal does not say which of the 9 tabs is wrong" — the field a gateway
 * CATALOGUE_INVALID names (its message carries the JSON path, in every language) and the tab that holds it.
 */
import { refusedField, tabOfField } from '../src/pages/catalogue/show-field-tabs'

test('the JSON path in a CATALOGUE_INVALID message names the form field, and the field its tab', () => {
  expect(refusedField('填写有误：/limitPerOrder must be <= 20')).toEqual(['limitPerOrder'])
  expect(refusedField('Please check this field: /name/en-US must NOT have fewer than 1 characters')).toEqual(['name', 'en-US'])
  expect(refusedField('填寫有誤：/tags/2/zh-MO must NOT have more than 20 characters')).toEqual(['tags', 2, 'zh-MO'])
  expect(refusedField('填写有误：/seatPicking: its sessions sell seats on a seat map')).toEqual(['seatPicking'])
  expect(tabOfField(['limitPerOrder'])).toBe('sale')
  expect(tabOfField(['name', 'en-US'])).toBe('texts')
  expect(tabOfField(['tags', 2, 'zh-MO'])).toBe('basics')
  expect(tabOfField(['seatPicking'])).toBe('sale')
})

test('a message naming no field of the show form (or none at all) names nothing', () => {
  expect(refusedField("填写有误：/hallId is not a hall of the show's venue")).toBeUndefined()
  expect(refusedField('该项目不存在')).toBeUndefined()
})
