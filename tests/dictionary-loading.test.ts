/**
 * Issue #8 goal 4, "only the active language's dictionary in the first load": on H5 the zh-MO and en-US
 * dictionaries are fetched when chosen; pages read zh-CN until the chosen one arrives, then draw again.
 */
jest.mock('../src/locales/dictionary-loader', () => jest.requireActual('../src/locales/dictionary-loader.h5'))

import { freshStore } from '../src/store/store'
import { localeAtom } from '../src/locales/locale-atoms'
import { hasDictionary, translate } from '../src/locales/i18n'
import enUS from '../types/locales/en-US'
import zhCN from '../types/locales/zh-CN'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('dictionaries on H5', () => {
  test('the first load carries zh-CN only; setting en-US fetches its dictionary, zh-CN answering meanwhile', async () => {
    const store = freshStore()
    expect(hasDictionary('zh-CN')).toBe(true)
    expect(hasDictionary('en-US')).toBe(false)
    expect(hasDictionary('zh-MO')).toBe(false)

    store.set(localeAtom, 'en-US')
    expect(store.get(localeAtom)).toBe('en-US')
    expect(translate('en-US', 'common.retry')).toBe(zhCN.common.retry)

    await flush()
    expect(hasDictionary('en-US')).toBe(true)
    expect(translate('en-US', 'common.retry')).toBe(enUS.common.retry)
    expect(hasDictionary('zh-MO')).toBe(false)
  })

  test('the H5 loader answers each language from its own module and nothing for zh-CN (always present)', async () => {
    const { loadDictionary } = jest.requireActual('../src/locales/dictionary-loader.h5')
    expect(await loadDictionary('en-US')).toBe(enUS)
    expect(await loadDictionary('zh-CN')).toBeUndefined()
  })
})
