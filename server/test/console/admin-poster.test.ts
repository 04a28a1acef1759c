/**
 * A show's poster uploaded in the console (issue #16 item 3, "Catalogue: shows (poster upload, ...)") on
 * every engine: operator and owner only, CSRF like every console write, audited with the poster URL before
 * and after; the type read from the bytes (JPEG, PNG, WebP; never SVG), 5 MB and pixel-size limits, each
 * refused in the envelope with a translated message; the file served under a content-hashed name with long
 * cache headers, and what buyers see on the list, the search and the show detail right after saving.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, consoleClient, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { imageDimensions } from '../../src/upload/image-dimensions'
import { ADMIN_API, CSRF_HEADER, type AuditReply } from '../../../types/api/staff'
import { POSTER_UPLOAD, type AdminShow } from '../../../types/api/catalogue-admin'
import type { Envelope } from '../helpers/helpers'

/** A real, decodable PNG of the given size (one grey, 8-bit greyscale), so the pixel checks read a real header. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0)
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth; colour type 0 (greyscale), compression, filter and interlace 0
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** A JPEG's markers up to its frame header (SOI, APP0, SOF0 with the size): what the checks read. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01
  ])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])])
}

function riff(chunk: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(20)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(payload.length + 12, 4)
  head.write('WEBP', 8, 'latin1')
  head.write(chunk, 12, 'latin1')
  head.writeUInt32LE(payload.length, 16)
  return Buffer.concat([head, payload])
}

function form(file: Buffer | undefined, filename = 'poster.png', contentType = 'image/png') {
  const boundary = '----stagedoor' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = []
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${POSTER_UPLOAD.field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
      ),
      file,
      Buffer.from('\r\n')
    )
  else parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n`))
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('poster pixel sizes are read from the headers (image-dimensions.ts)', () => {
  test('PNG, JPEG and the three WebP kinds', () => {
    assert.deepEqual(imageDimensions(png(321, 456), 'image/png'), { width: 321, height: 456 })
    assert.deepEqual(imageDimensions(jpegHeader(1080, 1440), 'image/jpeg'), { width: 1080, height: 1440 })
    const vp8x = Buffer.alloc(10)
    vp8x.writeUIntLE(1199, 4, 3)
    vp8x.writeUIntLE(1599, 7, 3)
    assert.deepEqual(imageDimensions(riff('VP8X', vp8x), 'image/webp'), { width: 1200, height: 1600 })
    const vp8 = Buffer.from([0x00, 0x00, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0])
    vp8.writeUInt16LE(600, 6)
    vp8.writeUInt16LE(800, 8)
    assert.deepEqual(imageDimensions(riff('VP8 ', vp8), 'image/webp'), { width: 600, height: 800 })
    const vp8l = Buffer.alloc(10)
    vp8l[0] = 0x2f
    vp8l.writeUInt32LE((299 & 0x3fff) | ((399 & 0x3fff) << 14), 1)
    assert.deepEqual(imageDimensions(riff('VP8L', vp8l), 'image/webp'), { width: 300, height: 400 })
    assert.equal(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg'), undefined, 'no frame header: no size')
  })
})

for (const engine of ENGINES) {
  describe(`console poster upload on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let owner: ConsoleClient
    let showId: string
    let showName: string
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      owner = await loggedIn(t, OWNER)
      const row = (
        await t.db.query<{ id: string; name: { 'en-US': string } }>(
          "SELECT id, name FROM shows WHERE merchant_id = 'demo' AND listing = 'ON_SALE' AND state = 'SCHEDULED' ORDER BY id LIMIT 1"
        )
      )[0]
      showId = row.id
      showName = row.name['en-US']
    })
    after(async () => t.close())

    const upload = async (
      client: ConsoleClient,
      body: ReturnType<typeof form>,
      options: { csrf?: boolean; lang?: string; id?: string } = {}
    ) => {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await t.app.inject({
        method: 'PUT',
        url: `${ADMIN_API}/catalogue/shows/${options.id ?? showId}/poster?lang=${options.lang ?? 'zh'}`,
        payload: body.payload,
        headers: { ...body.headers, cookie, ...(options.csrf === false ? {} : { [CSRF_HEADER]: client.csrf }) }
      })
      return { status: res.statusCode, body: res.json() as Envelope<AdminShow> }
    }
    const storedPoster = async () =>
      (await t.db.query<{ poster_url: string | null }>('SELECT poster_url FROM shows WHERE id = $1', [showId]))[0].poster_url
    const uploadCount = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM uploads WHERE key LIKE 'poster/%'"))[0].n
    type Cards = { list: Array<{ showId: string; posterUrl: string }>; hasMore: boolean }
    const buyerPosters = async () => {
      const detail = await t.get<{ posterUrl: string }>(`/show/pub/v5/show/${showId}/static`)
      const search = await t.get<Cards>(
        `/home/pub/v3/show_list/search?keyword=${encodeURIComponent(showName)}&pageType=SEARCH&length=20&offset=0`
      )
      // The show list (the "all" tab): the merchant's shows page by page, as the app asks for them.
      let list: string | undefined
      for (let offset = 0; list === undefined; offset += 50) {
        const page = (await t.get<Cards>(`/home/pub/v3/show_list/search?length=50&offset=${offset}`)).body.data
        list = page.list.find((c) => c.showId === showId)?.posterUrl
        if (!page.hasMore) break
      }
      return { detail: detail.body.data.posterUrl, search: search.body.data.list.find((c) => c.showId === showId)?.posterUrl, list }
    }

    test('"upload a show\'s poster": stored under its content hash, served as immutable with its type, and what buyers see at once', async () => {
      const generated = `/pub/images/poster/${showId}.svg`
      // Read first, so the browse replies are kept: the upload must drop them (catalogue writes publish).
      assert.deepEqual(await buyerPosters(), { detail: generated, search: generated, list: generated })
      const file = png(600, 800)
      const res = await upload(operator, form(file, 'my poster.png'))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const url = `/pub/v1/uploads/poster/demo/${createHash('sha256').update(file).digest('hex')}.png`
      assert.equal(res.body.data.posterUrl, url)
      assert.equal((await operator.call<AdminShow>('GET', `/catalogue/shows/${showId}`)).body.data.posterUrl, url)
      assert.deepEqual(await buyerPosters(), { detail: url, search: url, list: url })

      const served = await t.app.inject({ url })
      assert.equal(served.statusCode, 200)
      assert.equal(served.headers['content-type'], 'image/png')
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.equal(served.headers['x-content-type-options'], 'nosniff')
      assert.deepEqual(served.rawPayload, file)

      // The same bytes again: the same name, one stored file.
      const count = await uploadCount()
      assert.equal((await upload(owner, form(file))).body.data.posterUrl, url)
      assert.equal(await uploadCount(), count)
    })

    test('a JPEG and a WebP are taken too; replace changes the URL, remove goes back to the generated art', async () => {
      const jpeg = await upload(operator, form(jpegHeader(1080, 1440), 'p.jpg', 'image/jpeg'))
      assert.equal(jpeg.body.statusCode, 200, jpeg.body.comments)
      assert.match(jpeg.body.data.posterUrl ?? '', /^\/pub\/v1\/uploads\/poster\/demo\/[0-9a-f]{64}\.jpeg$/)
      assert.equal((await t.app.inject({ url: jpeg.body.data.posterUrl ?? '' })).headers['content-type'], 'image/jpeg')
      const vp8x = Buffer.alloc(10)
      vp8x.writeUIntLE(899, 4, 3)
      vp8x.writeUIntLE(1199, 7, 3)
      const webp = await upload(operator, form(riff('VP8X', vp8x), 'p.webp', 'image/webp'))
      assert.equal(webp.body.statusCode, 200, webp.body.comments)
      assert.match(webp.body.data.posterUrl ?? '', /\.webp$/)
      assert.equal((await buyerPosters()).detail, webp.body.data.posterUrl)

      const cookie = [...operator.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${ADMIN_API}/catalogue/shows/${showId}/poster`,
        headers: { cookie, [CSRF_HEADER]: operator.csrf }
      })
      assert.equal(removed.json().statusCode, 200)
      assert.equal((removed.json() as Envelope<AdminShow>).data.posterUrl, null)
      const generated = `/pub/images/poster/${showId}.svg`
      assert.deepEqual(await buyerPosters(), { detail: generated, search: generated, list: generated })
    })

    test('refused by content, not by name: SVG, GIF, HTML named .jpg, over 5 MB, too small or too large in pixels, no file; nothing changes', async () => {
      const before = await storedPoster()
      const count = await uploadCount()
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x58, 0x02, 0x20, 0x03]), Buffer.alloc(64)])
      const cases: Array<[string, ReturnType<typeof form>, string]> = [
        [
          'SVG named .png with an image/png type',
          form(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" onload="alert(1)"/>'),
            'poster.png',
            'image/png'
          ),
          'POSTER_TYPE'
        ],
        [
          'SVG as itself',
          form(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'poster.svg', 'image/svg+xml'),
          'POSTER_TYPE'
        ],
        ['GIF', form(gif, 'poster.gif', 'image/gif'), 'POSTER_TYPE'],
        ['HTML named .jpg', form(Buffer.from('<html><script>alert(1)</script></html>'), 'poster.jpg', 'image/jpeg'), 'POSTER_TYPE'],
        ['a PNG signature with no header after it', form(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'POSTER_TYPE'],
        ['over 5 MB', form(Buffer.concat([png(600, 800), Buffer.alloc(POSTER_UPLOAD.maxBytes)])), 'POSTER_TOO_LARGE'],
        ['smaller than 300 × 400', form(png(200, 200)), 'POSTER_DIMENSIONS'],
        ['wider than 8000 px', form(jpegHeader(9000, 1000), 'p.jpg', 'image/jpeg'), 'POSTER_DIMENSIONS'],
        ['over 40 megapixels', form(jpegHeader(7000, 7000), 'p.jpg', 'image/jpeg'), 'POSTER_DIMENSIONS'],
        ['no file', form(undefined), 'POSTER_MISSING']
      ]
      for (const [name, body, code] of cases) {
        const res = await upload(operator, body)
        assert.deepEqual([res.status, res.body.errorCode, res.body.mode], [200, code, 'alert'], name)
      }
      // A broken multipart body is a 400-class envelope like every bad input, never a 500.
      for (const payload of ['abc', 'garbage']) {
        const broken = await upload(operator, {
          payload: Buffer.from(payload),
          headers: { 'content-type': `multipart/form-data${payload === 'abc' ? '' : '; boundary=xyz'}` }
        })
        assert.ok(
          broken.status < 500 && broken.body.statusCode !== 50000 && broken.body.statusCode !== 200,
          `${payload}: ${broken.status} ${broken.body.statusCode}`
        )
      }
      assert.equal(await storedPoster(), before)
      assert.equal(await uploadCount(), count, 'no refused file is stored')
    })

    test('the refusals are translated: zh-CN, zh-MO and en-US, with the limits named', async () => {
      const small = form(png(200, 200))
      assert.equal((await upload(operator, small, { lang: 'zh' })).body.comments, '海报尺寸为 200×200 像素：至少 300×400，每边不超过 8000')
      assert.equal(
        (await upload(operator, form(png(200, 200)), { lang: 'zh-MO' })).body.comments,
        '海報尺寸為 200×200 像素：至少 300×400，每邊不超過 8000'
      )
      assert.equal(
        (await upload(operator, form(png(200, 200)), { lang: 'en' })).body.comments,
        'The poster is 200×200 px: it must be at least 300×400 and at most 8000 px a side'
      )
      const big = await upload(operator, form(Buffer.concat([png(600, 800), Buffer.alloc(POSTER_UPLOAD.maxBytes)])), { lang: 'en' })
      assert.equal(big.body.comments, 'A poster cannot be larger than 5 MB')
      assert.equal(
        (await upload(operator, form(Buffer.from('<svg/>'), 'a.png'), { lang: 'en' })).body.comments,
        'A poster must be a JPEG, PNG or WebP image'
      )
    })

    test('door and finance are refused (403 STAFF_FORBIDDEN), a missing CSRF token too (CSRF_INVALID), an unknown show is CATALOGUE_NOT_FOUND', async () => {
      const before = await storedPoster()
      for (const email of [DOOR, FINANCE]) {
        const c = await loggedIn(t, email)
        const res = await upload(c, form(png(600, 800)))
        assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'], email)
        const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `${ADMIN_API}/catalogue/shows/${showId}/poster`,
          headers: { cookie, [CSRF_HEADER]: c.csrf }
        })
        assert.equal(removed.statusCode, 403, email)
      }
      const anonymous = await upload(await consoleClient(t), form(png(600, 800)))
      assert.equal(anonymous.body.errorCode, 'STAFF_NOT_LOGGED_IN')
      const noCsrf = await upload(operator, form(png(600, 800)), { csrf: false })
      assert.deepEqual([noCsrf.status, noCsrf.body.errorCode], [403, 'CSRF_INVALID'])
      assert.equal(await storedPoster(), before)
      assert.equal((await upload(operator, form(png(600, 800)), { id: 'NO-SUCH-SHOW' })).body.errorCode, 'CATALOGUE_NOT_FOUND')
    })

    test('"every change is in the audit log (who, when, what, before, after)": the poster URL before and after, by whom', async () => {
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data
      const rows = audit.items.filter((a) => a.target === `show:${showId}` && a.action.startsWith('catalogue.show.poster')).reverse()
      const first = rows[0]
      assert.equal(first.action, 'catalogue.show.poster')
      assert.equal(first.staff?.email, OPERATOR)
      assert.deepEqual(first.before, { posterUrl: null })
      assert.match((first.after as { posterUrl: string }).posterUrl, /^\/pub\/v1\/uploads\/poster\/demo\/[0-9a-f]{64}\.png$/)
      const removal = rows.find((a) => a.action === 'catalogue.show.poster.remove')
      assert.ok(removal, 'the removal is audited')
      assert.match((removal.before as { posterUrl: string }).posterUrl, /\.webp$/)
      assert.deepEqual(removal.after, { posterUrl: null })
      // Refused uploads wrote nothing: one row per accepted upload (png, the same png again, jpeg, webp) and the removal.
      assert.equal(rows.length, 5)
    })
  })
}
