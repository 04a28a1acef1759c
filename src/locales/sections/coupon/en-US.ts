/** The coupon pages in English (same keys as zh-CN.ts). */
import type { CouponMessages } from './zh-CN'

const enUS: CouponMessages = {
  tab_available: 'Usable',
  tab_history: 'History',
  stamp: { used: 'Used', expired: 'Expired', refunding: 'Refunding', received: 'Received' },
  action: { use: 'Use', view: 'View', receive: 'Receive' },
  receive_success: 'Receive success',
  real_name_title: 'Real-name verification',
  real_name_content: 'Only users with a verified real name can receive this coupon',
  real_name_confirm: 'Verify',
  cancel: 'Cancel',
  face_content: 'Face authentication is needed to receive this coupon',
  face_confirm: 'Authenticate',
  face_failed: 'Face authentication failed',
  face_unsupported: 'The current app does not support face authentication',
  window: '{start} to {end}',
  window_dynamic: 'Valid for {length} {unit} after receiving',
  unit: { DAY: 'days', WEEK: 'weeks', MONTH: 'months', YEAR: 'years' },
  left: '{count} left',
  per_buyer: 'Up to {count} per person',
  new_mark: 'New',
  empty_available: 'No usable coupons',
  empty_available_detail: 'Receive coupons on a show page, or redeem an exchange code',
  empty_history: 'No coupon history',
  empty_history_detail: 'Used, expired and refunding coupons appear here',
  to_exchange: 'Redeem a code',
  empty_list: 'No coupons to receive for this show',
  back_to_show: 'Back to the show',
  exchange_intro: "Enter the exchange code from the merchant to get a coupon",
  exchange_label: 'Exchange code',
  exchange_placeholder: 'Enter the code',
  exchange_invalid: 'An exchange code has 20 letters and digits. Check it and try again',
  exchange_submit: 'Redeem',
  exchange_done: 'Redeemed',
  exchange_done_text: 'The coupon is in My coupons',
  to_mine: 'My coupons',
  exchange_again: 'Redeem another',
  shows_all: 'Valid for every show; these are on sale now',
  shows_empty: 'No shows for this coupon',
  to_home: 'Browse shows',
  more: 'Load more',
  // Confirm order (issue #18): the coupon row and its list.
  verify: {
    title: 'Verify code',
    hint: 'Show this code to the staff: once they verify it, the coupon is used',
    refresh_in: 'Refreshes in {seconds} s',
    used: 'Coupon verified',
    used_detail: 'This coupon has been used: find it in the history',
    unusable: 'This coupon cannot be used now',
    close: 'Close'
  },
  order: {
    title: 'Coupons',
    usable_count: '{count} usable',
    none_usable: 'None usable',
    off: '-¥{amount}',
    not_applicable: 'This coupon is not applicable currently',
    no_coupon: 'No coupon',
    usable_heading: 'Usable coupons',
    unusable_heading: 'Not usable',
    done: 'Done',
    valid_until: 'Valid until {date}'
  }
}

export default enUS
