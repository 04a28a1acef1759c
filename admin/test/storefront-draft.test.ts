/**
 * The console's storefront editor (issue #16 item 1): what the form holds becomes the draft the gateway
 * checks field by field (server/src/storefront/storefront.schema.ts), and a refused field's JSON path is shown
 * at the form field it names.
 */
import { toFormValues, toSavedConfig } from '../src/pages/storefront/draft-values'
import { fieldPathInMessage, fieldPathToName } from '../src/pages/storefront/field-path'
import type { StorefrontConfig } from '../../types/api/storefront-admin'

const base: StorefrontConfig = {
  shopName: 'Demo',
  supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] }],
  layoutBottomNavigation: {
    navigations: [
      { floorType: 'NAVIGATION_OF_HOME', pagePath: 'pages/list/list', navigationName: '首页' },
      { floorType: 'NAVIGATION_OF_ALL', pagePath: 'pages/all/all' },
      { floorType: 'NAVIGATION_OF_MINE', pagePath: 'pages/mine/mine' }
    ]
  },
  availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#112233' }]
}

test('an older tab name shows as its zh-CN name; the theme colour comes from the theme the app paints with', () => {
  const form = toFormValues(base)
  expect(form.layoutBottomNavigation.navigations[0].navigationNames).toEqual({ 'zh-CN': '首页' })
  expect(form.themeColor).toBe('#112233')
})

test('issue "Polish" item 5, "fields whose defaults apply read blank": a tab named nowhere reads its page\'s name in each language, 外观 reads FOLLOW_SYSTEM and 订单保留分钟数 15', () => {
  const form = toFormValues(base)
  expect(form.layoutBottomNavigation.navigations[1].navigationNames).toEqual({
    'zh-CN': '全部演出',
    'zh-MO': expect.any(String),
    'en-US': 'All shows'
  })
  expect(form.layoutBottomNavigation.navigations[2].navigationNames?.['en-US']).toBe('Mine')
  expect(form.themeSetting).toBe('FOLLOW_SYSTEM')
  expect(form.orderReserveMinutes).toBe(15)
  // A value the merchant set is kept.
  expect(toFormValues({ ...base, themeSetting: 'DARK_MODE', orderReserveMinutes: 30 })).toMatchObject({
    themeSetting: 'DARK_MODE',
    orderReserveMinutes: 30
  })
})

test("a tab is named in the shop's first language for the app, and the brand colour is the colour the app paints with", () => {
  const form = toFormValues(base)
  form.layoutBottomNavigation.navigations[1].navigationNames = { 'zh-CN': '节目单', 'en-US': 'Shows' }
  const saved = toSavedConfig({ ...form, themeColor: '#e0457b' })
  expect(saved.layoutBottomNavigation.navigations[1].navigationName).toBe('节目单')
  expect(saved.availableShopThemes?.[0]).toEqual({ theme: 'DEFAULT', shopMainColor: '#e0457b' })
})

test('cleared fields are absent (the gateway refuses "" for a phone or a link), the remark flags go together', () => {
  const saved = toSavedConfig({
    ...base,
    shareDescription: '',
    orderRemark: { enabled: true } as StorefrontConfig['orderRemark'],
    customerServiceConfigVO: {
      telephone: '',
      onlineConfig: { jumpUrl: 'https://help.example' }
    } as StorefrontConfig['customerServiceConfigVO']
  })
  expect('shareDescription' in saved).toBe(false)
  expect(saved.orderRemark).toEqual({ enabled: true, required: false })
  expect(saved.customerServiceConfigVO).toEqual({
    onlineConfig: { jumpUrl: 'https://help.example' },
    supportOnlineCustomer: true,
    supportOnlineAndTelCustomer: false,
    customerServiceType: 'ONLINE_CUSTOMER_SERVICE'
  })
})

test('STOREFRONT_INVALID field paths name the form field, dotted or slashed, inside config or not', () => {
  expect(fieldPathToName('layoutBottomNavigation.navigations[1].navigationName')).toEqual([
    'layoutBottomNavigation',
    'navigations',
    1,
    'navigationName'
  ])
  expect(fieldPathToName('/config/layoutBottomNavigation/navigations/2/pagePath')).toEqual([
    'layoutBottomNavigation',
    'navigations',
    2,
    'pagePath'
  ])
  expect(fieldPathToName(undefined)).toBeUndefined()
})

test('the gateway\'s STOREFRONT_INVALID message carries the path: "/a/b/0 must match ..."', () => {
  const message = '店铺设置有误：/layoutBottomNavigation/navigations/0/pagePath must match pattern'
  expect(fieldPathToName(fieldPathInMessage(message))).toEqual(['layoutBottomNavigation', 'navigations', 0, 'pagePath'])
  expect(fieldPathToName('/shopName must NOT have fewer than 1 characters')).toEqual(['shopName'])
})

// Polish item 4: "after publishing a purple theme, prices stay orange": a price colour that only repeated the
// brand colour must not pin the prices to the old brand colour once the merchant picks a new one.
test('a price colour equal to the brand colour shows empty and is not saved, so prices follow a new brand colour', () => {
  const older = { ...base, availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#FB5200', priceColor: '#fb5200' }] }
  const form = toFormValues(older)
  expect(form.availableShopThemes?.[0]).toEqual({ theme: 'DEFAULT', shopMainColor: '#FB5200' })
  const saved = toSavedConfig({ ...form, themeColor: '#7B2FF7' })
  expect(saved.availableShopThemes?.[0]).toEqual({ theme: 'DEFAULT', shopMainColor: '#7B2FF7' })
})

test('a price colour of its own is kept beside a new brand colour', () => {
  const own = { ...base, availableShopThemes: [{ theme: 'DEFAULT', shopMainColor: '#FB5200', priceColor: '#E00000' }] }
  const saved = toSavedConfig({ ...toFormValues(own), themeColor: '#7B2FF7' })
  expect(saved.availableShopThemes?.[0]).toEqual({ theme: 'DEFAULT', shopMainColor: '#7B2FF7', priceColor: '#E00000' })
})

test('customer service: a note without its zh-CN text is not saved (buyers fall back to zh-CN); one with it keeps its translations', () => {
  const service = (notice: object) =>
    toSavedConfig({
      ...base,
      customerServiceConfigVO: { telephone: '400-000-0000', notice } as StorefrontConfig['customerServiceConfigVO']
    }).customerServiceConfigVO
  expect(service({ 'zh-CN': ' ', 'en-US': 'Have your order number ready' })).not.toHaveProperty('notice')
  expect(service({ 'zh-CN': '', 'zh-MO': '' })).not.toHaveProperty('notice')
  expect(service({ 'zh-CN': '请准备好订单号', 'zh-MO': '', 'en-US': 'Have your order number ready' })?.notice).toEqual({
    'zh-CN': '请准备好订单号',
    'en-US': 'Have your order number ready'
  })
})
