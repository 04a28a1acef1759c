/** Texts of the ticket pages in English (reference: zh-CN.ts). */
import type { TicketsMessages } from './zh-CN'

const enUS: TicketsMessages = {
  state: {
    valid: 'Not used',
    used: 'Checked in',
    refunding: 'Refund in progress',
    refunded: 'Refunded',
    transferring: 'Being transferred',
    rebooked: 'Rebooked'
  },
  history: {
    entry: 'Past tickets',
    empty: 'No past tickets yet',
    to_holder: 'My tickets',
    load_more: 'Load more',
    no_more: 'No more tickets',
    count: '{count} in all'
  },
  code: {
    brightness_hint: 'Turn up the screen brightness so the staff can scan the code',
    brightened: 'Screen brightness turned up',
    void: 'This ticket cannot be used for entry now'
  },
  error: {
    not_found: 'Ticket not found',
    not_found_detail: 'The ticket does not exist or belongs to another account than the one logged in',
    void: 'This ticket admits nobody',
    void_detail: 'Status: {state}',
    to_holder: 'My tickets',
    to_order: 'View order',
    to_history: 'Past tickets',
    switch_account: 'Switch account'
  },
  share: {
    hint: 'You share the show, never your entry code',
    button: 'Share with friends',
    copy_link: 'Copy the show link',
    copied: 'Link copied: send it to your friends',
    copy_failed: 'Copy failed',
    view_show: 'View the show'
  },
  actions: {
    full_screen: 'Full screen',
    share: 'Share the show',
    add_calendar: 'Add to calendar'
  },
  calendar: {
    added: 'Added to your calendar',
    downloaded: 'Calendar file downloaded: open it to add the show to your calendar',
    failed: 'Could not add to the calendar, please try again later'
  },
  // Wallet passes (H5 only).
  wallet: {
    apple: 'Add to Apple Wallet',
    google: 'Save to Google Wallet',
    failed: 'Could not add the ticket to your wallet, please try again later'
  }
}

export default enUS
