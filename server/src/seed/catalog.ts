/**
 * The demo catalogue, generated from code with a fixed seed: every run builds the same merchant, cities,
 * venues, 190 shows over 8 categories with sessions and price tiers, tours and show groups, in zh-CN, zh-MO
 * and en-US. Every name is invented here. Dates are laid out from an anchor day (the seeding day), so the
 * catalogue always lies in the coming months.
 */
import type { Texts } from '../http/texts'
import { sessionLabel } from '../../../types/rules/merchant-time'
import { prng } from '../random/seeded-random'

export interface Row {
  [column: string]: unknown
}

export interface Catalog {
  provinces: Row[]
  cities: Row[]
  districts: Row[]
  categories: Row[]
  venues: Row[]
  tours: Row[]
  showGroups: Row[]
  shows: Row[]
  sessions: Row[]
  priceTiers: Row[]
}

const T = (zh: string, mo: string, en: string): Texts => ({ 'zh-CN': zh, 'zh-MO': mo, 'en-US': en })
const join = (a: Texts, b: Texts, sepZh = ' ', sepEn = ' '): Texts => ({
  'zh-CN': `${a['zh-CN']}${sepZh}${b['zh-CN']}`,
  'zh-MO': `${a['zh-MO']}${sepZh}${b['zh-MO']}`,
  'en-US': `${a['en-US']}${sepEn}${b['en-US']}`
})

export const DEMO_MERCHANT_ID = 'demo'
/** The demo merchant's zone: its sessions start at 19:30 (exhibitions 10:00) there. */
export const DEMO_TIME_ZONE = 'Asia/Shanghai'
export const DEFAULT_CITY_ID = 'BL1106'

const PROVINCES: Array<[string, Texts]> = [
  ['31', T('上海', '上海', 'Shanghai')],
  ['11', T('北京', '北京', 'Beijing')],
  ['44', T('广东', '廣東', 'Guangdong')],
  ['33', T('浙江', '浙江', 'Zhejiang')],
  ['51', T('四川', '四川', 'Sichuan')],
  ['82', T('澳门', '澳門', 'Macao')]
]

const CITIES: Array<{ id: string; province: string; name: Texts; pinyin: string; lat: number; lng: number }> = [
  { id: 'BL1106', province: '31', name: T('上海', '上海', 'Shanghai'), pinyin: 'shanghai', lat: 31.2304, lng: 121.4737 },
  { id: 'BL1101', province: '11', name: T('北京', '北京', 'Beijing'), pinyin: 'beijing', lat: 39.9042, lng: 116.4074 },
  { id: 'BL1440', province: '44', name: T('广州', '廣州', 'Guangzhou'), pinyin: 'guangzhou', lat: 23.1291, lng: 113.2644 },
  { id: 'BL1403', province: '44', name: T('深圳', '深圳', 'Shenzhen'), pinyin: 'shenzhen', lat: 22.5431, lng: 114.0579 },
  { id: 'BL1330', province: '33', name: T('杭州', '杭州', 'Hangzhou'), pinyin: 'hangzhou', lat: 30.2741, lng: 120.1551 },
  { id: 'BL1510', province: '51', name: T('成都', '成都', 'Chengdu'), pinyin: 'chengdu', lat: 30.5728, lng: 104.0668 },
  { id: 'BL8200', province: '82', name: T('澳门', '澳門', 'Macao'), pinyin: 'aomen', lat: 22.1987, lng: 113.5439 }
]

const DISTRICTS: Texts[] = [
  T('滨江区', '濱江區', 'Riverside District'),
  T('中心区', '中心區', 'Central District'),
  T('新城区', '新城區', 'New Town')
]

