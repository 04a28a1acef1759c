/**
 * The launch's update check and copywriting (issue #32): product.md "Update check reply: updateType is
 * FORCE or WEAK" — FORCE cannot be dismissed, WEAK is told once per version; "Copywriting" — the
 * merchant's texts laid over the bundled ones, kept for the next launch, placeholders kept.
 */
jest.mock('@tarojs/taro', () => require('./helpers/fake-taro').fakeTaroModule)

import { checkForUpdate, updatePrompt, type UpdateCheckDeps } from '../src/platform/update-check'
import { syncCopywriting } from '../src/locales/copywriting-sync'
import { appClientOf } from '../src/platform/launch-checks'
import { translate, setCopywritingOverrides, parseCopywritingOverrides } from '../src/locales/i18n'
import type { VersionMatch } from '../types/api/app-version'
import type { CopywritingOverrides } from '../types/rules/copywriting-rules'

const reply = (over: Partial<VersionMatch>): VersionMatch => ({ updateType: null, latestVersion: '2.0.0', notes: '', ...over })

function deps(match: VersionMatch, over: Partial<UpdateCheckDeps> = {}) {
  const calls = { force: 0, notice: 0, apply: 0, seen: [] as string[] }
  const d: UpdateCheckDeps = {
    match: async () => match,
    seenVersion: () => undefined,
    markSeen: (v) => calls.seen.push(v),
    force: async () => {
      calls.force++
    },
    notice: async () => {
      calls.notice++
      return false
    },
    apply: () => {
      calls.apply++
      return true
    },
    ...over
  }
  return { d, calls }
}

describe('updatePrompt', () => {
  it('FORCE always, WEAK once per latest version, nothing when up to date', () => {
    expect(updatePrompt(reply({ updateType: 'FORCE' }), '2.0.0')).toBe('force')
    expect(updatePrompt(reply({ updateType: 'WEAK' }), undefined)).toBe('notice')
    expect(updatePrompt(reply({ updateType: 'WEAK' }), '2.0.0')).toBeNull()
    expect(updatePrompt(reply({ updateType: 'WEAK', latestVersion: '2.1.0' }), '2.0.0')).toBe('notice')
    expect(updatePrompt(reply({}), undefined)).toBeNull()
  })
})

describe('checkForUpdate', () => {
  it('FORCE: the one-button dialog comes back until the new version is applied', async () => {
    let tries = 0
    const { d, calls } = deps(reply({ updateType: 'FORCE', notes: '修复' }), { apply: () => ++tries >= 3 })
    expect(await checkForUpdate('WEAPP', '1.0.0', d)).toBe('force')
    expect(calls.force).toBe(3)
  })

  it('WEAK: told once (the version is remembered), applied only when the buyer asks', async () => {
    const later = deps(reply({ updateType: 'WEAK' }))
    await checkForUpdate('H5', '1.9.0', later.d)
    expect([later.calls.notice, later.calls.apply, later.calls.seen]).toEqual([1, 0, ['2.0.0']])
    const now = deps(reply({ updateType: 'WEAK' }), { notice: async () => true })
    await checkForUpdate('H5', '1.9.0', now.d)
    expect(now.calls.apply).toBe(1)
    const seen = deps(reply({ updateType: 'WEAK' }), { seenVersion: () => '2.0.0' })
    await checkForUpdate('H5', '1.9.0', seen.d)
    expect(seen.calls.notice).toBe(0)
  })

  it('sends its own version and client', async () => {
    const asked: string[] = []
    const { d } = deps(reply({}), { match: async (c, v) => (asked.push(`${c} ${v}`), reply({})) })
    await checkForUpdate(appClientOf('alipay'), '4.8.0', d)
    expect(asked).toEqual(['ALIPAY 4.8.0'])
    expect([appClientOf('weapp'), appClientOf('h5')]).toEqual(['WEAPP', 'H5'])
  })
})

describe('copywriting overrides', () => {
  afterEach(() => setCopywritingOverrides({}))

  it('fetched overrides are kept and applied; translate shows them per language, keeping placeholders', async () => {
    const kept: CopywritingOverrides[] = []
    await syncCopywriting('H5', {
      stored: () => ({}),
      fetch: async () => ({
        'zh-CN': { 'common.recommended': '猜你喜欢', 'common.id_label': '编号' },
        'en-US': { 'common.id_label': 'Ref {id}' }
      }),
      keep: (o) => kept.push(o),
      apply: setCopywritingOverrides
    })
    expect(kept).toHaveLength(1)
    expect(translate('zh-CN', 'common.recommended')).toBe('猜你喜欢')
    expect(translate('en-US', 'common.id_label', { id: 7 })).toBe('Ref 7')
    // An override that lost its placeholder (an older gateway dictionary) shows the bundled text.
    expect(translate('zh-CN', 'common.id_label', { id: 7 })).toBe('编号 7')
    expect(translate('zh-MO', 'common.recommended')).not.toBe('猜你喜欢')
  })

  it('a stored value that is not a table of texts reads as none', () => {
    expect(parseCopywritingOverrides('x')).toBeUndefined()
    setCopywritingOverrides({ 'zh-CN': { 'common.recommended': 5 } } as unknown as CopywritingOverrides)
    expect(translate('zh-CN', 'common.recommended')).toBe('为你推荐')
  })

  it('a failed fetch keeps what the last launch stored, less what this build cannot show', async () => {
    const stored = { 'zh-CN': { 'common.recommended': '猜你喜欢', 'common.id_label': '编号', 'common.gone_key': '旧' } }
    await expect(
      syncCopywriting('H5', {
        stored: () => stored,
        fetch: async () => Promise.reject(new Error('offline')),
        keep: () => undefined,
        apply: setCopywritingOverrides
      })
    ).rejects.toThrow('offline')
    expect(translate('zh-CN', 'common.recommended')).toBe('猜你喜欢')
    expect(translate('zh-CN', 'common.id_label', { id: 7 })).toBe('编号 7')
  })
})
