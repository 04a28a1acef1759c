/**
 * The demo merchant's shop: tour merchandise as buyers of the big ticketing apps know it — a tour T-shirt in
 * two colours and four sizes (one combination sold out), light sticks in two colours, the official programme,
 * a tote bag that has sold out, a drinks voucher collected at the venue, and one item not on sale yet —
 * in four categories, tied to the three most featured concerts on sale. Pictures are generated product
 * shots (goods/goods-art.ts), drawn from the URL like the posters. The shop tab's layout leads with a banner
 * and two goods floors. Everything is fixed (no random draw, no clock), so tests read the same goods.
 */
import type { Db, Queryable } from '../db/db'
import type { Texts } from '../http/texts'
import type { GoodsKind } from '../../../types/api/goods'
import type { StoredComponent } from '../layout/layout-types'
import { goodsArtUrl, type GoodsMotif } from '../goods/goods-art'
import { goodsSearchText } from '../goods/goods-search-text'
import { DEMO_MERCHANT_ID } from './catalog'

const T = (zhCN: string, zhMO: string, en: string): Texts => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

interface DemoOption {
  id: string
  name: Texts
  /** The colour the option's picture is drawn in, for colour options. */
  colour?: string
}
interface DemoGroup {
  id: string
  name: Texts
  values: DemoOption[]
}
interface DemoGoods {
  id: string
  /** Null for goods buyers do not browse (the ticket stub). */
  categoryId: string | null
  name: Texts
  description: Texts
  kind: GoodsKind
  motif: GoodsMotif
  /** The colours of its pictures, the first is the poster. */
  colours: string[]
  onSale: boolean
  perBuyerLimit: number | null
  groups: DemoGroup[]
  priceFen: number
  marketPriceFen: number | null
  /** Price of each combination, by its value ids joined with "+"; absent: `priceFen`. */
  priceOf?: Record<string, number>
  /** Stock of each combination, by its value ids joined with "+"; absent: `stock`. */
  stockOf?: Record<string, number>
  stock: number
  /** Tied to the featured concerts by their rank (0: the most featured). */
  tiedTo: number[]
}

export const DEMO_GOODS_CATEGORIES = [
  { id: 'gcat_demo_apparel', name: T('服饰', '服飾', 'Apparel'), sort: 1 },
  { id: 'gcat_demo_fan', name: T('应援周边', '應援周邊', 'Fan gear'), sort: 2 },
  { id: 'gcat_demo_print', name: T('场刊书籍', '場刊書籍', 'Programmes'), sort: 3 },
  { id: 'gcat_demo_voucher', name: T('现场兑换', '現場兌換', 'Collect at the venue'), sort: 4 }
]

const COLOUR = (id: string, name: Texts, colour: string): DemoOption => ({ id, name, colour })
const SIZES: DemoOption[] = ['S', 'M', 'L', 'XL'].map((s) => ({ id: `ov_demo_tee_${s.toLowerCase()}`, name: T(s, s, s) }))

/**
 * The commemorative ticket stub (纪念票根, docs/shop.md "Ticket stubs"): printed from one of the buyer's
 * tickets and posted, in three designs. Offered from the ticket, never on the shop tab.
 */
const DEMO_STUB: DemoGoods = {
  id: 'spu_demo_stub',
  categoryId: null,
  name: T('纪念票根', '紀念票根', 'Commemorative ticket stub'),
  description: T(
    '以你的门票信息印制的实体纪念票根：演出名称、场次、场馆、座位与持票人。下单后 7 个工作日内寄出。',
    '以你的門票資料印製的實體紀念票根：演出名稱、場次、場館、座位與持票人。下單後 7 個工作日內寄出。',
    'A printed keepsake of your ticket: the show, session, venue, seat and holder. Posted within 7 working days.'
  ),
  kind: 'STUB',
  motif: 'stub',
  colours: ['f3e9d2', 'c9d4ff', '2b2b33'],
  onSale: true,
  perBuyerLimit: null,
  groups: [
    {
      id: 'og_demo_stub_design',
      name: T('款式', '款式', 'Design'),
      values: [
        COLOUR('ov_demo_stub_classic', T('经典纸质', '經典紙質', 'Classic paper'), 'f3e9d2'),
        COLOUR('ov_demo_stub_holo', T('镭射幻彩', '鐳射幻彩', 'Holographic'), 'c9d4ff'),
        COLOUR('ov_demo_stub_framed', T('装裱相框', '裝裱相框', 'Framed'), '2b2b33')
      ]
    }
  ],
  priceFen: 2900,
  priceOf: { ov_demo_stub_holo: 4900, ov_demo_stub_framed: 9900 },
  marketPriceFen: null,
  stockOf: { ov_demo_stub_framed: 0 },
  stock: 200,
  tiedTo: []
}