const VENUE_KINDS: Array<{ name: Texts; fits: string[] }> = [
  { name: T('大剧院', '大劇院', 'Grand Theatre'), fits: ['DRAMA_OPERA', 'DANCE_BALLET', 'FOLK_ART', 'CHILDREN_FAMILY'] },
  { name: T('体育中心', '體育中心', 'Sports Centre'), fits: ['CONCERT', 'SPORTS'] },
  { name: T('音乐厅', '音樂廳', 'Concert Hall'), fits: ['MUSIC', 'CONCERT', 'CHILDREN_FAMILY'] },
  { name: T('艺术中心', '藝術中心', 'Arts Centre'), fits: ['EXHIBITION_LEISURE', 'DANCE_BALLET', 'MUSIC'] }
]

export const CATEGORIES: Array<{ code: string; name: Texts }> = [
  { code: 'CONCERT', name: T('演唱会', '演唱會', 'Concerts') },
  { code: 'DRAMA_OPERA', name: T('话剧歌剧', '話劇歌劇', 'Drama & Opera') },
  { code: 'SPORTS', name: T('体育', '體育', 'Sports') },
  { code: 'MUSIC', name: T('音乐会', '音樂會', 'Music') },
  { code: 'EXHIBITION_LEISURE', name: T('展览休闲', '展覽休閒', 'Exhibitions & Leisure') },
  { code: 'DANCE_BALLET', name: T('舞蹈芭蕾', '舞蹈芭蕾', 'Dance & Ballet') },
  { code: 'CHILDREN_FAMILY', name: T('儿童亲子', '兒童親子', 'Children & Family') },
  { code: 'FOLK_ART', name: T('曲苑杂坛', '曲苑雜壇', 'Folk Art') }
]

