/** What a show's derived service notes and tags say (show-terms.ts), per locale. */
import type { Locale } from '../http/texts'
import type { ServiceTagKind, ServiceTerm } from './show-terms'
import { formatMessage } from '../../../types/rules/message-format'

type Note = Record<Locale, [title: string, content: string]>

const NOTES: Record<ServiceTerm['kind'], Note> = {
  REAL_NAME: {
    'zh-CN': ['实名制购票', '每张门票需绑定一位观演人身份信息，入场时核验。'],
    'zh-MO': ['實名制購票', '每張門票需綁定一位觀演人身份資料，入場時核驗。'],
    'en-US': ['Real-name tickets', 'Each ticket is bound to one attendee’s ID, checked at the entrance.']
  },
  MIN_AGE: {
    'zh-CN': ['年龄限制', '{age}岁及以上观众方可入场。'],
    'zh-MO': ['年齡限制', '{age}歲及以上觀眾方可入場。'],
    'en-US': ['Age limit', 'Admission from age {age}.']
  },
  TIER_MIN_AGE: {
    'zh-CN': ['票档年龄限制', '部分票档限{age}岁及以上观众购买。'],
    'zh-MO': ['票檔年齡限制', '部分票檔限{age}歲及以上觀眾購買。'],
    'en-US': ['Age limit on some tickets', 'Some ticket types are for age {age} and over.']
  },
  E_TICKET_ONLY: {
    'zh-CN': ['电子票入场', '凭电子票二维码入场，无需换取纸质票。'],
    'zh-MO': ['電子票入場', '憑電子票二維碼入場，無需換取紙質票。'],
    'en-US': ['E-ticket entry', 'Enter with the e-ticket QR code; no paper ticket needed.']
  },
  E_TICKET_OR_EXPRESS: {
    'zh-CN': ['电子票或纸质票', '可选电子票（凭二维码入场），或纸质票快递至收货地址，运费¥{fee}。'],
    'zh-MO': ['電子票或紙質票', '可選電子票（憑二維碼入場），或紙質票快遞至收貨地址，運費¥{fee}。'],
    'en-US': ['E-ticket or paper ticket', 'Choose an e-ticket (enter with its QR code) or paper tickets sent by express for ¥{fee}.']
  },
  SEAT_PICKING: {
    'zh-CN': ['在线选座', '购票时可在座位图上自选座位。'],
    'zh-MO': ['在線選座', '購票時可在座位圖上自選座位。'],
    'en-US': ['Choose your seats', 'Pick your seats on the seat map when buying.']
  },
  REFUND: {
    'zh-CN': ['退票规则', '演出开始前{hours}小时可申请退票，收取票价{fee}%手续费。'],
    'zh-MO': ['退票規則', '演出開始前{hours}小時可申請退票，收取票價{fee}%手續費。'],
    'en-US': ['Refunds', 'Refunds up to {hours, plural, one {# hour} other {# hours}} before the show, with a {fee}% fee.']
  },
  REFUND_FREE: {
    'zh-CN': ['退票规则', '演出开始前{hours}小时可申请退票，不收手续费。'],
    'zh-MO': ['退票規則', '演出開始前{hours}小時可申請退票，不收手續費。'],
    'en-US': ['Refunds', 'Free refunds up to {hours, plural, one {# hour} other {# hours}} before the show.']
  },
  REFUND_BY_TIME: {
    'zh-CN': ['退票规则', '演出开始前{hours}小时可申请退票，手续费按申请时距开演的时间收取，详见退票规则。'],
    'zh-MO': ['退票規則', '演出開始前{hours}小時可申請退票，手續費按申請時距開演的時間收取，詳見退票規則。'],
    'en-US': [
      'Refunds',
      'Refunds up to {hours, plural, one {# hour} other {# hours}} before the show; the fee depends on how early you ask (see the refund rules).'
    ]
  },
  NO_REFUND: {
    'zh-CN': ['退票规则', '本演出售出后不支持退票。'],
    'zh-MO': ['退票規則', '本演出售出後不支持退票。'],
    'en-US': ['Refunds', 'Tickets to this show cannot be refunded.']
  }
}

const TAGS: Record<ServiceTagKind, Record<Locale, string>> = {
  REAL_NAME: { 'zh-CN': '实名制', 'zh-MO': '實名制', 'en-US': 'Real-name' },
  REFUND: { 'zh-CN': '条件退', 'zh-MO': '條件退', 'en-US': 'Refundable' },
  NO_REFUND: { 'zh-CN': '不支持退', 'zh-MO': '不支持退', 'en-US': 'No refunds' }
}

function params(term: ServiceTerm): Record<string, string | number> {
  switch (term.kind) {
    case 'MIN_AGE':
    case 'TIER_MIN_AGE':
      return { age: term.age }
    case 'E_TICKET_OR_EXPRESS':
      return { fee: (term.feeFen / 100).toFixed(term.feeFen % 100 ? 2 : 0) }
    case 'REFUND':
      return { hours: term.hoursBefore, fee: term.feePercent }
    case 'REFUND_FREE':
    case 'REFUND_BY_TIME':
      return { hours: term.hoursBefore }
    default:
      return {}
  }
}

export function termNote(term: ServiceTerm, locale: Locale): { title: string; content: string } {
  const [title, content] = NOTES[term.kind][locale]
  const values = params(term)
  return { title, content: formatMessage(content, values) }
}

export const serviceTagTitle = (kind: ServiceTagKind, locale: Locale) => TAGS[kind][locale]
