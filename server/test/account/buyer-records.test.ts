/**
 * Attendees, addresses, real-name certification and favourites (issue #5), on every engine — and for
 * every call, proof that a buyer reads and changes only their own records.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'

interface Audience {
  id: string
  name: string
  idNo: string
  birthday: string
  gender: string
}
interface Address {
  id: string
  isDefault: boolean
  regionText: string
  fullAddress: string
}
interface Region {
  code: string
  name: string
  level: string
}

const VALID_ID = idCard('11010519491231002') // born 1949-12-31, 17th digit 2 → WOMAN
const MAN_ID = idCard('31010119900307005') // 17th digit 5 → MAN

for (const engine of ENGINES) {
  describe(`buyer records on ${engine}`, () => {
    let t: TestApp
    let alice: Login
    let bob: Login
    before(async () => {
      t = await seededApp(engine)
      alice = await phoneLogin(t, '13900000001')
      bob = await phoneLogin(t, '13900000002')
    })
    after(async () => t.close())

    const addAudience = (who: Login, body: object, lang = 'zh') =>
      t.call<Audience>('POST', `/buyer/buyer/v1/user_audiences?lang=${lang}`, body, auth(who))

    test('attendee ID numbers: "18 characters give birth date (positions 7-14) and gender (odd 17th digit is MAN)"', async () => {
      const bad = await addAudience(alice, {
        name: '张三',
        idType: 'ID_CARD',
        idNo: VALID_ID.slice(0, 17) + (VALID_ID[17] === '0' ? '1' : '0')
      })
      assert.equal(bad.body.errorCode, 'ID_FORMAT', 'a wrong check character')
      assert.equal(bad.body.comments, '身份证号码格式错误')
      const noName = await addAudience(alice, { name: '  ', idType: 'ID_CARD', idNo: VALID_ID })
      assert.equal(noName.body.comments, '请输入姓名')
      const ok = await addAudience(alice, { name: '张三', idType: 'ID_CARD', idNo: VALID_ID })
      assert.equal(ok.body.statusCode, 200, ok.body.comments)
      assert.deepEqual([ok.body.data.birthday, ok.body.data.gender], ['1949-12-31', 'WOMAN'])
      const man = await addAudience(alice, { name: '李四', idType: 'ID_CARD', idNo: MAN_ID })
      assert.equal(man.body.data.gender, 'MAN')
      const dup = await addAudience(alice, { name: '张三三', idType: 'ID_CARD', idNo: VALID_ID.toLowerCase() })
      assert.equal(dup.body.errorCode, 'AUDIENCE_DUPLICATE')
      const passport = await addAudience(alice, { name: 'Jane Roe', idType: 'PASSPORT', idNo: 'E12345678' })
      assert.equal(passport.body.statusCode, 200)
    })

    test('attendee list: newest first, paged, filtered by idTypes; "length 50" is the most', async () => {
      const all = await t.get<{ list: Audience[]; total: number }>('/buyer/buyer/v1/user_audiences/list?offset=0&length=2', auth(alice))
      assert.equal(all.body.data.total, 3)
      assert.deepEqual(
        all.body.data.list.map((a) => a.name),
        ['Jane Roe', '李四']
      )
      const ids = await t.get<{ list: Audience[] }>('/buyer/buyer/v1/user_audiences/list?idTypes=ID_CARD', auth(alice))
      assert.equal(ids.body.data.list.length, 2)
      assert.equal((await t.get('/buyer/buyer/v1/user_audiences/list?length=51', auth(alice))).body.errorCode, 'INVALID_PARAMETER')
    })

    test('attendee list for a show: "Age-restriction rules apply per ticket. Some identities are not selectable."', async () => {
      const [show] = await t.db.query<{ id: string; min_age: number }>(
        'SELECT id, min_age FROM shows WHERE min_age = 6 ORDER BY id LIMIT 1'
      )
      const carol = await phoneLogin(t, '13700000077')
      // Born 2022-01-01: 4 years old on the test day (2026-11-22) — under the show's 6.
      await t.call(
        'POST',
        '/buyer/buyer/v1/user_audiences',
        { name: '小童', idType: 'ID_CARD', idNo: idCard('31010120220101002') },
        auth(carol)
      )
      await t.call(
        'POST',
        '/buyer/buyer/v1/user_audiences',
        { name: '大人', idType: 'ID_CARD', idNo: idCard('31010119800101003') },
        auth(carol)
      )
      await t.call('POST', '/buyer/buyer/v1/user_audiences', { name: 'Pat', idType: 'PASSPORT', idNo: 'E12345678' }, auth(carol))
      const res = await t.get<{ list: Array<{ name: string; selectable: boolean; unselectableReason: string }> }>(
        `/buyer/buyer/v1/user_audiences/list?showId=${show.id}&bizCode=TICKET`,
        auth(carol)
      )
      assert.deepEqual(res.body.data.list.map((a) => [a.name, a.selectable, a.unselectableReason]).sort(), [
        ['Pat', true, ''],
        ['大人', true, ''],
        ['小童', false, 'AGE_LIMIT']
      ])
      const unknown = await t.get('/buyer/buyer/v1/user_audiences/list?showId=NOPE', auth(carol))
      assert.equal(unknown.body.errorCode, 'SHOW_NOT_FOUND')
    })

    test('attendees are private: another buyer neither lists, edits nor deletes them', async () => {
      const mine = (await t.get<{ list: Audience[] }>('/buyer/buyer/v1/user_audiences/list', auth(alice))).body.data.list
      assert.equal((await t.get<{ total: number }>('/buyer/buyer/v1/user_audiences/list', auth(bob))).body.data.total, 0)
      const edit = await t.call(
        'PUT',
        `/buyer/buyer/v1/user_audiences/${mine[0].id}`,
        { name: 'X', idType: 'PASSPORT', idNo: 'E99999999' },
        auth(bob)
      )
      assert.equal(edit.body.errorCode, 'NOT_FOUND')
      assert.equal(
        (await t.call('DELETE', `/buyer/buyer/v1/user_audiences/${mine[0].id}`, undefined, auth(bob))).body.errorCode,
        'NOT_FOUND'
      )
      assert.equal((await t.call('DELETE', `/buyer/buyer/v1/user_audiences/${mine[0].id}`, undefined, auth(alice))).body.statusCode, 200)
    })

    const shanghai = async () => {
      const provinces = (await t.get<Region[]>('/user/pub/v1/regions')).body.data
      const province = provinces.find((p) => p.name === '上海市') as Region
      const city = (await t.get<Region[]>(`/user/pub/v1/regions?parentCode=${province.code}`)).body.data[0]
      const district = (await t.get<Region[]>(`/user/pub/v1/regions?parentCode=${city.code}`)).body.data.find(
        (d) => d.name === '徐汇区'
      ) as Region
      const street = (await t.get<Region[]>(`/user/pub/v1/regions?parentCode=${district.code}`)).body.data[0]
      return { provinceCode: province.code, cityCode: city.code, districtCode: district.code, streetCode: street.code }
    }

    test('the region tree walks province → city → district → street from the dataset', async () => {
      const provinces = (await t.get<Region[]>('/user/pub/v1/regions')).body.data
      assert.ok(provinces.length >= 34)
      const codes = await shanghai()
      assert.deepEqual([codes.provinceCode, codes.cityCode, codes.districtCode], ['310000', '310100', '310104'])
      assert.match(codes.streetCode, /^310104\d{6}$/)
    })

    test('addresses: "Region is required, including province, city, district and street", "detail minimum 12", deliverable', async () => {
      const region = await shanghai()
      const base = { recipient: '王五', cellphone: '13700000000', ...region, detail: '漕溪北路88号圣爱大厦12楼1203室' }
      const post = (body: object, lang = 'zh') => t.call<Address>('POST', `/user/buyer/v3/user/addresses?lang=${lang}`, body, auth(alice))
      assert.equal((await post({ ...base, streetCode: undefined })).body.errorCode, 'REGION_REQUIRED')
      assert.equal((await post({ ...base, districtCode: '310101' })).body.errorCode, 'REGION_REQUIRED', 'a district of another city chain')
      const short = await post({ ...base, detail: '漕溪北路88号' })
      assert.equal(short.body.errorCode, 'ADDRESS_DETAIL')
      assert.equal((await post({ ...base, cellphone: '1370000' })).body.errorCode, 'PHONE_INVALID')
      const hkDistrict = (await t.get<Region[]>('/user/pub/v1/regions?parentCode=810100')).body.data[0]
      const hk = await post(
        { ...base, provinceCode: '810000', cityCode: '810100', districtCode: hkDistrict.code, streetCode: undefined },
        'en'
      )
      assert.equal(hk.body.comments, 'This address is unable to arrange delivery')

      const first = await post(base)
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.isDefault, true, 'the first address is the default')
      assert.match(first.body.data.regionText, /^上海市 徐汇区 /)
      const second = await post({ ...base, detail: '虹桥路1号港汇恒隆广场办公楼一座30楼', isDefault: true })
      const list = (await t.get<Address[]>('/user/buyer/v3/user/addresses', auth(alice))).body.data
      assert.deepEqual(
        list.map((a) => [a.id, a.isDefault]),
        [
          [second.body.data.id, true],
          [first.body.data.id, false]
        ]
      )
      // Removing the default hands it on.
      await t.call('DELETE', `/user/buyer/v3/user/addresses/${second.body.data.id}`, undefined, auth(alice))
      assert.equal(
        (await t.get<Address>(`/user/buyer/v3/user/addresses/${first.body.data.id}/detail`, auth(alice))).body.data.isDefault,
        true
      )
    })

    test('addresses are private to their buyer', async () => {
      const [mine] = (await t.get<Address[]>('/user/buyer/v3/user/addresses', auth(alice))).body.data
      assert.equal((await t.get(`/user/buyer/v3/user/addresses/${mine.id}/detail`, auth(bob))).body.errorCode, 'NOT_FOUND')
      assert.equal((await t.call('POST', `/user/buyer/v3/user/addresses/${mine.id}/default`, {}, auth(bob))).body.errorCode, 'NOT_FOUND')
      assert.equal((await t.call('DELETE', `/user/buyer/v3/user/addresses/${mine.id}`, undefined, auth(bob))).body.errorCode, 'NOT_FOUND')
      assert.deepEqual((await t.get<Address[]>('/user/buyer/v3/user/addresses', auth(bob))).body.data, [])
    })

    test('real-name: name required, "10 digits, 18 digits, or 17 digits plus X", one change a month', async () => {
      const post = (body: object) =>
        t.call<{ authStatus: string; realName: string; idNo: string; currentMonthModifyTimes: number }>(
          'POST',
          '/buyer/buyer/v1/user_certification/person/create_or_update',
          { idType: 'ID_CARD', ...body },
          auth(bob)
        )
      assert.equal((await post({ name: '', idNo: VALID_ID })).body.comments, '请输入姓名')
      assert.equal((await post({ name: '赵六', idNo: '12345' })).body.comments, '身份证号码格式错误')
      const first = await post({ name: '赵六', idNo: VALID_ID })
      assert.equal(first.body.data.authStatus, 'AUTH_SUCCESS')
      assert.equal(first.body.data.realName, '*六')
      assert.ok(!first.body.data.idNo.includes(VALID_ID.slice(4, 14)), 'the ID number comes back masked')
      assert.equal((await post({ name: '赵六', idNo: VALID_ID })).body.errorCode, 'CERT_UNCHANGED')
      const change = await post({ name: '赵六', idNo: MAN_ID })
      assert.equal(change.body.data.currentMonthModifyTimes, 1)
      const again = await post({ name: '赵七', idNo: MAN_ID })
      assert.equal(again.body.comments, '当月已修改过实名信息，暂不可重复修改')
      // Next month the change is allowed again.
      t.setNow(new Date('2027-01-05T00:00:00Z'))
      bob = await phoneLogin(t, '13900000002')
      assert.equal((await post({ name: '赵七', idNo: MAN_ID })).body.statusCode, 200)
      const list = await t.get<Array<{ authType: string }>>('/buyer/buyer/v1/user_certification/list', auth(bob))
      assert.deepEqual(
        list.body.data.map((c) => c.authType),
        ['PERSON_CERT']
      )
      alice = await phoneLogin(t, '13900000001')
      assert.deepEqual(
        (await t.get<unknown[]>('/buyer/buyer/v1/user_certification/list', auth(alice))).body.data,
        [],
        'not shown to another buyer'
      )
    })

    test('favourite shows: add, read, remove — per buyer', async () => {
      const carol = await phoneLogin(t, '13900000003')
      assert.equal((await t.call('PUT', '/buyer/buyer/v1/favourite_shows/100001', {}, auth(carol))).body.statusCode, 200)
      assert.equal((await t.get<{ favourite: boolean }>('/buyer/buyer/v1/favourite_shows/100001', auth(carol))).body.data.favourite, true)
      assert.deepEqual((await t.get<string[]>('/buyer/buyer/v1/favourite_shows', auth(carol))).body.data, ['100001'])
      const dave = await phoneLogin(t, '13900000004')
      assert.equal((await t.get<{ favourite: boolean }>('/buyer/buyer/v1/favourite_shows/100001', auth(dave))).body.data.favourite, false)
      assert.equal((await t.call('PUT', '/buyer/buyer/v1/favourite_shows/nope', {}, auth(carol))).body.errorCode, 'SHOW_NOT_FOUND')
      await t.call('DELETE', '/buyer/buyer/v1/favourite_shows/100001', undefined, auth(carol))
      assert.equal((await t.get<{ favourite: boolean }>('/buyer/buyer/v1/favourite_shows/100001', auth(carol))).body.data.favourite, false)
    })
  })
}