export const DEMO_GOODS: DemoGoods[] = [
  {
    id: 'spu_demo_tee',
    categoryId: 'gcat_demo_apparel',
    name: T('巡演纪念T恤', '巡演紀念T恤', 'Tour T-shirt'),
    description: T(
      '100% 精梳棉，正面巡演徽标，背面巡演城市列表。常规版型，建议按平时尺码选购。',
      '100% 精梳棉，正面巡演徽標，背面巡演城市列表。常規版型，建議按平時尺碼選購。',
      '100% combed cotton, the tour logo on the front and the tour cities on the back. Regular fit: take your usual size.'
    ),
    kind: 'PHYSICAL',
    motif: 'tshirt',
    colours: ['1b1b1b', 'f5f5f0'],
    onSale: true,
    perBuyerLimit: 4,
    groups: [
      {
        id: 'og_demo_tee_colour',
        name: T('颜色', '顏色', 'Colour'),
        values: [
          COLOUR('ov_demo_tee_black', T('黑色', '黑色', 'Black'), '1b1b1b'),
          COLOUR('ov_demo_tee_white', T('白色', '白色', 'White'), 'f5f5f0')
        ]
      },
      { id: 'og_demo_tee_size', name: T('尺码', '尺碼', 'Size'), values: SIZES }
    ],
    priceFen: 16800,
    marketPriceFen: 19800,
    stockOf: { 'ov_demo_tee_white+ov_demo_tee_xl': 0, 'ov_demo_tee_black+ov_demo_tee_s': 12 },
    stock: 60,
    tiedTo: [0, 1]
  },
  {
    id: 'spu_demo_lightstick',
    categoryId: 'gcat_demo_fan',
    name: T('官方应援灯牌', '官方應援燈牌', 'Official light stick'),
    description: T(
      '蓝牙连接，演出现场随音乐统一变色。附挂绳，需 3 节 AAA 电池（不含）。',
      '藍牙連接，演出現場隨音樂統一變色。附掛繩，需 3 節 AAA 電池（不含）。',
      'Bluetooth: changes colour with the music at the show. Strap included; takes 3 AAA batteries (not included).'
    ),
    kind: 'PHYSICAL',
    motif: 'lightstick',
    colours: ['ff3d7f', '21d4fd'],
    onSale: true,
    perBuyerLimit: 2,
    groups: [
      {
        id: 'og_demo_stick_colour',
        name: T('灯色', '燈色', 'Light'),
        values: [
          COLOUR('ov_demo_stick_pink', T('樱花粉', '櫻花粉', 'Pink'), 'ff3d7f'),
          COLOUR('ov_demo_stick_blue', T('海洋蓝', '海洋藍', 'Blue'), '21d4fd')
        ]
      }
    ],
    priceFen: 12900,
    marketPriceFen: 15900,
    stockOf: { ov_demo_stick_blue: 80 },
    stock: 150,
    tiedTo: [0, 1]
  },
  {
    id: 'spu_demo_programme',
    categoryId: 'gcat_demo_print',
    name: T('官方场刊', '官方場刊', 'Official programme'),
    description: T(
      '48 页全彩场刊：曲目、幕后故事与独家照片。',
      '48 頁全彩場刊：曲目、幕後故事與獨家照片。',
      '48 pages in full colour: the set list, stories from backstage and exclusive photos.'
    ),
    kind: 'PHYSICAL',
    motif: 'programme',
    colours: ['3a2f55'],
    onSale: true,
    perBuyerLimit: null,
    groups: [],
    priceFen: 8800,
    marketPriceFen: null,
    stock: 300,
    tiedTo: [0, 2]
  },
  {
    id: 'spu_demo_drinks',
    categoryId: 'gcat_demo_voucher',
    name: T('现场饮品套餐兑换券', '現場飲品套餐兌換券', 'Drinks set voucher (collect at the venue)'),
    description: T(
      '演出当天凭兑换码在场馆饮品台领取：饮品一杯 + 小食一份。仅限当场使用。',
      '演出當天憑兌換碼在場館飲品台領取：飲品一杯 + 小食一份。僅限當場使用。',
      'Show your code at the venue bar on the day: one drink and one snack. Valid for that show only.'
    ),
    kind: 'VOUCHER',
    motif: 'voucher',
    colours: ['ffd166'],
    onSale: true,
    perBuyerLimit: 6,
    groups: [],
    priceFen: 3500,
    marketPriceFen: 4500,
    stock: 500,
    tiedTo: [0]
  },
  {
    id: 'spu_demo_tote',
    categoryId: 'gcat_demo_apparel',
    name: T('帆布托特包', '帆布托特包', 'Canvas tote bag'),
    description: T('12 盎司帆布，内附小口袋。', '12 盎司帆布，內附小口袋。', '12 oz canvas with an inner pocket.'),
    kind: 'PHYSICAL',
    motif: 'tote',
    colours: ['e8dcc4'],
    onSale: true,
    perBuyerLimit: null,
    groups: [],
    priceFen: 6900,
    marketPriceFen: null,
    stock: 0,
    tiedTo: [1]
  },
  {
    id: 'spu_demo_poster',
    categoryId: 'gcat_demo_print',
    name: T('签名海报（即将上架）', '簽名海報（即將上架）', 'Signed poster (coming soon)'),
    description: T('限量签名海报。', '限量簽名海報。', 'A limited signed poster.'),
    kind: 'PHYSICAL',
    motif: 'box',
    colours: ['7b5cff'],
    onSale: false,
    perBuyerLimit: 1,
    groups: [],
    priceFen: 29900,
    marketPriceFen: null,
    stock: 50,
    tiedTo: []
  },
  DEMO_STUB
]

