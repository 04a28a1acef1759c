/**
 * Issue #9 item 12: "the demo posters should be distinct generated art per show (palette and composition
 * by category, no duplicated title)".
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { posterArt } from '../../src/browse/poster-art'
import { seededApp, type TestApp } from '../helpers/helpers'
import { textIn } from '../../src/http/texts'

const CATEGORIES = ['CONCERT', 'MUSIC', 'DRAMA_OPERA', 'SPORTS', 'EXHIBITION_LEISURE', 'DANCE_BALLET', 'CHILDREN_FAMILY', 'FOLK_ART']

describe('generated posters', () => {
  test('the same show always gets the same picture; two shows of one category get different ones', () => {
    for (const category of CATEGORIES) {
      assert.equal(posterArt('100101', category), posterArt('100101', category))
      assert.notEqual(posterArt('100101', category), posterArt('100102', category), category)
    }
  })

  test('each category has a composition of its own: one show id drawn in every category gives eight different pictures', () => {
    const shapes = (svg: string) => svg.replace(/-?\d+(\.\d+)?/g, 'n').replace(/#[0-9a-f]{6}/gi, 'c')
    const distinct = new Set(CATEGORIES.map((c) => shapes(posterArt('100101', c))))
    assert.equal(distinct.size, CATEGORIES.length)
  })

  test('no text in the picture: the card and the detail page print the name beside it', () => {
    for (const category of [...CATEGORIES, 'UNKNOWN']) {
      const svg = posterArt('100777', category)
      assert.doesNotMatch(svg, /<text/)
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="400"/)
    }
  })
})

describe('the poster route', () => {
  let t: TestApp
  before(async () => {
    t = await seededApp('pglite')
  })
  after(async () => t.close())

  test('serves each seeded show its own picture, without its name', async () => {
    const rows = await t.db.query<{ id: string; name: Record<string, string> }>('SELECT id, name FROM shows ORDER BY id LIMIT 12')
    const bodies = new Set<string>()
    for (const row of rows) {
      const res = await t.app.inject({ method: 'GET', url: `/pub/images/poster/${row.id}.svg` })
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
      assert.equal(res.body.includes(textIn(row.name, 'zh-CN')), false)
      bodies.add(res.body)
    }
    assert.equal(bodies.size, rows.length, 'every show its own picture')
  })
})