/** Works and suffixes per category; a show's name is a work, a suffix and its city. */
const WORKS: Record<string, { works: Texts[]; suffixes: Texts[]; price: [number, number] }> = {
  CONCERT: {
    works: [
      T('星河乐队', '星河樂隊', 'Star River Band'),
      T('林间回声', '林間回聲', 'Forest Echo'),
      T('北岸灯塔', '北岸燈塔', 'North Shore Lighthouse'),
      T('晨雾', '晨霧', 'Morning Mist'),
      T('纸飞机乐团', '紙飛機樂團', 'Paper Plane Orchestra'),
      T('琥珀之夜', '琥珀之夜', 'Amber Night')
    ],
    suffixes: [
      T('巡回演唱会', '巡迴演唱會', 'Tour Concert'),
      T('年度演唱会', '年度演唱會', 'Live in Concert'),
      T('不插电专场', '不插電專場', 'Unplugged')
    ],
    price: [180, 1680]
  },
  DRAMA_OPERA: {
    works: [
      T('雾中的灯塔', '霧中的燈塔', 'The Lighthouse in the Fog'),
      T('第七个房间', '第七個房間', 'The Seventh Room'),
      T('纸月亮', '紙月亮', 'Paper Moon'),
      T('夏日来信', '夏日來信', 'Letters from Summer'),
      T('沉默的钟', '沉默的鐘', 'The Silent Bell')
    ],
    suffixes: [T('话剧', '話劇', 'a Play'), T('音乐剧', '音樂劇', 'the Musical'), T('歌剧', '歌劇', 'an Opera')],
    price: [80, 880]
  },
  SPORTS: {
    works: [
      T('城市篮球联赛', '城市籃球聯賽', 'City Basketball League'),
      T('滨江马拉松', '濱江馬拉松', 'Riverside Marathon'),
      T('网球公开赛', '網球公開賽', 'Tennis Open'),
      T('足球友谊赛', '足球友誼賽', 'Football Friendly'),
      T('电竞总决赛', '電競總決賽', 'Esports Finals')
    ],
    suffixes: [T('常规赛', '常規賽', 'Regular Season'), T('半决赛', '半決賽', 'Semi-final'), T('决赛', '決賽', 'Final')],
    price: [60, 1280]
  },
  MUSIC: {
    works: [
      T('春之交响', '春之交響', 'Spring Symphony'),
      T('钢琴独奏会', '鋼琴獨奏會', 'Piano Recital'),
      T('弦乐四重奏', '弦樂四重奏', 'String Quartet'),
      T('爵士之夜', '爵士之夜', 'Jazz Night'),
      T('合唱音乐会', '合唱音樂會', 'Choral Concert')
    ],
    suffixes: [
      T('青年乐团', '青年樂團', 'by the Youth Orchestra'),
      T('室内乐团', '室內樂團', 'by the Chamber Ensemble'),
      T('大师系列', '大師系列', 'Masters Series')
    ],
    price: [80, 680]
  },
  EXHIBITION_LEISURE: {
    works: [
      T('光影艺术展', '光影藝術展', 'Light and Shadow Art'),
      T('恐龙科学展', '恐龍科學展', 'Dinosaur Science'),
      T('未来城市展', '未來城市展', 'Future City'),
      T('印象派画展', '印象派畫展', 'Impressionist Paintings'),
      T('沉浸式星空展', '沉浸式星空展', 'Immersive Starry Sky')
    ],
    suffixes: [T('特展', '特展', 'Exhibition'), T('巡展', '巡展', 'Touring Exhibition')],
    price: [68, 198]
  },
  DANCE_BALLET: {
    works: [
      T('天鹅湖', '天鵝湖', 'Swan Lake'),
      T('胡桃夹子', '胡桃夾子', 'The Nutcracker'),
      T('吉赛尔', '吉賽爾', 'Giselle'),
      T('归途', '歸途', 'Homeward'),
      T('踢踏之夜', '踢踏之夜', 'Tap Night')
    ],
    suffixes: [T('芭蕾舞剧', '芭蕾舞劇', 'Ballet'), T('舞蹈剧场', '舞蹈劇場', 'Dance Theatre')],
    price: [100, 980]
  },
  CHILDREN_FAMILY: {
    works: [
      T('小熊的森林', '小熊的森林', 'Little Bear’s Forest'),
      T('魔法泡泡秀', '魔法泡泡秀', 'Magic Bubble Show'),
      T('恐龙探险记', '恐龍探險記', 'Dinosaur Adventure'),
      T('星星的旅行', '星星的旅行', 'The Star’s Journey'),
      T('木偶奇遇', '木偶奇遇', 'Puppet Wonders')
    ],
    suffixes: [T('亲子剧', '親子劇', 'Family Show'), T('儿童音乐会', '兒童音樂會', 'Kids’ Concert')],
    price: [80, 380]
  },
  FOLK_ART: {
    works: [
      T('相声专场', '相聲專場', 'Crosstalk Night'),
      T('评弹雅集', '評彈雅集', 'Pingtan Gathering'),
      T('京剧名段', '京劇名段', 'Peking Opera Highlights'),
      T('杂技奇观', '雜技奇觀', 'Acrobatics Spectacle'),
      T('越剧经典', '越劇經典', 'Yue Opera Classics')
    ],
    suffixes: [T('新春专场', '新春專場', 'New Year Special'), T('周末专场', '周末專場', 'Weekend Special')],
    price: [60, 580]
  }
}

const TIER_NAMES: Texts[] = [
  T('看台', '看台', 'Stand'),
  T('二等座', '二等座', 'Second class'),
  T('一等座', '一等座', 'First class'),
  T('贵宾座', '貴賓座', 'VIP'),
  T('内场', '內場', 'Floor')
]

/**
 * Drawn per show as before; the merchant's promotions are stored as its tags, while "no refunds" sets the
 * show's refund policy instead (the tag and the refund note are derived from it: browse/show-terms.ts) and
 * "e-ticket" is no setting at all (every show has e-tickets).
 */