/** Every combination of one value per group, in the groups' order. */
function combinations(groups: DemoGroup[]): DemoOption[][] {
  return groups.reduce<DemoOption[][]>((combos, g) => combos.flatMap((c) => g.values.map((v) => [...c, v])), [[]])
}

/** The shop tab's layout: a banner to the T-shirt, the featured goods across, then every item. */
export function demoShopLayout(): Record<string, unknown> {
  const components: StoredComponent[] = [
    {
      componentId: 'banner',
      componentType: 'NORMAL',
      style: 'BANNER',
      items: [
        {
          itemId: 'B1',
          title: T('巡演周边上新', '巡演周邊上新', 'New tour merchandise'),
          color: '#2A1E5C',
          jumpType: 'SHOP_ITEM',
          jumpValue: 'spu_demo_tee'
        }
      ]
    },
    {
      componentId: 'hot',
      componentType: 'NORMAL',
      style: 'GOODS_LIST',
      title: T('热卖周边', '熱賣周邊', 'Best sellers'),
      direction: 'HORIZONTAL',
      spuIds: ['spu_demo_tee', 'spu_demo_lightstick', 'spu_demo_programme']
    },
    {
      componentId: 'all',
      componentType: 'NORMAL',
      style: 'GOODS_LIST',
      title: T('全部商品', '全部商品', 'All goods'),
      direction: 'VERTICAL',
      spuIds: DEMO_GOODS.filter((g) => g.kind !== 'STUB').map((g) => g.id)
    }
  ]
  const name = T('商城', '商城', 'Shop')
  return {
    id: 'L-SHOP',
    merchant_id: DEMO_MERCHANT_ID,
    page: 'SHOP',
    name,
    title: name,
    components,
    enabled: true,
    end_time: null,
    sort: 0
  }
}

