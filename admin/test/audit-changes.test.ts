/**
 * Issue #31: "the audit log shows developer keys" — an entry's before and after read as the fields it
 * changed, in words, with values as a merchant reads them, not as two JSON documents.
 */
import { AUDIT_FIELDS, AUDIT_STATES, auditChanges, auditFieldText, auditValueText } from '../src/audit/audit-changes'
import { enUS } from '../src/i18n/en-US'
import { zhCN } from '../src/i18n/zh-CN'
import { zhMO } from '../src/i18n/zh-MO'

const words = {
  yes: '是',
  no: '否',
  state: (s: string) => `state(${s})`,
  time: (iso: string) => `time(${iso})`,
  money: (fen: number) => `¥${(fen / 100).toFixed(2)}`
}

describe('audit changes', () => {
  test('an update lists only the fields that differ, nested ones by their dotted path', () => {
    const before = { name: '夜场', priceFen: 38000, refundRule: { state: 'ON', hoursBefore: 24 }, tags: ['a'] }
    const after = { name: '夜场', priceFen: 42000, refundRule: { state: 'ON', hoursBefore: 48 }, tags: ['a'] }
    expect(auditChanges(before, after)).toEqual([
      { path: 'priceFen', before: 38000, after: 42000 },
      { path: 'refundRule.hoursBefore', before: 24, after: 48 }
    ])
  })

  test('a create lists every field of the after side; a delete every field of the before side', () => {
    expect(auditChanges(null, { name: 'A', capacity: 10 })).toEqual([
      { path: 'name', before: undefined, after: 'A' },
      { path: 'capacity', before: undefined, after: 10 }
    ])
    expect(auditChanges({ email: 'a@b.c' }, null)).toEqual([{ path: 'email', before: 'a@b.c', after: undefined }])
  })

  test('a field added or removed by the change is listed; a bare value reads as one unnamed field', () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: true })).toEqual([{ path: 'b', before: undefined, after: true }])
    expect(auditChanges({ state: 'PENDING' }, 'refused')).toEqual([
      { path: 'state', before: 'PENDING', after: undefined },
      { path: '', before: undefined, after: 'refused' }
    ])
    expect(auditChanges(null, null)).toEqual([])
  })

  test('values in words: yes/no, money for *Fen fields, instants in the merchant zone, lists joined, empty as a dash', () => {
    expect(auditValueText('enabled', true, words)).toBe('是')
    expect(auditValueText('enabled', false, words)).toBe('否')
    expect(auditValueText('priceFen', 38000, words)).toBe('¥380.00')
    expect(auditValueText('capacity', 38000, words)).toBe('38000')
    expect(auditValueText('saleTime', '2027-02-09T11:30:00.000Z', words)).toBe('time(2027-02-09T11:30:00.000Z)')
    expect(auditValueText('name', '2027 新年音乐会', words)).toBe('2027 新年音乐会')
    expect(auditValueText('tags', ['亲子', '话剧'], words)).toBe('亲子, 话剧')
    expect(auditValueText('reason', '', words)).toBe('—')
    expect(auditValueText('reason', null, words)).toBe('—')
    expect(auditValueText('seats', [{ row: 1 }], words)).toBe('[{"row":1}]')
    expect(auditValueText('state', 'USED', words)).toBe('state(USED)')
    expect(auditValueText('refundRule.state', 'ACTIVE', words)).toBe('state(ACTIVE)')
    // Only a state field's value is a state: a name that happens to be a state word stays as written.
    expect(auditValueText('name', 'USED', words)).toBe('USED')
  })

  test('every field with words has them in the three languages; a field of a nested object reads by its last part', () => {
    for (const field of AUDIT_FIELDS) {
      const key = auditFieldText(field)!.field
      for (const messages of [enUS, zhCN, zhMO] as Array<Record<string, string>>) expect(messages[key]).toBeTruthy()
    }
    for (const state of AUDIT_STATES)
      for (const messages of [enUS, zhCN, zhMO] as Array<Record<string, string>>) expect(messages[`audit.stateValue.${state}`]).toBeTruthy()
    expect(auditFieldText('refundRule.state')).toEqual({ field: 'audit.field.state' })
    expect(auditFieldText('somethingInternal')).toBeUndefined()
    // Merchant content kept per language: the field's words and the language's.
    expect(auditFieldText('name.en-US')).toEqual({ field: 'audit.field.name', language: 'catalogue.lang.enUS' })
    expect(auditChanges({ name: { 'zh-CN': '夜场', 'en-US': '' } }, { name: { 'zh-CN': '夜场', 'en-US': 'Night' } })).toEqual([
      { path: 'name.en-US', before: '', after: 'Night' }
    ])
  })
})
