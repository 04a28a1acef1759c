/**
 * The demo merchant's vote, on the demo topic page (L-TOPIC-1, demo-layouts.ts), so `npm start` and the
 * route walk have a vote-detail page to open: which programme the music season should add, open for 60
 * days from the seed. A fixed id and ON CONFLICT DO NOTHING: seeding again adds it once.
 */
import type { Queryable } from '../db/db'
import { DEMO_MERCHANT_ID } from './catalog'

export const DEMO_VOTE_ID = 'vote_demo_season'
export const DEMO_VOTE_TOPIC_ID = 'L-TOPIC-1'

const OPTIONS = [
  { id: 'vopt_demo_1', text: '贝多芬交响曲全集', texts: { 'zh-MO': '貝多芬交響曲全集', 'en-US': 'All nine Beethoven symphonies' } },
  { id: 'vopt_demo_2', text: '经典电影配乐之夜', texts: { 'zh-MO': '經典電影配樂之夜', 'en-US': 'A night of film scores' } },
  { id: 'vopt_demo_3', text: '室内乐下午茶', texts: { 'zh-MO': '室內樂下午茶', 'en-US': 'Chamber music at tea time' } }
]

export async function seedDemoVotes(db: Queryable, anchor: Date): Promise<void> {
  const seeded = await db.query(
    `INSERT INTO votes (id, merchant_id, title, title_texts, description, description_texts, deadline, topic_id, created_at, updated_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $9 WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      DEMO_VOTE_ID,
      DEMO_MERCHANT_ID,
      '下个音乐季，你最想听什么？',
      JSON.stringify({ 'zh-MO': '下個音樂季，你最想聽什麼？', 'en-US': 'What should next music season bring?' }),
      '每位观众可投一票，截止后公布结果。',
      JSON.stringify({
        'zh-MO': '每位觀眾可投一票，截止後公佈結果。',
        'en-US': 'One vote each; the results are shown when voting closes.'
      }),
      new Date(anchor.getTime() + 60 * 86_400_000),
      DEMO_VOTE_TOPIC_ID,
      anchor
    ]
  )
  if (!seeded.length) return
  for (const [sort, o] of OPTIONS.entries()) {
    await db.query('INSERT INTO vote_options (id, vote_id, sort, text, text_texts) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
      o.id,
      DEMO_VOTE_ID,
      sort,
      o.text,
      JSON.stringify(o.texts)
    ])
  }
}
