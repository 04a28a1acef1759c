/**
 * The pages of a voucher list as history-ticket shows them: each loaded page appended to the ones before,
 * a voucher that moved up a page meanwhile (a refund since the first page) shown once, the total and
 * whether there is more from the latest page. Plain rules (tests/voucher-pages.test.ts).
 */
import type { VoucherPage } from '../../../../types/api/voucher'

export function appendVoucherPage(before: VoucherPage | undefined, next: VoucherPage): VoucherPage {
  if (!before || next.offset === 0) return next
  const seen = new Set(before.list.map((v) => v.voucherId))
  return {
    ...next,
    offset: 0,
    length: before.list.length + next.list.length,
    list: [...before.list, ...next.list.filter((v) => !seen.has(v.voucherId))]
  }
}

/** Where the next page starts: after every voucher asked for so far (the gateway counts by its own order). */
export function nextOffset(pages: VoucherPage): number {
  return pages.length
}
