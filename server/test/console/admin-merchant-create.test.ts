/**
 * merchant:create (issue #16 item 5): a merchant with a starting shop config the storefront editor
 * accepts, and its owner, who logs in with the printed password and must change it; a second run with
 * the same id fails — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { consoleClient, withDemoStaff } from '../helpers/admin-helpers'
import { createMerchant } from '../../src/admin/merchant-create'
import type { MeReply } from '../../../types/api/staff'
import type { StorefrontDraft } from '../../../types/api/storefront-admin'
import type { ShopConfig } from '../../../types/shop-config'

for (const engine of ENGINES) {
  describe(`merchant:create on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
    })
    after(async () => t.close())

    test('the owner logs in to the new merchant, whose config the editor saves unchanged; buyers get it', async () => {
      const { password } = await createMerchant(t.db, { id: 'acme-live', name: 'Acme Live', email: 'boss@acme.test' }, new Date())
      const c = await consoleClient(t)
      const me = await c.call<MeReply>('POST', '/session', { email: 'boss@acme.test', password, merchantId: 'acme-live' })
      assert.equal(me.body.statusCode, 200, me.body.comments)
      assert.deepEqual([me.body.data.role, me.body.data.merchant.id, me.body.data.mustChangePassword], ['owner', 'acme-live', true])
      // The printed password opens nothing but changing it.
      assert.equal((await c.call('GET', '/storefront/draft')).body.errorCode, 'STAFF_PASSWORD_CHANGE_REQUIRED')
      const changed = await c.call<MeReply>('POST', '/me/password', { currentPassword: password, newPassword: 'a-new-long-password' })
      assert.equal(changed.body.data.mustChangePassword, false)
      const draft = (await c.call<StorefrontDraft>('GET', '/storefront/draft')).body.data
      const saved = await c.call('PUT', '/storefront/draft', { config: draft.config })
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      const shop = await t.get<ShopConfig>('/home/pub/v5/shop/configs', { 'merchant-id': 'acme-live' })
      assert.equal(shop.body.data.shopName, 'Acme Live')
      await assert.rejects(createMerchant(t.db, { id: 'acme-live', name: 'Again', email: 'x@acme.test' }, new Date()), /exists already/)
    })
  })
}
