/**
 * What an audit row's target names (issue #31: "the audit log shows developer keys"): both forms writers
 * use, `kind:id` and a bare id whose action tells its kind, and the targets a named object is written under.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { auditObjectRef, targetPatterns } from '../../src/staff/audit-objects'
import { likeEscaped } from '../../src/db/like-escaped'

test('a `kind:id` target names its object whatever the action; layout:<id>:v3 names the layout', () => {
  assert.deepEqual(auditObjectRef('sales.order.close', 'order:ord_1'), { kind: 'order', id: 'ord_1' })
  assert.deepEqual(auditObjectRef('layout.publish', 'layout:home:v3'), { kind: 'layout', id: 'home' })
  assert.deepEqual(auditObjectRef('goods.category.update', 'goods_category:gcat_1'), { kind: 'goods-category', id: 'gcat_1' })
})

test('a bare id is read by its action, and only where the action names a stored object', () => {
  assert.deepEqual(auditObjectRef('coupon.create', 'ct_1'), { kind: 'coupon', id: 'ct_1' })
  assert.deepEqual(auditObjectRef('coupon.codes', 'ct_1'), { kind: 'coupon', id: 'ct_1' })
  // coupon.codes.void names a batch of codes, which has no name of its own.
  assert.equal(auditObjectRef('coupon.codes.void', 'batch_1'), undefined)
  assert.deepEqual(auditObjectRef('parking.gate.entry', 'lot_1'), { kind: 'parking-lot', id: 'lot_1' })
  assert.equal(auditObjectRef('copywriting.set', 'home.title'), undefined)
  assert.equal(auditObjectRef('storefront.draft', 'storefront:draft'), undefined)
  assert.equal(auditObjectRef('layout.draft', 'layout:'), undefined)
})

test('a named object is found under its bare id, `kind:id` and `kind:id:…`, its id matched as typed', () => {
  assert.deepEqual(targetPatterns([{ kind: 'layout', id: 'home' }], likeEscaped), ['home', 'layout:home', 'layout:home:%'])
  assert.deepEqual(targetPatterns([{ kind: 'coupon', id: 'c_1' }], likeEscaped), ['c\\_1', 'coupon:c\\_1', 'coupon:c\\_1:%'])
})
