/**
 * The demo merchant's benefit cards, so `npm start` shows a card list: a cash annual card of
 * three free tickets to any show, and a points card of one free ticket within 90 days. Fixed ids and
 * ON CONFLICT DO NOTHING: seeding again (a database seeded before cards existed) adds them once.
 */
import type { Queryable } from '../db/db'
import { DEMO_MERCHANT_ID } from './catalog'

const DEMO_CARDS = [
  {
    id: 'card_demo_annual',
    name: '观演年卡',
    description: '购卡后365天内，任选3场演出，每场兑换1张免费门票。\n未使用且未过期可全额退款；兑换后的门票退票时，次数退回。',
    nameTexts: { 'zh-MO': '觀演年卡', 'en-US': 'Annual show pass' },
    descriptionTexts: {
      'zh-MO': '購卡後365天內，任選3場演出，每場兌換1張免費門票。\n未使用且未過期可全額退款；兌換後的門票退票時，次數退回。',
      'en-US':
        'For 365 days after purchase, pick any 3 shows and get 1 free ticket to each.\nA full refund while unused and unexpired; refunding a redeemed ticket gives the redemption back.'
    },
    priceMode: 'CASH',
    cardPriceFen: 39900,
    pointPrice: 0,
    times: 3,
    perSession: 1,
    validity: 'ANNUAL',
    validDays: null,
    stock: 500,
    perBuyer: 2
  },
  {
    id: 'card_demo_points',
    name: '积分畅享卡',
    description: '2000积分兑换，90天内任选1场演出免费观看。',
    nameTexts: { 'zh-MO': '積分暢享卡', 'en-US': 'Points show pass' },
    descriptionTexts: {
      'zh-MO': '2000積分兌換，90天內任選1場演出免費觀看。',
      'en-US': 'For 2000 points: any 1 show free within 90 days.'
    },
    priceMode: 'POINT',
    cardPriceFen: 0,
    pointPrice: 2000,
    times: 1,
    perSession: 0,
    validity: 'DAYS',
    validDays: 90,
    stock: 200,
    perBuyer: 1
  }
] as const

export async function seedDemoCards(db: Queryable, now: Date): Promise<void> {
  for (const c of DEMO_CARDS) {
    await db.query(
      `INSERT INTO benefit_cards (id, merchant_id, name, image_url, description, price_mode, card_price_fen, point_price, convertible_times, redeem_price_fen,
         per_session_limit, validity_type, valid_days, valid_until, use_rule, use_limit, stock, remaining, per_buyer_limit, enabled, need_real_name, created_at, updated_at)
       SELECT $1, $2, $3, '', $4, $5, $6, $7, $8, 0, $9, $10, $11, NULL, 'ALL_SHOW', '{}', $12, $12, $13, true, false, $14, $14
        WHERE EXISTS (SELECT 1 FROM merchants WHERE id = $2) ON CONFLICT DO NOTHING`,
      [
        c.id,
        DEMO_MERCHANT_ID,
        c.name,
        c.description,
        c.priceMode,
        c.cardPriceFen,
        c.pointPrice,
        c.times,
        c.perSession,
        c.validity,
        c.validDays,
        c.stock,
        c.perBuyer,
        now
      ]
    )
    // Its translations (084_merchant_content_languages.sql), also on a demo database seeded before them.
    await db.query(
      `UPDATE benefit_cards SET name_texts = $2, description_texts = $3 WHERE id = $1 AND name_texts = '{}'::jsonb AND description_texts = '{}'::jsonb`,
      [c.id, JSON.stringify(c.nameTexts), JSON.stringify(c.descriptionTexts)]
    )
  }
}
