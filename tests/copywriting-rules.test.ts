/**
 * Copywriting rules (types/rules/copywriting-rules.ts): product.md "Copywriting" — key and value texts with
 * {placeholder} substitution; a merchant's override must keep the bundled text's placeholders.
 */
import {
  COPYWRITING_TEXT_MAX,
  flattenDictionary,
  overriddenText,
  overrideProblem,
  placeholderNames,
  validOverrides
} from '../types/rules/copywriting-rules'
import zhCN from '../types/locales/zh-CN'
import zhMO from '../types/locales/zh-MO'
import enUS from '../types/locales/en-US'

describe('placeholderNames', () => {
  it('lists plain and plural placeholders, sorted and once each', () => {
    expect(placeholderNames('截止时间 {time}')).toEqual(['time'])
    expect(placeholderNames('{count, plural, one {# vote} other {# votes}}')).toEqual(['count'])
    expect(placeholderNames('{b} then {a} then {b}')).toEqual(['a', 'b'])
    expect(placeholderNames('no placeholders')).toEqual([])
  })

  it('does not read plural branch words as placeholders, but finds placeholders inside branches', () => {
    expect(placeholderNames('{count, plural, one {ticket} other {tickets in {city}}}')).toEqual(['city', 'count'])
  })
})

describe('overrideProblem: an override keeps the same {placeholders}', () => {
  it('accepts a text with the same placeholders in another order or wording', () => {
    expect(overrideProblem('{count} 人已投票', '已有 {count} 人参与')).toBeUndefined()
    expect(overrideProblem('{a} {b}', '{b} - {a}')).toBeUndefined()
    expect(overrideProblem('{count} 票', '{count, plural, one {# vote} other {# votes}}')).toBeUndefined()
  })

  it('refuses a lost, an invented or a renamed placeholder', () => {
    expect(overrideProblem('截止时间 {time}', '截止时间')).toBe('placeholders')
    expect(overrideProblem('投票', '投票 {name}')).toBe('placeholders')
    expect(overrideProblem('截止时间 {time}', '截止 {date}')).toBe('placeholders')
  })

  it('refuses empty, too long and unbalanced texts', () => {
    expect(overrideProblem('投票', '   ')).toBe('empty')
    expect(overrideProblem('投票', 'x'.repeat(COPYWRITING_TEXT_MAX + 1))).toBe('too_long')
    expect(overrideProblem('{time}', '{time')).toBe('braces')
    expect(overrideProblem('投票', 'a } b')).toBe('braces')
  })
})

describe('overriddenText: apply overrides over the bundled text', () => {
  it('shows a valid override, and the bundled text when there is none or it lost a placeholder', () => {
    expect(overriddenText('投票', '立即投票')).toBe('立即投票')
    expect(overriddenText('投票', undefined)).toBe('投票')
    expect(overriddenText('截止时间 {time}', '截止')).toBe('截止时间 {time}')
  })
})

describe('flattenDictionary', () => {
  it('names each text by its section path', () => {
    expect(flattenDictionary({ common: { ok: '确定', nested: { deep: '深' } }, top: '顶' })).toEqual({
      'common.ok': '确定',
      'common.nested.deep': '深',
      top: '顶'
    })
  })
})

describe('validOverrides: what an app build may show', () => {
  it('keeps keys the dictionary has whose placeholders are kept, per language', () => {
    const bundled = { 'common.ok': '确定', 'common.id_label': '编号 {id}' }
    expect(
      validOverrides(
        { 'zh-CN': { 'common.ok': '好', 'common.id_label': '编号', 'common.gone': '旧' }, 'en-US': { 'common.id_label': '#{id}' } },
        bundled
      )
    ).toEqual({ 'zh-CN': { 'common.ok': '好' }, 'en-US': { 'common.id_label': '#{id}' } })
  })

  it('drops what is not a table of strings per known language (storage is not trusted)', () => {
    const raw = { 'zh-CN': { 'common.ok': 1, 'common.id_label': '号 {id}' }, 'en-US': 'x', 'fr-FR': { 'common.ok': 'OK' } }
    expect(validOverrides(raw as never, { 'common.ok': '确定', 'common.id_label': '编号 {id}' })).toEqual({
      'zh-CN': { 'common.id_label': '号 {id}' }
    })
  })

  it("the three bundled dictionaries fill in the same placeholders per key (so zh-CN's stand for all)", () => {
    const [cn, mo, en] = [zhCN, zhMO, enUS].map((d) => flattenDictionary(d))
    const differ = Object.keys(cn).filter((k) =>
      [mo[k], en[k]].some((text) => placeholderNames(text).join() !== placeholderNames(cn[k]).join())
    )
    expect(differ).toEqual([])
  })
})
