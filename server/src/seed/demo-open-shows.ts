/**
 * The demo merchant's open shows, so `npm start` and the route walk have open-show pages to open: a free
 * open rehearsal (places given at once) and a masterclass the merchant approves, both a fortnight after
 * the seed. Fixed ids and ON CONFLICT DO NOTHING: seeding again adds them once.
 */
import type { Queryable } from '../db/db'
import type { RegistrationField } from '../../../types/rules/registration-form'
import { DEMO_MERCHANT_ID } from './catalog'

export const DEMO_FREE_OPEN_SHOW_ID = 'osh_demo_rehearsal'
export const DEMO_APPROVAL_OPEN_SHOW_ID = 'osh_demo_masterclass'

const DAY = 86_400_000

const NAME_AND_PHONE: RegistrationField[] = [
  { key: 'name', kind: 'TEXT', label: '姓名', labelTexts: { 'zh-MO': '姓名', 'en-US': 'Name' }, required: true },
  { key: 'phone', kind: 'PHONE', label: '手机号', labelTexts: { 'zh-MO': '手機號碼', 'en-US': 'Phone' }, required: true }
]

const SHOWS = [
  {
    id: DEMO_FREE_OPEN_SHOW_ID,
    title: '交响乐团公开排练',
    titleTexts: { 'zh-MO': '交響樂團公開排練', 'en-US': 'Orchestra open rehearsal' },
    description: '走进排练厅，近距离聆听乐团与指挥的排练。免费报名，名额有限，先到先得。',
    descriptionTexts: {
      'zh-MO': '走進排練廳，近距離聆聽樂團與指揮的排練。免費報名，名額有限，先到先得。',
      'en-US':
        'Step into the rehearsal hall and hear the orchestra and conductor at work. Free; places are limited, first come first served.'
    },
    venueName: '音乐厅排练厅',
    venueAddress: '文化中心 B 座 2 层',
    startsInDays: 14,
    capacity: 120,
    mode: 'FREE',
    form: NAME_AND_PHONE
  },
  {
    id: DEMO_APPROVAL_OPEN_SHOW_ID,
    title: '青年演奏家大师课',
    titleTexts: { 'zh-MO': '青年演奏家大師課', 'en-US': 'Masterclass for young players' },
    description: '由客座独奏家主讲的公开大师课。报名后由主办方审核，审核通过即可凭入场码入场。',
    descriptionTexts: {
      'zh-MO': '由客座獨奏家主講的公開大師課。報名後由主辦方審核，審核通過即可憑入場碼入場。',
      'en-US':
        'A public masterclass by the guest soloist. The organiser reviews each registration; once approved, your entry code admits you.'
    },
    venueName: '音乐厅小剧场',
    venueAddress: '文化中心 A 座 1 层',
    startsInDays: 16,
    capacity: 30,
    mode: 'APPROVAL',
    form: [
      ...NAME_AND_PHONE,
      {
        key: 'instrument',
        kind: 'CHOICE',
        label: '乐器',
        labelTexts: { 'zh-MO': '樂器', 'en-US': 'Instrument' },
        required: true,
        options: ['小提琴 Violin', '大提琴 Cello', '钢琴 Piano', '旁听 Listening only']
      },
      { key: 'id_no', kind: 'ID', label: '身份证号', labelTexts: { 'zh-MO': '身份證號碼', 'en-US': 'ID number' }, required: false }
    ] satisfies RegistrationField[]
  }
] as const

export async function seedDemoOpenShows(db: Queryable, anchor: Date): Promise<void> {
  for (const s of SHOWS) {
    const startsAt = new Date(anchor.getTime() + s.startsInDays * DAY)
    await db.query(
      `INSERT INTO open_shows (id, merchant_id, title, title_texts, description, description_texts, poster_url, venue_name, venue_address,
         starts_at, ends_at, registration_deadline, capacity, mode, form, created_at, updated_at)
       SELECT $1, $2, $3, $4, $5, $6, '', $7, $8, $9, $10, $11, $12, $13, $14, $15, $15 WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2)
       ON CONFLICT (id) DO NOTHING`,
      [
        s.id,
        DEMO_MERCHANT_ID,
        s.title,
        JSON.stringify(s.titleTexts),
        s.description,
        JSON.stringify(s.descriptionTexts),
        s.venueName,
        s.venueAddress,
        startsAt,
        new Date(startsAt.getTime() + 2 * 3_600_000),
        new Date(startsAt.getTime() - DAY),
        s.capacity,
        s.mode,
        JSON.stringify(s.form),
        anchor
      ]
    )
  }
}
