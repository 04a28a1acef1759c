/** Scanned codes and the recent-order reminder, English. */
import type { CodesMessages } from './zh-CN'

const enUS: CodesMessages = {
  scan: {
    opening: 'Opening…',
    opening_detail: 'Reading the code; your page opens in a moment',
    not_found: 'This code is not valid or no longer in use',
    not_found_detail: "Check that the code is this shop's, or see what is on from the home page",
    to_home: 'Go to home',
    failed: 'The page could not be opened',
    no_code: 'There is no code to read'
  },
  recent: {
    unpaid_title: 'You have an unpaid order',
    unpaid_deadline: 'Pay by {time} or the order is cancelled',
    pay_now: 'Pay now',
    upcoming_title: 'Your next show',
    upcoming_when: 'Starts {time}',
    tickets: '{count, plural, one {# ticket} other {# tickets}}',
    view: 'View order'
  }
}

export default enUS