const TAGS: Array<{ type: string; title: Texts }> = [
  { type: 'MARKETING_TAG_ACTIVITY', title: T('限时优惠', '限時優惠', 'Limited offer') },
  { type: 'MARKETING_TAG_COUPON', title: T('可用券', '可用券', 'Coupons accepted') },
  { type: 'SERVICE', title: T('电子票', '電子票', 'E-ticket') },
  { type: 'SERVICE', title: T('不支持退', '不支持退', 'No refunds') }
]
const NO_REFUNDS = TAGS[3]

/** The refund policy of shows that allow refunds: up to 48 hours before, for a 10% fee. */
const REFUND_HOURS_BEFORE = 48
const REFUND_FEE_PERCENT = 10

const COLORS = ['#3B2F63', '#1E4D6B', '#7A2E3A', '#2F5D50', '#6B4E1E', '#234A7A', '#5A2A6E', '#7A4A1E']

const DAY = 24 * 60 * 60 * 1000

/**
 * The demo "N人想看": hotter shows (higher weight) are wanted by more buyers, from a
 * few dozen to about 125,000. Migration 021 gives already seeded demo databases the same numbers.
 */
export function demoWantCount(weight: number): number {
  return Math.floor((weight * weight) / 8) + (weight % 37)
}

export function buildCatalog(anchor: Date, seed = 20261122): Catalog {
  const rnd = prng(seed)
  const pick = <X>(list: readonly X[]): X => list[Math.floor(rnd() * list.length)]
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
  const dayStart = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate())

  const provinces = PROVINCES.map(([id, name]) => ({ id, name }))
  const cities = CITIES.map((c, i) => ({
    id: c.id,
    province_id: c.province,
    name: c.name,
    pinyin: c.pinyin,
    lat: c.lat,
    lng: c.lng,
    sort: i
  }))
  const districts = CITIES.flatMap((c) => DISTRICTS.map((d, i) => ({ id: `${c.id}-D${i + 1}`, city_id: c.id, name: d })))
  const categories = CATEGORIES.map((c, i) => ({ code: c.code, name: c.name, sort: i }))

  const venues = CITIES.flatMap((c) =>
    VENUE_KINDS.map((kind, i) => {
      const district = DISTRICTS[i % DISTRICTS.length]
      const no = 10 + i * 17
      return {
        id: `${c.id}-V${i + 1}`,
        merchant_id: DEMO_MERCHANT_ID,
        city_id: c.id,
        name: join(c.name, kind.name, ''),
        address: T(
          `${c.name['zh-CN']}${district['zh-CN']}江畔路${no}号`,
          `${c.name['zh-MO']}${district['zh-MO']}江畔路${no}號`,
          `No. ${no} Riverbank Road, ${district['en-US']}, ${c.name['en-US']}`
        ),
        lat: c.lat + (i - 1.5) * 0.012,
        lng: c.lng + (i - 1.5) * 0.015,
        // The code a buyer types at the venue (migration 088 gives already seeded venues the same one).
        site_code: `${c.id}V${i + 1}`
      }
    })
  )
  const venuesFor = (cityId: string, category: string) => {
    const inCity = venues.filter((v) => v.city_id === cityId)
    return inCity.filter((_, i) => VENUE_KINDS[i].fits.includes(category))
  }

  const shows: Row[] = []
  const sessions: Row[] = []
  const priceTiers: Row[] = []
  const tours: Row[] = []
  const showGroups: Row[] = []

  const addShow = (opts: { category: string; name: Texts; cityId: string; tourId?: string; groupId?: string; firstDay?: number }) => {
    const id = String(100001 + shows.length)
    const city = CITIES.find((c) => c.id === opts.cityId)!
    const venue = pick(venuesFor(opts.cityId, opts.category))
    const roll = rnd()
    // Sale states across the catalogue: pending, cancelled, pre-sale with a countdown, sold out, on sale.
    const kind =
      roll < 0.07
        ? 'PENDING'
        : roll < 0.11
          ? 'CANCELED'
          : roll < 0.27
            ? 'PRE_SALE'
            : roll < 0.34
              ? 'SOLD_OUT'
              : roll < 0.4
                ? 'LOW'
                : 'ON_SALE'
    const saleTime =
      kind === 'PENDING'
        ? null
        : kind === 'PRE_SALE'
          ? new Date(dayStart + int(1, 30) * DAY + int(2, 12) * 3600000)
          : new Date(dayStart - int(1, 40) * DAY + 10 * 3600000)
    const spec = WORKS[opts.category]
    const name = join(opts.name, city.name, ' · ', ' · ')
    const description = T(
      `${name['zh-CN']}，${venue.name['zh-CN']}倾情呈现。一场为所有人准备的现场之夜。`,
      `${name['zh-MO']}，${venue.name['zh-MO']}傾情呈現。一場為所有人準備的現場之夜。`,
      `${name['en-US']}, presented at ${venue.name['en-US']}. A live evening made for everyone.`
    )
    const tagCount = int(0, 2)
    const tags = Array.from({ length: tagCount }, (_, i) => TAGS[(shows.length + i) % TAGS.length])
    const refundable = !tags.includes(NO_REFUNDS)
    const show: Row = {
      id,
      merchant_id: DEMO_MERCHANT_ID,
      category_code: opts.category,
      venue_id: venue.id,
      tour_id: opts.tourId ?? null,
      group_id: opts.groupId ?? null,
      name,
      description,
      tags: tags.filter((t) => t.type !== 'SERVICE'),
      refund_hours_before: refundable ? REFUND_HOURS_BEFORE : null,
      refund_fee_percent: refundable ? REFUND_FEE_PERCENT : 0,
      poster_color: COLORS[shows.length % COLORS.length],
      state: kind === 'PENDING' ? 'PENDING' : kind === 'CANCELED' ? 'CANCELED' : 'SCHEDULED',
      sale_time: saleTime ? saleTime.toISOString() : null,
      seat_picking: ['DRAMA_OPERA', 'DANCE_BALLET', 'MUSIC'].includes(opts.category) && rnd() < 0.5,
      min_age: opts.category === 'CHILDREN_FAMILY' ? 2 : rnd() < 0.2 ? 6 : null,
      // Concerts are real-name with tighter limits, as the big ones are; derived, so the random draw is unchanged.
      limit_per_order: opts.category === 'CONCERT' ? 4 : 6,
      limit_per_account: opts.category === 'CONCERT' ? 4 : 0,
      real_name: opts.category === 'CONCERT',
      // Paper tickets by express for concerts and theatre (derived, so the random draw is unchanged).
      express_fee_fen: ['CONCERT', 'DRAMA_OPERA'].includes(opts.category) ? 1500 : null,
      weight: int(0, 1000),
      // Big concerts not yet on sale go through the fair waiting room (derived: the random draw is unchanged).
      waiting_room: kind === 'PRE_SALE' && opts.category === 'CONCERT',
      search_text: [name, venue.name, city.name]
        .flatMap((t) => Object.values(t))
        .join(' ')
        .toLowerCase()
    }
    // Derived from the weight, so the random draw is unchanged (and the same as migration 021's).
    show.want_count = demoWantCount(show.weight as number)
    shows.push(show)
    const sessionCount = opts.category === 'EXHIBITION_LEISURE' ? int(3, 5) : int(1, 4)
    let day = opts.firstDay ?? int(5, 110)
    for (let s = 0; s < sessionCount; s++) {
      const startsAt = new Date(dayStart + day * DAY + (opts.category === 'EXHIBITION_LEISURE' ? 2 : 11.5) * 3600000)
      const sessionId = `${id}-S${s + 1}`
      const label = sessionLabel(startsAt, DEMO_TIME_ZONE)
      sessions.push({ id: sessionId, show_id: id, starts_at: startsAt.toISOString(), name: T(label, label, label) })
      const tierCount = int(3, 5)
      const [low, high] = spec.price
      for (let p = 0; p < tierCount; p++) {
        const yuan = Math.round((low + ((high - low) * p) / Math.max(1, tierCount - 1)) / 10) * 10
        const capacity = int(4, 40) * 10
        const available = kind === 'SOLD_OUT' ? 0 : kind === 'LOW' ? int(0, 2) : int(Math.floor(capacity * 0.2), capacity)
        // A concert's standing floor is for 16 and over (derived, so the random draw is unchanged).
        const minAge = opts.category === 'CONCERT' && p === 4 ? 16 : null
        priceTiers.push({
          id: `${sessionId}-P${p + 1}`,
          session_id: sessionId,
          name: TIER_NAMES[p],
          price_fen: yuan * 100,
          capacity,
          available,
          sold: capacity - available,
          sort: p,
          min_age: minAge
        })
      }
      day += int(1, 9)
    }
    // A pre-sale opens at least two days before its first session (issue #14 item 4: "sale opening before the
    // first session"); derived after the draws, so the rest of the catalogue is unchanged.
    const firstStart = Date.parse(sessions.find((x) => x.show_id === id)?.starts_at as string)
    if (kind === 'PRE_SALE' && saleTime && saleTime.getTime() > firstStart - 2 * DAY)
      show.sale_time = new Date(firstStart - 2 * DAY).toISOString()
    return id
  }

  // Tours: one artist across three cities.
  for (let t = 0; t < 6; t++) {
    const artist = WORKS.CONCERT.works[t]
    const tourId = `T${t + 1}`
    tours.push({ id: tourId, merchant_id: DEMO_MERCHANT_ID, name: join(artist, T('巡回演唱会', '巡迴演唱會', 'Tour'), ' ', ' ') })
    const cityIds = [...CITIES]
      .sort(() => rnd() - 0.5)
      .slice(0, 3)
      .map((c) => c.id)
    cityIds.forEach((cityId, i) =>
      addShow({ category: 'CONCERT', name: join(artist, WORKS.CONCERT.suffixes[0]), cityId, tourId, firstDay: 20 + t * 7 + i * 12 })
    )
  }

  // Show groups (ids SG...): a festival's shows in one city.
  const festivals = [
    T('滨江音乐节', '濱江音樂節', 'Riverside Music Festival'),
    T('城市戏剧节', '城市戲劇節', 'City Theatre Festival'),
    T('星光亲子季', '星光親子季', 'Starlight Family Season'),
    T('夏夜舞蹈周', '夏夜舞蹈周', 'Summer Night Dance Week')
  ]
  const festivalCategories = ['MUSIC', 'DRAMA_OPERA', 'CHILDREN_FAMILY', 'DANCE_BALLET']
  festivals.forEach((festival, g) => {
    const groupId = `SG${1001 + g}`
    const city = CITIES[g % CITIES.length]
    showGroups.push({
      id: groupId,
      merchant_id: DEMO_MERCHANT_ID,
      name: festival,
      address: venuesFor(city.id, festivalCategories[g])[0].address
    })
    WORKS[festivalCategories[g]].works.slice(0, 3).forEach((work, i) =>
      addShow({
        category: festivalCategories[g],
        name: join(festival, work, ' · ', ' · '),
        cityId: city.id,
        groupId,
        firstDay: 30 + g * 10 + i
      })
    )
  })

  // The rest: 20 shows in each category, spread over the cities (Shanghai most).
  for (const category of CATEGORIES) {
    const spec = WORKS[category.code]
    for (let i = 0; i < 20; i++) {
      const cityId = i % 3 === 0 ? DEFAULT_CITY_ID : pick(CITIES).id
      addShow({
        category: category.code,
        name: join(spec.works[i % spec.works.length], spec.suffixes[Math.floor(i / spec.works.length) % spec.suffixes.length]),
        cityId
      })
    }
  }

  return { provinces, cities, districts, categories, venues, tours, showGroups, shows, sessions, priceTiers }
}
