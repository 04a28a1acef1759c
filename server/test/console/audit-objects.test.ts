/**
 * What an audit row's target names (issue #31: "the audit log shows developer keys"): both forms writers
 * use, `kind:id` and a bare id whose action tells its kind, and the targets a named object is written under.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { auditObjectRef, targetsOf } from '../../src/staff/audit-objects'
import { AuditObjectRepository } from '../../src/staff/audit-object.repository'
import { AUDIT_OBJECT_KINDS } from '../../../types/api/staff'
import { ENGINES, openSeededDb, type TestDb } from '../helpers/helpers'

test('a `kind:id` target names its object whatever the action; layout:<id>:v3 names the layout', () => {
  assert.deepEqual(auditObjectRef('sales.order.close', 'order:ord_1'), { kind: 'order', id: 'ord_1' })
  assert.deepEqual(auditObjectRef('layout.publish', 'layout:home:v3'), { kind: 'layout', id: 'home' })
  assert.deepEqual(auditObjectRef('goods.category.update', 'goods_category:gcat_1'), { kind: 'goods-category', id: 'gcat_1' })
  // The buyers' own purchases: a goods order, a paid membership, an open event's registration at the door.
  assert.deepEqual(auditObjectRef('goods.order.ship', 'goods-order:go_1'), { kind: 'goods-order', id: 'go_1' })
  assert.deepEqual(auditObjectRef('membership.order.refund', 'member_order:mo_1'), { kind: 'member-order', id: 'mo_1' })
  assert.deepEqual(auditObjectRef('door.open-show-check-in', 'open-show-registration:osr_1'), {
    kind: 'open-show-registration',
    id: 'osr_1'
  })
})

test('a bare id is read by its action, and only where the action names a stored object', () => {
  assert.deepEqual(auditObjectRef('coupon.create', 'ct_1'), { kind: 'coupon', id: 'ct_1' })
  assert.deepEqual(auditObjectRef('coupon.codes', 'ct_1'), { kind: 'coupon', id: 'ct_1' })
  // coupon.codes.void names a batch of codes, which has no name of its own.
  assert.equal(auditObjectRef('coupon.codes.void', 'batch_1'), undefined)
  assert.deepEqual(auditObjectRef('parking.gate.entry', 'lot_1'), { kind: 'parking-lot', id: 'lot_1' })
  assert.deepEqual(auditObjectRef('privilege.codes', 'pv_1'), { kind: 'privilege', id: 'pv_1' })
  assert.deepEqual(auditObjectRef('reservation.slots.add', 'ri_1'), { kind: 'reservation-item', id: 'ri_1' })
  // A card's refund names the buyer's card; approving a registration names the registration.
  assert.deepEqual(auditObjectRef('card.refund', 'ci_1'), { kind: 'card-instance', id: 'ci_1' })
  assert.deepEqual(auditObjectRef('card.update', 'card_1'), { kind: 'card', id: 'card_1' })
  assert.deepEqual(auditObjectRef('open-show.reject', 'osr_1'), { kind: 'open-show-registration', id: 'osr_1' })
  // privilege.void and reservation.slot.capacity name a batch and a slot, which have no names of their own.
  assert.equal(auditObjectRef('privilege.void', 'batch_1'), undefined)
  assert.equal(auditObjectRef('reservation.slot.capacity', 'slot_1'), undefined)
  assert.equal(auditObjectRef('copywriting.set', 'home.title'), undefined)
  assert.equal(auditObjectRef('storefront.draft', 'storefront:draft'), undefined)
  assert.equal(auditObjectRef('layout.draft', 'layout:'), undefined)
  // A prefix is looked up as written, never through an object's inherited names.
  assert.equal(auditObjectRef('settings.wallet.update', 'constructor:x'), undefined)
})

test('a named object is found under its bare id and `kind:id`, compared whole', () => {
  assert.deepEqual(targetsOf([{ kind: 'layout', id: 'home' }]), ['home', 'layout:home'])
  assert.deepEqual(targetsOf([{ kind: 'goods-category', id: 'gcat_1' }]), ['gcat_1', 'goods_category:gcat_1'])
  // A kind only ever written as a bare id has that one form.
  assert.deepEqual(targetsOf([{ kind: 'card', id: 'card_1' }]), ['card_1'])
})

for (const engine of ENGINES) {
  describe(`audit objects named from the database on ${engine}`, () => {
    let t: TestDb
    before(async () => {
      t = await openSeededDb(engine)
    })
    after(async () => t.drop())

    test("every kind is read within the merchant: a show by its name, an unknown id or another merchant's object not at all", async () => {
      const repo = new AuditObjectRepository(t.db)
      const [show] = await t.db.query<{ id: string; name: Record<string, string> }>(
        "SELECT id, name FROM shows WHERE merchant_id = 'demo' ORDER BY id LIMIT 1"
      )
      const refs = [{ kind: 'show' as const, id: show.id }, ...AUDIT_OBJECT_KINDS.map((kind) => ({ kind, id: 'no-such-id' }))]
      assert.deepEqual([...(await repo.labels('demo', refs, 'zh-CN'))], [[`show:${show.id}`, show.name['zh-CN']]])
      assert.equal((await repo.labels('other-merchant', refs, 'zh-CN')).size, 0)
      // Every kind's search runs; a show is found by part of its name in another language than the console's.
      const part = (show.name['en-US'] || show.name['zh-CN']).slice(0, 6)
      assert.ok((await repo.named('demo', part, 5)).some((r) => r.kind === 'show' && r.id === show.id))
      assert.deepEqual(await repo.named('other-merchant', part, 5), [])
    })

    test("merchant content kept as zh-CN beside translations reads in the console's language, else zh-CN, and is found by either", async () => {
      const repo = new AuditObjectRepository(t.db)
      const [coupon] = await t.db.query<{ id: string; title: string }>(
        "SELECT id, title FROM coupon_templates WHERE merchant_id = 'demo' ORDER BY id LIMIT 1"
      )
      await t.db.query(`UPDATE coupon_templates SET title_texts = '{"en-US": "Audit welcome voucher"}' WHERE id = $1`, [coupon.id])
      const refs = [{ kind: 'coupon' as const, id: coupon.id }]
      assert.equal((await repo.labels('demo', refs, 'en-US')).get(`coupon:${coupon.id}`), 'Audit welcome voucher')
      assert.equal((await repo.labels('demo', refs, 'zh-MO')).get(`coupon:${coupon.id}`), coupon.title, 'untranslated: the zh-CN title')
      assert.equal((await repo.labels('demo', refs, 'zh-CN')).get(`coupon:${coupon.id}`), coupon.title)
      for (const typed of ['audit welcome', coupon.title])
        assert.ok(
          (await repo.named('demo', typed, 5)).some((r) => r.kind === 'coupon' && r.id === coupon.id),
          typed
        )
    })
  })
}
