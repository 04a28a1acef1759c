/**
 * The login gate's destination (product.md section 4: "An unauthenticated visitor is sent to login_way,
 * login or login_email depending on configuration"), from the merchant's login methods per language.
 */
import { createStore } from 'jotai'
import { accountFitsMethods, loginMethodsAtom } from '../src/shop-config/login-methods'
import { shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { localeAtom } from '../src/locales/locale-atoms'
import { DEFAULT_SHOP_CONFIG } from '../src/shop-config/default-shop-config'
import { loginRouteFor } from '../src/router/router'

test('each language sends the visitor to its own login page', () => {
  const store = createStore()
  store.set(shopConfigAtom, {
    ...DEFAULT_SHOP_CONFIG,
    supportLanguages: [
      { langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] },
      { langTag: 'zh-MO', langName: '繁體中文', loginMethod: ['CELLPHONE', 'EMAIL'] },
      { langTag: 'en-US', langName: 'English', loginMethod: ['EMAIL'] }
    ]
  })
  const route = () => loginRouteFor(store.get(loginMethodsAtom))
  store.set(localeAtom, 'zh-CN')
  expect(route()).toBe('login')
  store.set(localeAtom, 'zh-MO')
  expect(route()).toBe('login_way')
  store.set(localeAtom, 'en-US')
  expect(route()).toBe('login_email')
})

test('a language without configured methods falls back to phone login', () => {
  const store = createStore()
  store.set(shopConfigAtom, { ...DEFAULT_SHOP_CONFIG, supportLanguages: [] })
  expect(store.get(loginMethodsAtom)).toEqual(['CELLPHONE'])
})

test('"a logged-in account whose login method is not supported by the chosen language" is spotted', () => {
  const phoneOnly = { cellphone: '138****8000', email: '' }
  const emailOnly = { cellphone: '', email: 'a@b.co' }
  expect(accountFitsMethods(['EMAIL'], phoneOnly)).toBe(false)
  expect(accountFitsMethods(['EMAIL', 'CELLPHONE'], phoneOnly)).toBe(true)
  expect(accountFitsMethods(['CELLPHONE'], emailOnly)).toBe(false)
  expect(accountFitsMethods(['EMAIL'], emailOnly)).toBe(true)
})