async function insert(tx: Queryable, table: string, columns: string, rows: Array<Record<string, unknown>>, onConflict = ''): Promise<void> {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ')
  await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns}) ${onConflict}`, [
    JSON.stringify(rows)
  ])
}

export async function seedDemoGoods(tx: Queryable, anchor: Date): Promise<void> {
  // The three most featured concerts on sale at the anchor, as the home page's banners pick shows.
  const concerts = await tx.query<{ id: string }>(
    `SELECT id FROM shows WHERE merchant_id = $1 AND category_code = 'CONCERT' AND state = 'SCHEDULED' AND sale_time <= $2
      ORDER BY weight DESC, id LIMIT 3`,
    [DEMO_MERCHANT_ID, anchor]
  )
  await insert(
    tx,
    'goods_categories',
    'id text, merchant_id text, name jsonb, sort int',
    DEMO_GOODS_CATEGORIES.map((c) => ({ ...c, merchant_id: DEMO_MERCHANT_ID }))
  )
  await seedGoodsRows(tx, DEMO_GOODS, concerts, anchor)
  await insert(
    tx,
    'layouts',
    'id text, merchant_id text, page text, name jsonb, title jsonb, components jsonb, enabled boolean, end_time timestamptz, sort int',
    [demoShopLayout()],
    // A shop layout the merchant already has stays as it is.
    'ON CONFLICT (id) DO NOTHING'
  )
}

/** The goods' SPUs, options, SKUs and ties to the featured concerts. */
async function seedGoodsRows(tx: Queryable, goods: DemoGoods[], concerts: Array<{ id: string }>, anchor: Date): Promise<void> {
  await insert(
    tx,
    'spus',
    'id text, merchant_id text, category_id text, name jsonb, description jsonb, pictures jsonb, kind text, on_sale boolean, per_buyer_limit int, sort int, search_text text, created_at timestamptz, updated_at timestamptz',
    goods.map((g) => ({
      id: g.id,
      merchant_id: DEMO_MERCHANT_ID,
      category_id: g.categoryId,
      name: g.name,
      description: g.description,
      pictures: g.colours.map((c) => goodsArtUrl(g.motif, c)),
      kind: g.kind,
      on_sale: g.onSale,
      per_buyer_limit: g.perBuyerLimit,
      // Its place in the whole demo shop, whichever goods this call writes.
      sort: DEMO_GOODS.indexOf(g) + 1,
      search_text: goodsSearchText(g.name),
      created_at: anchor,
      updated_at: anchor
    }))
  )
  const groups = goods.flatMap((g) => g.groups.map((group, i) => ({ id: group.id, spu_id: g.id, name: group.name, sort: i + 1 })))
  await insert(tx, 'spu_option_groups', 'id text, spu_id text, name jsonb, sort int', groups)
  const values = goods.flatMap((g) =>
    g.groups.flatMap((group) => group.values.map((v, i) => ({ id: v.id, group_id: group.id, name: v.name, sort: i + 1 })))
  )
  await insert(tx, 'spu_option_values', 'id text, group_id text, name jsonb, sort int', values)
  const skus = goods.flatMap((g) =>
    combinations(g.groups).map((combo, i) => {
      const ids = combo.map((v) => v.id)
      const stock = g.stockOf?.[ids.join('+')] ?? g.stock
      const colour = combo.find((v) => v.colour)?.colour
      return {
        id: ids.length ? `sku_${g.id.replace(/^spu_/, '')}_${i + 1}` : `sku_${g.id.replace(/^spu_/, '')}`,
        spu_id: g.id,
        attribute_value_ids: ids,
        price_fen: g.priceOf?.[ids.join('+')] ?? g.priceFen,
        market_price_fen: g.marketPriceFen,
        capacity: stock,
        available: stock,
        picture_url: colour ? goodsArtUrl(g.motif, colour) : null,
        sort: i + 1
      }
    })
  )
  // attribute_value_ids is a text[]: jsonb_to_recordset cannot read a JSON array into it, so it goes as jsonb.
  await tx.query(
    `INSERT INTO skus (id, spu_id, attribute_value_ids, price_fen, market_price_fen, capacity, available, picture_url, sort)
     SELECT x.id, x.spu_id, ARRAY(SELECT jsonb_array_elements_text(x.ids)), x.price_fen, x.market_price_fen, x.capacity, x.available, x.picture_url, x.sort
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, spu_id text, ids jsonb, price_fen int, market_price_fen int, capacity int, available int, picture_url text, sort int)`,
    [JSON.stringify(skus.map(({ attribute_value_ids, ...k }) => ({ ...k, ids: attribute_value_ids })))]
  )
  const ties = goods.flatMap((g, i) =>
    g.tiedTo.flatMap((rank) => (concerts[rank] ? [{ spu_id: g.id, show_id: concerts[rank].id, sort: i + 1 }] : []))
  )
  if (ties.length) await insert(tx, 'spu_shows', 'spu_id text, show_id text, sort int', ties)
}

/** The demo shop on a database seeded before goods existed, once: not where the merchant has goods or categories of its own. */
export async function seedMissingDemoGoods(db: Db, anchor: Date): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM spus WHERE merchant_id = $1) + (SELECT count(*) FROM goods_categories WHERE merchant_id = $1) AS n',
    [DEMO_MERCHANT_ID]
  )
  if (Number(n) > 0) return seedMissingDemoStub(db, anchor)
  await db.transaction((tx) => seedDemoGoods(tx, anchor))
}

/** The ticket stub on a demo shop seeded before stubs existed, once: not where the merchant has a stub of its own. */
async function seedMissingDemoStub(db: Db, anchor: Date): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM spus WHERE merchant_id = $1 AND (kind = 'STUB' OR id = $2)",
    [DEMO_MERCHANT_ID, DEMO_STUB.id]
  )
  if (n > 0) return
  await db.transaction((tx) => seedGoodsRows(tx, [DEMO_STUB], [], anchor))
}
