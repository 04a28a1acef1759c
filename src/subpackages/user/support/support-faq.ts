/**
 * The support page's questions: a fixed set shipped with the app in every language (sections/content-pages
 * support.faq), each with the page that answers it in practice. Fixed rather than the merchant's: every
 * merchant's buyers ask these, and the customer-service sheet carries what is the merchant's own.
 */
export const FAQ_TOPICS = [
  { key: 'buy', route: 'list' },
  { key: 'real_name', route: 'audience_list' },
  { key: 'refund', route: 'order_list' },
  { key: 'enter', route: 'ticket_holder' },
  { key: 'invoice', route: 'order_list' },
  { key: 'coupon', route: 'coupons' },
  { key: 'member', route: 'member-center' }
] as const

export type FaqKey = (typeof FAQ_TOPICS)[number]['key']

export interface FaqItem {
  key: FaqKey
  route: string
  q: string
  a: string
}

/**
 * The questions whose text holds every word of the search (case and width of spaces ignored); a blank search
 * keeps them all. Words are split on spaces, and a Chinese search without spaces is one word.
 */
export function matchFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return [...items]
  return items.filter((item) => {
    const text = `${item.q} ${item.a}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}
