/**
 * The mini-program build check must fail on the faults it exists for (issue #15: "every page and
 * component has its files, every usingComponents path resolves, templates parse, app.json fields are
 * valid for the platform, and the platform API calls used exist on that platform"). Each case seeds one
 * fault into a small fake build that otherwise passes.
 * Run: node --test scripts/check-miniprogram.test.mjs
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkMiniProgram, templateProblem } from './check-miniprogram.mjs'

const EXT = { weapp: { t: '.wxml', s: '.wxss' }, alipay: { t: '.axml', s: '.acss' } }

function write(dir, file, text) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

/** A fake build shaped like Taro's output: two tab pages, a subpackage page, comp, the custom tab bar. */
function fakeDist(platform) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `check-mini-${platform}-`))
  const { t, s } = EXT[platform]
  const weapp = platform === 'weapp'
  const tabs = ['pages/list/list', 'pages/mine/mine'].map((pagePath) => (weapp ? { pagePath, text: 'x' } : { pagePath, name: 'x' }))
  write(
    dir,
    'app.json',
    JSON.stringify({
      pages: ['pages/list/list', 'pages/mine/mine'],
      subPackages: [{ root: 'subpackages/order', name: 'order', pages: ['pay-success/pay-success'] }],
      preloadRule: { 'pages/mine/mine': { network: 'all', packages: ['order'] } },
      window: weapp ? { navigationBarTitleText: 'x' } : { defaultTitle: 'x' },
      tabBar: weapp ? { custom: true, list: tabs } : { customize: true, items: tabs }
    })
  )
  const base = weapp ? '<wxs module="xs" src="./utils.wxs" />' : '<import-sjs name="xs" from="./utils.sjs" />'
  write(
    dir,
    `base${t}`,
    `${base}\n<template name="taro_tmpl"><block ${weapp ? 'wx' : 'a'}:for="{{root.cn}}"><view class="{{i.cl}}" hidden="{{a < b && c > d}}">{{ x < 1 ? 'a' : 'b' }}</view><input value="{{v}}" /></block></template>\n`
  )
  write(dir, weapp ? 'utils.wxs' : 'utils.sjs', 'module.exports = {}')
  write(dir, 'comp.js', 'Component({})')
  write(dir, 'comp.json', '{"component":true,"usingComponents":{"comp":"./comp"}}')
  write(dir, `comp${t}`, `<import src="./base${t}" />`)
  const bar = weapp ? 'custom-tab-bar' : 'customize-tab-bar'
  write(dir, `${bar}/index.js`, 'Component({})')
  write(dir, `${bar}/index.json`, '{"component":true}')
  write(dir, `${bar}/index${t}`, `<import src="../base${t}"/><template is="taro_tmpl" data="{{root:root}}" />`)
  for (const page of ['pages/list/list', 'pages/mine/mine', 'subpackages/order/pay-success/pay-success']) {
    const up = '../'.repeat(page.split('/').length - 1)
    write(dir, `${page}.js`, 'Page({})')
    write(dir, `${page}.json`, JSON.stringify({ usingComponents: { comp: `${up}comp` } }))
    write(dir, `${page}${t}`, `<import src="${up}base${t}"/>\n<template is="taro_tmpl" data="{{root:root}}" />`)
    write(dir, `${page}${s}`, '')
  }
  // The platform's payment call as Taro's minified output writes it, and a cancel-message regex that
  // names both APIs without calling them.
  write(
    dir,
    'common.js',
    `var l=/requestPayment:fail cancel|tradePay:fail cancel/;function p(o){return n().${weapp ? 'requestPayment' : 'tradePay'}(o)}`
  )
  return dir
}

