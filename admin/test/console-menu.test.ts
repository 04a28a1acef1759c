/**
 * Issue #31 item 11: "Console home still says the dashboard is 即将上线; 20 menu items in one flat list" →
 * the home is the dashboard, the menu is grouped 店铺 / 演出与场馆 / 场馆服务 / 销售 / 会员营销 / 设置 in three languages (场馆服务: the
 * venue services of issue "Venue services", which would crowd 演出与场馆).
 */
import { CONSOLE_PAGES, MENU_GROUPS, homeOf, menuFor } from '../src/session/console-areas'
import { STAFF_ROLES } from '../../types/api/staff'
import { enUS } from '../src/i18n/en-US'
import { zhCN } from '../src/i18n/zh-CN'
import { zhMO } from '../src/i18n/zh-MO'

test('the groups read 店铺 / 演出与场馆 / 场馆服务 / 销售 / 会员营销 / 设置, in that order, in the three languages', () => {
  expect(MENU_GROUPS.map((g) => zhCN[`menu.group.${g}`])).toEqual(['店铺', '演出与场馆', '场馆服务', '销售', '会员营销', '设置'])
  for (const table of [enUS, zhMO]) for (const g of MENU_GROUPS) expect(table[`menu.group.${g}`]).toBeTruthy()
})

test("the owner's menu: every page in a group, the groups in order, no flat list of 20", () => {
  const menu = menuFor('owner')
  expect(menu.map((g) => g.group)).toEqual([...MENU_GROUPS])
  expect(menu.every((g) => g.pages.length <= 6)).toBe(true)
  const listed = menu.flatMap((g) => g.pages.map((p) => p.path))
  expect(new Set(listed).size).toBe(listed.length)
  expect(listed.sort()).toEqual(
    CONSOLE_PAGES.map((p) => p.path)
      .filter((p) => p !== '/')
      .sort()
  )
})

test('home is the dashboard for the roles that may read it, the welcome page for the others', () => {
  expect(homeOf('owner')).toBe('/dashboard')
  expect(homeOf('finance')).toBe('/dashboard')
  expect(homeOf('operator')).toBe('/')
  expect(homeOf('door')).toBe('/')
  for (const role of STAFF_ROLES) {
    const paths = menuFor(role).flatMap((g) => g.pages.map((p) => p.path))
    // One home in the menu: the dashboard, or the welcome page when there is no dashboard.
    expect(paths.filter((p) => p === '/' || p === '/dashboard')).toEqual([homeOf(role)])
    expect(menuFor(role).every((g) => g.pages.length > 0)).toBe(true)
  }
})

test('no page of the console says a page is coming soon', () => {
  for (const table of [enUS, zhCN, zhMO]) {
    expect(Object.values(table).filter((text) => /即将上线|即將推出|on their way/.test(text))).toEqual([])
  }
})
