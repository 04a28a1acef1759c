/** The subscription-message settings form (pages/subscription-messages/subscription-form-values.ts). */
import { formRows, rowKey, templatesInput } from '../src/pages/subscription-messages/subscription-form-values'
import type { AdminMessageTemplates } from '../../types/api/subscription-message'

const EMPTY_COUNTS = { waiting: 0, sent: 0, failed: 0 }
const data = (settings: AdminMessageTemplates['settings']): AdminMessageTemplates => ({
  settings,
  counts: { COUPON_TEMPLATE_EXPIRE: EMPTY_COUNTS, MEMBER_LEVEL_UPGRADE: EMPTY_COUNTS, MEMBER_BIRTHDAY: EMPTY_COUNTS }
})

test("a new row starts from the platform's usual keys; nothing is saved without a template id", () => {
  const rows = formRows(data([]))
  expect(rows[rowKey('WEAPP', 'COUPON_TEMPLATE_EXPIRE')].fieldKeys).toEqual({ couponName: 'thing1', expireTime: 'time2', tip: 'thing3' })
  expect(rows[rowKey('ALIPAY', 'MEMBER_BIRTHDAY')].fieldKeys).toEqual({ shopName: 'keyword1', birthday: 'keyword2', tip: 'keyword3' })
  expect(templatesInput(rows)).toEqual({ settings: [] })
})

test('a saved row reads back as saved (a key left empty stays empty); ids and keys are trimmed on save', () => {
  const rows = formRows(
    data([
      {
        platform: 'WEAPP',
        kind: 'MEMBER_LEVEL_UPGRADE',
        templateId: 'tmpl-1',
        fieldKeys: { levelName: 'thing4' },
        page: '',
        enabled: false,
        updatedAt: 1
      }
    ])
  )
  const row = rows[rowKey('WEAPP', 'MEMBER_LEVEL_UPGRADE')]
  expect(row).toMatchObject({ templateId: 'tmpl-1', enabled: false, fieldKeys: { levelName: 'thing4', upgradeTime: '', tip: '' } })
  rows[rowKey('ALIPAY', 'COUPON_TEMPLATE_EXPIRE')].templateId = '  ali-1 '
  const saved = templatesInput(rows).settings
  expect(saved.map((s) => `${s.platform}/${s.kind}/${s.templateId}`)).toEqual([
    'WEAPP/MEMBER_LEVEL_UPGRADE/tmpl-1',
    'ALIPAY/COUPON_TEMPLATE_EXPIRE/ali-1'
  ])
})