for (const platform of ['weapp', 'alipay']) {
  const { t } = EXT[platform]
  const weapp = platform === 'weapp'

  test(`${platform}: a build shaped like Taro's passes`, () => {
    assert.deepEqual(checkMiniProgram(fakeDist(platform), platform), [])
  })

  const faults = [
    [
      'a page listed in app.json without its files',
      (d) => fs.rmSync(path.join(d, `subpackages/order/pay-success/pay-success${t}`)),
      /pay-success\.(wxml|axml) is missing/
    ],
    ['a page without its script', (d) => fs.rmSync(path.join(d, 'pages/list/list.js')), /list\.js is missing/],
    [
      'a usingComponents path that does not resolve',
      (d) => write(d, 'pages/mine/mine.json', '{"usingComponents":{"comp":"../../nowhere"}}'),
      /usingComponents\.comp "\.\.\/\.\.\/nowhere" does not resolve/
    ],
    [
      'a subpackage root that does not exist',
      (d) => fs.rmSync(path.join(d, 'subpackages'), { recursive: true }),
      /subpackage root subpackages\/order does not exist/
    ],
    [
      'a preloadRule naming an unknown package',
      (d) => {
        const app = JSON.parse(fs.readFileSync(path.join(d, 'app.json'), 'utf8'))
        app.preloadRule['pages/mine/mine'].packages = ['user']
        write(d, 'app.json', JSON.stringify(app))
      },
      /names unknown package user/
    ],
    [
      'a tab page that is not a page',
      (d) => {
        const app = JSON.parse(fs.readFileSync(path.join(d, 'app.json'), 'utf8'))
        app.tabBar[weapp ? 'list' : 'items'][1].pagePath = 'pages/gone/gone'
        write(d, 'app.json', JSON.stringify(app))
      },
      /tab page pages\/gone\/gone is not a page/
    ],
    [
      'the custom tab bar missing',
      (d) => fs.rmSync(path.join(d, weapp ? 'custom-tab-bar' : 'customize-tab-bar'), { recursive: true }),
      /-tab-bar\/index: index\.js is missing/
    ],
    [
      "the other platform's tab bar fields",
      (d) => {
        const app = JSON.parse(fs.readFileSync(path.join(d, 'app.json'), 'utf8'))
        app.tabBar[weapp ? 'customize' : 'custom'] = true
        write(d, 'app.json', JSON.stringify(app))
      },
      /tabBar\.(customize|custom) is not a/
    ],
    [
      'a template with an unclosed tag',
      (d) => write(d, `pages/list/list${t}`, '<view><text>a</view>'),
      /<text> \(line 1\) closed by <\/view>/
    ],
    ['a template importing a missing file', (d) => write(d, `pages/list/list${t}`, `<import src="../../missing${t}"/>`), /does not exist/],
    [
      "the other platform's payment API called",
      (d) => write(d, 'pay.js', weapp ? 'my.tradePay({tradeNO:t})' : 'wx.requestPayment(o)'),
      weapp ? /tradePay exists only on alipay/ : /requestPayment exists only on weapp/
    ],
    [
      'WeixinJSBridge in a mini-program',
      (d) => write(d, 'pay.js', 'window.WeixinJSBridge.invoke("getBrandWCPayRequest",p,f)'),
      /WeixinJSBridge exists only on h5/
    ],
    [
      'its own payment API missing',
      (d) => write(d, 'common.js', 'var l=/requestPayment:fail cancel|tradePay:fail cancel/'),
      /is never called/
    ]
  ]
  for (const [name, seed, expected] of faults) {
    test(`${platform}: fails on ${name}`, () => {
      const dir = fakeDist(platform)
      seed(dir)
      const problems = checkMiniProgram(dir, platform)
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected} in:\n${problems.join('\n')}`
      )
    })
  }
}

test('templates: mini-program syntax is well-formed, broken markup is not', () => {
  assert.equal(templateProblem('<view wx:if="{{a<b}}" bind:tap="eh" catch:touchmove="eh">{{ a < b }}<input /></view>'), undefined)
  assert.equal(templateProblem('<!-- <view> --><text>x</text>'), undefined)
  assert.match(templateProblem('<view>') ?? '', /never closed/)
  assert.match(templateProblem('</view>') ?? '', /without an opening tag/)
  assert.match(templateProblem('<view class=x></view>') ?? '', /unquoted value/)
  assert.match(templateProblem('<view class="x></view>') ?? '', /unclosed value|unclosed <view>/)
  assert.match(templateProblem('<text>{{ a </text>') ?? '', /unclosed \{\{/)
})
